/**
 * The built page a preview starts from: its query result (every node the template reads, translations included)
 * and its static queries' results, as Gatsby's own runtime loads them from the same origin
 * (`/page-data/<path>/page-data.json`, `/page-data/sq/d/<hash>.json`). The entry being edited then replaces its own
 * node in that result (./entries.ts), so everything around it (other services, the menu, the footer) is the
 * site's as built. No other origin, no network beyond the site itself.
 */
import { localizePath, type Language } from "../../lib/language/languages"
import { pageRoutes, type ContentRef } from "../../routes"

export type PageData = {
  /** The template's query result. */
  data: Record<string, unknown>
  /** The static queries' results, merged. */
  staticData: Record<string, unknown>
}

/** Where Gatsby writes a page's data: "/" is "index", every other path its own folder. */
export function pageDataUrl(path: string): string {
  const folder = path === "/" ? "index" : path.replace(/^\/|\/$/g, "")
  return `/page-data/${folder}/page-data.json`
}

/**
 * The built page that shows a collection's entry: the page that renders it, else (a new entry, or one shown inside
 * another page) the page named for the collection.
 */
export function pageOf(type: ContentRef["type"] | null, slug: string, fallbackId: string, language: Language) {
  const route =
    pageRoutes.find((r) => type && r.content.type === type && r.content.slug === slug) ??
    pageRoutes.find((r) => r.id === fallbackId)
  if (!route) throw new Error(`No page shows "${slug}" (${fallbackId})`)
  return { route, path: localizePath(route.path, language) }
}

async function json(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

type PageDataFile = { result?: { data?: Record<string, unknown> }; staticQueryHashes?: string[] }

const loaded = new Map<string, Promise<PageData>>()

/** A built page's data, loaded once per path; a format Gatsby changed is an error that names what is missing. */
export function loadPageData(path: string): Promise<PageData> {
  let page = loaded.get(path)
  if (!page) {
    page = (async () => {
      const file = (await json(pageDataUrl(path))) as PageDataFile
      const data = file.result?.data
      if (!data || !Array.isArray(file.staticQueryHashes)) {
        throw new Error(`${pageDataUrl(path)} has no result.data or staticQueryHashes`)
      }
      const results = await Promise.all(file.staticQueryHashes.map((hash) => json(`/page-data/sq/d/${hash}.json`)))
      const staticData = Object.assign({}, ...results.map((r) => r.data as Record<string, unknown>))
      return { data, staticData }
    })()
    page.catch(() => loaded.delete(path))
    loaded.set(path, page)
  }
  return page
}
