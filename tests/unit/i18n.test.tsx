/** @jest-environment node */
import fs from "fs"
import path from "path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { Trans, useTranslation } from "react-i18next"
import { useI18next } from "gatsby-plugin-react-i18next"
import { wrapPageElement } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement"
import { headTranslator, type LocaleEdges } from "../../src/lib/language/head-translator"
import { reuseInstances } from "../../src/lib/language/reuse-instances"
import { i18nextOptions } from "../../src/lib/language/i18n-options"
import { assertLocaleFolder } from "../../src/node/content-model/content-nodes"
import { languages, type Language } from "../../src/lib/language/languages"

const localesDir = path.resolve(__dirname, "../../locales")
const edges = (files: Record<string, object>, language = "de"): LocaleEdges => ({
  edges: Object.entries(files).map(([ns, messages]) => ({ node: { ns, language, data: JSON.stringify(messages) } })),
})

const common = {
  nav: { home: "Start" },
  toast: { close: "Schliessen" },
  fleet: { upTo: "bis {{count}}" },
  company: { name: "Müller & Söhne" },
}
const forms = {
  toast: { close: "Formular schliessen" },
  fields: { privacy: "Ich habe die <1>Datenschutzerklärung</1> gelesen." },
}

/** Gatsby's wrapPageElement arguments for a page, with the context gatsby-node gives pages. */
function pageArgs(element: React.ReactElement, locales: LocaleEdges, language: Language, originalPath: string) {
  const path = language === "de" ? originalPath : `/${language}${originalPath}`
  const i18n = {
    language,
    languages: [...languages],
    defaultLanguage: "de",
    generateDefaultLanguagePage: false,
    routed: language !== "de",
    originalPath,
    path,
  }
  return {
    element,
    props: { data: { locales }, pageContext: { language, i18n }, location: { pathname: path } },
  } as never
}
const pluginOptions = {
  i18nextOptions,
  redirect: false,
  defaultLanguage: "de",
  languages: [...languages],
  siteUrl: "https://example.ch",
} as never

/** A page element wrapped by the plugin's wrapPageElement (or `wrap`), rendered to markup. */
function renderPage(
  element: React.ReactElement,
  locales: LocaleEdges,
  language: Language,
  originalPath: string,
  wrap: typeof wrapPageElement = wrapPageElement,
) {
  return renderToStaticMarkup(wrap(pageArgs(element, locales, language, originalPath), pluginOptions)!)
}

describe("translations through gatsby-plugin-react-i18next", () => {
  function Probe() {
    const { t } = useTranslation("forms")
    const { language, originalPath } = useI18next()
    return <p>{`${language} ${originalPath} ${t("toast.close")} ${t("nav.home")} ${t("fleet.upTo", { count: 7 })}`}</p>
  }

  it("give components the page's language, neutral path and strings, forms falling back to common", () => {
    expect(renderPage(<Probe />, edges({ common, forms }, "en"), "en", "/agb")).toBe(
      "<p>en /agb Formular schliessen Start bis 7</p>",
    )
  })

  it("read common when a component names no namespace", () => {
    function Common() {
      const { t } = useTranslation()
      return <p>{`${t("toast.close")} ${t("company.name")} ${t("nav.missing")}`}</p>
    }
    // React escapes once: i18next must not escape as well ("&amp;amp;"); a missing key shows the key.
    expect(renderPage(<Common />, edges({ common }), "de", "/")).toBe(
      "<p>Schliessen Müller &amp; Söhne nav.missing</p>",
    )
  })

  it("render markup inside a translated string", () => {
    const html = renderPage(
      // The anchor gets its text from the translation (what this test checks).
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      <Trans ns="forms" i18nKey="fields.privacy" components={{ 1: <a href="/datenschutz" /> }} />,
      edges({ common, forms }),
      "de",
      "/contact",
    )
    expect(html).toBe('Ich habe die <a href="/datenschutz">Datenschutzerklärung</a> gelesen.')
  })

  it("serve Gatsby's Head, which renders outside the provider", () => {
    expect(headTranslator(edges({ common }), "de")("nav.home")).toBe("Start")
    expect(headTranslator(edges({ common, forms }), "de")("fleet.upTo", { count: 3 })).toBe("bis 3")
    expect(headTranslator(null, "de")("nav.home")).toBe("nav.home")
  })

  it("give the Head one translator per language and locale data", () => {
    const german = headTranslator(edges({ common }), "de")
    expect(headTranslator(edges({ common }), "de")).toBe(german)
    expect(headTranslator(edges({ common, forms }), "de")).not.toBe(german)
    const otherData = { language: "de", ns: "common", data: JSON.stringify({ nav: { home: "Übersicht" } }) }
    expect(headTranslator({ edges: [{ node: otherData }] }, "de")("nav.home")).toBe("Übersicht")
  })
})

