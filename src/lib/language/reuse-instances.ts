import { cloneElement, type ReactElement } from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"

/** The `locales` part of a page query: one edge per namespace file, its JSON as a string. */
export type LocaleEdges = {
  readonly edges: readonly {
    readonly node: { readonly ns: string | null; readonly data: string | null; readonly language?: string | null }
  }[]
}

/** One key per language and locale data: pages that load the same namespaces in the same language share it. */
export function localeKey(locales: LocaleEdges | null | undefined, language: string): string {
  const edges = locales?.edges ?? []
  return `${language}\n${edges.map(({ node }) => `${node.ns}\n${node.data}`).join("\n")}`
}

/** What of Gatsby's wrapPageElement arguments this reads: the page's locale data and its i18n context. */
type PageArgs = Pick<WrapPageElementBrowserArgs, "element"> & {
  props: { data?: unknown; pageContext: { i18n: { language: string } } }
}
type Wrap<Args extends PageArgs, Options> = (args: Args, options: Options) => ReactElement | null | undefined
type Kept = ReactElement<{ children: ReactElement<{ value: object }> }>

/**
 * gatsby-plugin-react-i18next's wrapPageElement makes a new i18next instance on every call: it parses the page's
 * locale JSON and initialises i18next (about 13 ms on this machine's CPU, 50 ms under Lighthouse's phone
 * slowdown), and the new instance makes every translated component render again. Gatsby calls it on every
 * render of the page element: when the page hydrates, again when the router settles, on every navigation.
 *
 * This calls the plugin once per language and locale data and keeps what it returned (its I18nextProvider
 * around its I18nextContext.Provider). Later pages with the same key get the same provider, so the same
 * i18next instance, with the context of the page at hand: the plugin's context is the page's `i18n` context
 * (gatsby-node) plus its options' siteUrl, which the kept one carries (tests/unit/i18n.test.tsx compares the
 * two with the plugin's own for a second page).
 */
export function reuseInstances<Args extends PageArgs, Options>(wrap: Wrap<Args, Options>): Wrap<Args, Options> {
  const made = new Map<string, Kept>()
  return (args, options) => {
    const { data, pageContext } = args.props
    const key = localeKey((data as { locales?: LocaleEdges } | null)?.locales, pageContext.i18n.language)
    const kept = made.get(key)
    if (!kept) {
      const element = wrap(args, options)
      if (element) made.set(key, element as Kept)
      return element
    }
    const context = kept.props.children
    return cloneElement(
      kept,
      undefined,
      cloneElement(context, { value: { ...context.props.value, ...pageContext.i18n } }, args.element),
    )
  }
}
