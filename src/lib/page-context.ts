import type { Language } from "./language/languages"

/** The context gatsby-node gives every page. */
export type PageContext = {
  routeId: string
  slug: string
  noindex: boolean
  language: Language
  /** gatsby-plugin-react-i18next's page context; `originalPath` is the page's path without the language prefix. */
  i18n: { language: Language; originalPath: string; path: string; routed: boolean }
}