describe("one i18next instance per language and locale data (the plugin's wrapPageElement, reused)", () => {
  type Wrapped = React.ReactElement<{ i18n: object; children: React.ReactElement<{ value: object }> }>
  const german = edges({ common, forms })
  function Probe() {
    const { t } = useTranslation("forms")
    const { language, originalPath, path } = useI18next()
    return <p>{`${language} ${originalPath} ${path} ${t("toast.close")} ${t("nav.home")}`}</p>
  }

  it("gives a second page of the same language and data the first one's instance, with its own context", () => {
    const wrap = reuseInstances(wrapPageElement)
    const first = wrap(pageArgs(<Probe />, german, "de", "/agb"), pluginOptions) as Wrapped
    const second = wrap(pageArgs(<Probe />, german, "de", "/contact"), pluginOptions) as Wrapped
    expect(second.props.i18n).toBe(first.props.i18n)
    // The context the plugin itself makes for the second page, field by field (siteUrl from its options).
    const plugin = wrapPageElement(pageArgs(<Probe />, german, "de", "/contact"), pluginOptions) as Wrapped
    expect(second.props.children.props.value).toEqual(plugin.props.children.props.value)
    expect(second.props.children.props.value).toMatchObject({ originalPath: "/contact", siteUrl: "https://example.ch" })
    expect(renderToStaticMarkup(second)).toBe(renderToStaticMarkup(plugin))
    expect(renderToStaticMarkup(second)).toBe("<p>de /contact /contact Formular schliessen Start</p>")
  })

  it("makes a new instance for another language or other locale data", () => {
    const wrap = reuseInstances(wrapPageElement)
    const first = wrap(pageArgs(<Probe />, german, "de", "/agb"), pluginOptions) as Wrapped
    const english = wrap(pageArgs(<Probe />, edges({ common, forms }, "en"), "en", "/agb"), pluginOptions) as Wrapped
    // A new deploy's strings, met on a navigation within the same visit.
    const edited = edges({ common: { ...common, nav: { home: "Übersicht" } }, forms })
    const newer = wrap(pageArgs(<Probe />, edited, "de", "/agb"), pluginOptions) as Wrapped
    expect(english.props.i18n).not.toBe(first.props.i18n)
    expect(newer.props.i18n).not.toBe(first.props.i18n)
    expect(renderToStaticMarkup(english)).toBe("<p>en /agb /en/agb Formular schliessen Start</p>")
    expect(renderToStaticMarkup(newer)).toBe("<p>de /agb /agb Formular schliessen Übersicht</p>")
  })
})

describe("locale files", () => {
  const keysOf = (node: unknown, prefix = ""): string[] =>
    typeof node === "string"
      ? [prefix]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
          keysOf(value, prefix ? `${prefix}.${key}` : key),
        )
  const read = (language: string, file: string) =>
    JSON.parse(fs.readFileSync(path.join(localesDir, language, file), "utf8")) as Record<string, unknown>
  const namespaces = fs.readdirSync(path.join(localesDir, "de")).sort()
  /** The string at a dotted key ("fleet.upTo") of a locale file's messages. */
  const at = (messages: unknown, key: string) =>
    String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages))

  it("exist for every language with the same namespaces and the same keys", () => {
    for (const language of languages) {
      expect(fs.readdirSync(path.join(localesDir, language)).sort()).toEqual(namespaces)
      for (const file of namespaces)
        expect(keysOf(read(language, file)).sort()).toEqual(keysOf(read("de", file)).sort())
    }
  })

  it("use the same {{values}} and <tags> in every language", () => {
    const markers = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g) ?? []).sort()
    for (const file of namespaces) {
      const german = read("de", file)
      for (const language of languages) {
        const other = read(language, file)
        for (const key of keysOf(german))
          expect([key, markers(at(other, key))]).toEqual([key, markers(at(german, key))])
      }
    }
  })

  it("use {{count}} only in strings that have plural forms", () => {
    // i18next treats a `count` value as a plural count: it builds the language's plural rules (Intl.PluralRules,
    // a few milliseconds on first use while the page hydrates) and looks for key_one / key_other on every call.
    // A number that is only shown is passed by another name ("bis {{max}}").
    for (const language of languages)
      for (const file of namespaces) {
        const messages = read(language, file)
        const keys = keysOf(messages)
        // i18next's plural forms of a key K are K_one, K_other (and the language's others); K_other is always there.
        for (const key of keys.filter((k) => /\{\{\s*count\s*\}\}/.test(at(messages, k))))
          expect([key, keys.includes(`${key.replace(/_(zero|one|two|few|many|other)$/, "")}_other`)]).toEqual([
            key,
            true,
          ])
      }
  })

  it("name every key in one namespace only", () => {
    // On a page that loads "forms", gatsby-plugin-react-i18next makes it the default namespace and "common"
    // the fallback, so a key in both would show the forms text in common components there.
    for (const language of languages) {
      const seen = new Map<string, string>()
      for (const file of namespaces)
        for (const key of keysOf(read(language, file))) {
          expect([key, seen.get(key)]).toEqual([key, undefined])
          seen.set(key, file)
        }
    }
  })

  it("live in a folder of one of the site's languages, or the build fails", () => {
    expect(() => assertLocaleFolder("en", "forms")).not.toThrow()
    expect(() => assertLocaleFolder("fr", "common")).toThrow('locales/fr/common.json: "fr" is not one of')
  })
})
