/**
 * What the site's components take from Gatsby and gatsby-plugin-react-i18next, for the CMS's previews
 * (scripts/cms/preview-bundle.ts points both packages here). A preview renders one page outside Gatsby: links are
 * plain anchors that go nowhere, the static queries answer from the built site's results (./page-data.ts), and
 * the language and path are the entry's.
 */
import React, { createContext, forwardRef, useContext } from "react"
import type { Language } from "../../lib/language/languages"

export type PreviewPage = {
  language: Language
  /** The page's path without the language prefix. */
  originalPath: string
  /** Every static query's result of the built page, merged (their root fields differ: company, site, allService…). */
  staticData: Record<string, unknown>
}

export const PreviewPageContext = createContext<PreviewPage | null>(null)

function usePreviewPage(): PreviewPage {
  const page = useContext(PreviewPageContext)
  if (!page) throw new Error("A preview component rendered outside its page")
  return page
}

/** Gatsby compiles `graphql` tags away; here the query is never run, its result comes from the built site. */
export const graphql = (): string => ""

export const useStaticQuery = <T,>(): T => usePreviewPage().staticData as T

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
  language?: string
}

/** A plain anchor: a click in a preview stays in the editor (see ./island.tsx). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName, partiallyActive, language, children, ...rest },
  ref,
) {
  void [activeClassName, partiallyActive, language]
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

export const navigate = async (): Promise<void> => undefined
export const withPrefix = (path: string): string => path

/** gatsby-plugin-react-i18next's hook, as far as the site's components read it. */
export function useI18next() {
  const { language, originalPath } = usePreviewPage()
  return { language, originalPath, path: originalPath, languages: ["de", "en"], defaultLanguage: "de", navigate }
}
