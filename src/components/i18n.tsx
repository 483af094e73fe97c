import React, { createContext, useContext, useMemo } from "react"
import {
  createTranslator,
  DEFAULT_NAMESPACE,
  resourcesOf,
  splitTags,
  type LocaleEdges,
  type Resources,
  type Translator,
} from "../lib/i18n"
import { defaultLanguage, isLanguage, type Language } from "../lib/languages"

type PageI18n = { resources: Resources; language: Language; neutralPath: string }

const I18nContext = createContext<PageI18n>({ resources: {}, language: defaultLanguage, neutralPath: "/" })

type I18nProviderProps = {
  locales: LocaleEdges | null | undefined
  language: string | undefined
  neutralPath: string | undefined
  children: React.ReactNode
}

/** Gives every component of a page the page's language, its language-neutral path and its strings. */
export function I18nProvider({ locales, language, neutralPath, children }: I18nProviderProps) {
  const value = useMemo(
    () => ({
      resources: resourcesOf(locales),
      language: isLanguage(language) ? language : defaultLanguage,
      neutralPath: neutralPath || "/",
    }),
    [locales, language, neutralPath],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

type PageElementArgs = {
  element: React.ReactNode
  props: { data?: unknown; pageContext?: unknown }
}

/** wrapPageElement of gatsby-browser and gatsby-ssr: the page query's `locales` and the page context. */
export function wrapPageElement({ element, props }: PageElementArgs) {
  const data = props.data as { locales?: LocaleEdges } | undefined
  const context = props.pageContext as { language?: string; neutralPath?: string } | undefined
  return (
    <I18nProvider locales={data?.locales} language={context?.language} neutralPath={context?.neutralPath}>
      {element}
    </I18nProvider>
  )
}

/** The page's strings of one namespace (falling back to "common"), plus its language and neutral path. */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): Translator & Omit<PageI18n, "resources"> {
  const { resources, language, neutralPath } = useContext(I18nContext)
  const translator = useMemo(() => createTranslator(resources, namespace), [resources, namespace])
  return { ...translator, language, neutralPath }
}

type TransProps = {
  i18nKey: string
  namespace?: string
  /** The element each <tag>…</tag> of the string becomes; its text becomes the element's children. */
  components: Readonly<Record<string, React.ReactElement>>
}

/** A translated string with markup inside it, e.g. a link in a consent sentence. */
export function Trans({ i18nKey, namespace, components }: TransProps) {
  const { t } = useTranslation(namespace)
  return (
    <>
      {splitTags(t(i18nKey)).map((part, index) =>
        typeof part === "string" ? (
          <React.Fragment key={index}>{part}</React.Fragment>
        ) : components[part.tag] ? (
          React.cloneElement(components[part.tag], { key: index }, part.text)
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  )
}
