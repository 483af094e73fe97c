/**
 * The route table: every address of the site, once. gatsby-node creates both locales of each page,
 * the host's redirect rules are written from the redirect entries and `aliases`, and navigation, SEO and
 * tests read the same table. Nothing else hard-codes a path.
 */
import { localizePath, type Language } from "./lib/language/languages"

export type Template = "home" | "service" | "vehicle-class" | "page" | "careers" | "contact" | "confirmation" | "legal"

/** Which content node a page renders: a node type of the data layer and its slug. */
export type ContentRef = { type: "Page" | "Service" | "VehicleClass"; slug: string }

export type PageRoute = {
  kind: "page"
  id: string
  /** Language-neutral path; the English twin gets the /en prefix. */
  path: string
  template: Template
  content: ContentRef
  /** Pages that only make sense after an action stay out of search engines. */
  noindex?: boolean
}

export type RedirectRoute = {
  kind: "redirect"
  id: string
  path: string
  /** Id of the page route it forwards to. */
  to: string
  status: 301 | 302
}

export type Route = PageRoute | RedirectRoute

const page = (id: string, template: Template, path = `/${id}`, noindex = false): PageRoute => ({
  kind: "page",
  id,
  path,
  template,
  content: { type: "Page", slug: id },
  ...(noindex ? { noindex } : {}),
})
const service = (slug: string): PageRoute => ({
  kind: "page",
  id: slug,
  path: `/services/${slug}`,
  template: "service",
  content: { type: "Service", slug },
})
const vehicleClass = (slug: string, path = `/${slug}`): PageRoute => ({
  kind: "page",
  id: slug,
  path,
  template: "vehicle-class",
  content: { type: "VehicleClass", slug },
})

export const routes: readonly Route[] = [
  page("home", "home", "/"),
  { kind: "redirect", id: "services", path: "/services", to: "airport-transfers", status: 301 },
  service("airport-transfers"),
  service("intercity-travel"),
  service("city-local-trips"),
  service("events-occasions"),
  service("ski-resort-transfers"),
  service("roadside-assistance"),
  service("available-anytime"),
  // The economy page has lived at this address for years; links and ads point to it, so it stays.
  vehicleClass("economy", "/economy1238978"),
  vehicleClass("eco-premium"),
  vehicleClass("premium"),
  vehicleClass("limousine"),
  vehicleClass("minibus"),
  page("about-us", "page"),
  page("careers", "careers"),
  page("contact", "contact"),
  page("confirmation-success", "confirmation", "/confirmation-success", true),
  page("agb", "legal"),
  page("impressum", "legal"),
  page("privacy-policy", "legal"),
]

export const pageRoutes = routes.filter((r): r is PageRoute => r.kind === "page")

/** The addresses of the pages kept out of search engines (`noindex`), in each language. */
export const noindexPaths = (langs: readonly Language[]): string[] =>
  pageRoutes.filter((r) => r.noindex).flatMap((r) => langs.map((lang) => localizePath(r.path, lang)))

/** Friendly extra addresses that forward to a page (not pages of their own). */
export const aliases: readonly { path: string; to: string }[] = [{ path: "/economy", to: "economy" }]

export type Redirect = { from: string; to: string; status: 301 | 302 }

/** Every redirect of the site in both languages, as the host must answer it. */
export function allRedirects(langs: readonly Language[]): Redirect[] {
  const rules: Redirect[] = [
    ...routes.flatMap((r) => (r.kind === "redirect" ? [{ from: r.path, to: r.to, status: r.status }] : [])),
    ...aliases.map((a) => ({ from: a.path, to: a.to, status: 301 as const })),
  ]
  return langs.flatMap((lang) =>
    rules.map((rule) => ({
      from: localizePath(rule.from, lang),
      to: pathOf(rule.to, lang),
      status: rule.status,
    })),
  )
}

export function routeById(id: string): PageRoute {
  const route = pageRoutes.find((r) => r.id === id)
  if (!route) throw new Error(`Unknown page id: ${id}`)
  return route
}

/** Address of a page in a language, e.g. pathOf("contact", "en") -> "/en/contact". */
export const pathOf = (id: string, language: Language): string => localizePath(routeById(id).path, language)
