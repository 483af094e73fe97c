import type { Language } from "./languages"
import { createTranslator, resourcesOf, type LocaleEdges } from "./i18n"

/** The context gatsby-node gives every page. */
export type PageContext = {
  routeId: string
  slug: string
  noindex: boolean
  language: Language
  /** The page's path without the language prefix: what the language switcher and hreflang links build on. */
  neutralPath: string
}

/**
 * Gatsby's Head runs outside wrapPageElement (so outside the I18nProvider); this reads a translation straight
 * from the page's `locales` query result ("error.notFoundTitle" -> string).
 */
export function headTranslator(locales: LocaleEdges | null | undefined) {
  return createTranslator(resourcesOf(locales)).t
}
