/**
 * gatsby-plugin-sitemap options: every indexable page of the route table, in both languages, each entry
 * with its hreflang alternates (de, en, x-default).
 */
import { defaultLanguage, languages, localizePath, splitLanguage } from "../../lib/language/languages"
import { pageRoutes } from "../../routes"

type SitemapPage = { path: string }

const indexable = new Set(
  pageRoutes.filter((r) => !r.noindex).flatMap((r) => languages.map((l) => localizePath(r.path, l))),
)

export function sitemapEntry(page: SitemapPage, siteUrl: string) {
  const { path: neutral } = splitLanguage(page.path)
  return {
    url: `${siteUrl}${page.path}`,
    changefreq: "monthly",
    priority: neutral === "/" ? 1 : 0.7,
    links: [
      ...languages.map((lang) => ({ lang, url: `${siteUrl}${localizePath(neutral, lang)}` })),
      { lang: "x-default", url: `${siteUrl}${localizePath(neutral, defaultLanguage)}` },
    ],
  }
}

export const sitemapOptions = {
  output: "/",
  excludes: [],
  query: `{ allSitePage { nodes { path } } }`,
  resolveSiteUrl: () => "",
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes.filter((page) => indexable.has(page.path)),
}
