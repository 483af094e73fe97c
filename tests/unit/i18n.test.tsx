/** @jest-environment node */
import fs from "fs"
import path from "path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { createTranslator, interpolate, resourcesOf, splitTags, type LocaleEdges } from "../../src/lib/i18n"
import { headTranslator } from "../../src/lib/page-context"
import { localeRecord } from "../../src/node/content-nodes"
import { I18nProvider, Trans, useTranslation } from "../../src/components/i18n"
import { languages } from "../../src/lib/languages"

const localesDir = path.resolve(__dirname, "../../locales")
const edges = (files: Record<string, object>): LocaleEdges => ({
  edges: Object.entries(files).map(([ns, messages]) => ({ node: { ns, data: JSON.stringify(messages) } })),
})

const locales = edges({
  common: { nav: { home: "Start" }, toast: { close: "Schliessen" }, fleet: { upTo: "bis {{count}}" } },
  forms: {
    toast: { close: "Formular schliessen" },
    fields: { privacy: "Ich habe die <1>Datenschutzerklärung</1> gelesen." },
  },
})

describe("translator", () => {
  const resources = resourcesOf(locales)

  it("reads dotted keys and fills values, numbers included", () => {
    const { t } = createTranslator(resources)
    expect(t("nav.home")).toBe("Start")
    expect(t("fleet.upTo", { count: 7 })).toBe("bis 7")
  })

  it("looks in the asked namespace first, then in common", () => {
    expect(createTranslator(resources, "forms").t("toast.close")).toBe("Formular schliessen")
    expect(createTranslator(resources).t("toast.close")).toBe("Schliessen")
    expect(createTranslator(resources, "forms").t("nav.home")).toBe("Start")
  })

  it("returns the key for a missing string and says whether a key exists", () => {
    const translator = createTranslator(resources)
    expect(translator.t("nav.missing")).toBe("nav.missing")
    expect(translator.t("nav")).toBe("nav")
    expect(translator.exists("nav.home")).toBe(true)
    expect(translator.exists("nav.missing")).toBe(false)
  })

  it("leaves nothing behind for a value that is not given", () => {
    expect(interpolate("bis {{count}} Personen", {})).toBe("bis  Personen")
    expect(interpolate("{{ a }}-{{b}}", { a: "x", b: 0 })).toBe("x-0")
  })

  it("splits tagged parts out of a string", () => {
    expect(splitTags("Read the <1>policy</1> and <2>terms</2>.")).toEqual([
      "Read the ",
      { tag: "1", text: "policy" },
      " and ",
      { tag: "2", text: "terms" },
      ".",
    ])
    expect(splitTags("plain")).toEqual(["plain"])
  })

  it("serves Gatsby's Head, which renders outside the provider", () => {
    expect(headTranslator(locales)("nav.home")).toBe("Start")
    expect(headTranslator(null)("nav.home")).toBe("nav.home")
  })
})

describe("provider and components", () => {
  function Probe() {
    const { t, language, neutralPath } = useTranslation("forms")
    return <p>{`${language} ${neutralPath} ${t("toast.close")}`}</p>
  }

  it("give components the page's language, neutral path and strings", () => {
    const html = renderToStaticMarkup(
      <I18nProvider locales={locales} language="en" neutralPath="/agb">
        <Probe />
      </I18nProvider>,
    )
    expect(html).toBe("<p>en /agb Formular schliessen</p>")
  })

  it("fall back to German and / outside a page", () => {
    expect(renderToStaticMarkup(<Probe />)).toBe("<p>de / toast.close</p>")
  })

  it("render markup inside a translated string", () => {
    const html = renderToStaticMarkup(
      <I18nProvider locales={locales} language="de" neutralPath="/">
        <Trans namespace="forms" i18nKey="fields.privacy" components={{ 1: <a href="/datenschutz" /> }} />
      </I18nProvider>,
    )
    expect(html).toBe('Ich habe die <a href="/datenschutz">Datenschutzerklärung</a> gelesen.')
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
      const german = createTranslator({ x: read("de", file) }, "x")
      for (const language of languages) {
        const other = createTranslator({ x: read(language, file) }, "x")
        for (const key of keysOf(read("de", file)))
          expect([key, markers(other.t(key))]).toEqual([key, markers(german.t(key))])
      }
    }
  })

  it("become Locale nodes, and a bad folder or bad JSON fails the build", () => {
    expect(localeRecord("en", "forms", '{"a":"b"}')).toEqual({ language: "en", ns: "forms", data: '{"a":"b"}' })
    expect(() => localeRecord("fr", "common", "{}")).toThrow('locales/fr/common.json: "fr" is not one of')
    expect(() => localeRecord("de", "common", "{")).toThrow("locales/de/common.json: not valid JSON")
  })
})
