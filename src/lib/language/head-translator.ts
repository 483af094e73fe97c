import i18next, { type TFunction } from "i18next"
import type { Language } from "./languages"
import { i18nextOptions } from "./i18n-options"
import { localeKey, type LocaleEdges } from "./reuse-instances"

export type { LocaleEdges }

/**
 * Gatsby's Head runs outside wrapPageElement, so outside the plugin's i18next provider; this gives it an
 * i18next `t` over the same `locales` query result, with the same options. One instance per language and
 * locale data, made on first use: a client-side navigation between pages that load the same namespaces reuses it.
 */
export function headTranslator(locales: LocaleEdges | null | undefined, language: Language) {
  const key = localeKey(locales, language)
  let t = headTranslators.get(key)
  if (!t) {
    t = localeInstance(locales, language).t
    headTranslators.set(key, t)
  }
  return t
}

/** An i18next instance over a page's `locales` query result, with the site's options, initialised at once. */
export function localeInstance(locales: LocaleEdges | null | undefined, language: Language) {
  const namespaces = Object.fromEntries(
    (locales?.edges ?? []).map(({ node }) => [node.ns ?? i18nextOptions.defaultNS, JSON.parse(node.data ?? "{}")]),
  )
  const instance = i18next.createInstance({
    ...i18nextOptions,
    resources: { [language]: namespaces },
    lng: language,
    initImmediate: false,
  })
  void instance.init()
  return instance
}

const headTranslators = new Map<string, TFunction>()
