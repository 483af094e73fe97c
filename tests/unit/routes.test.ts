import { allRedirects, pageRoutes, pathOf, routeById, routes } from "../../src/routes"
import { languages, localizePath, splitLanguage, twinPath } from "../../src/lib/language/languages"

describe("route table", () => {
  it("lists the 21 routes of the site", () => {
    expect(routes).toHaveLength(21)
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        "/",
        "/agb",
        "/careers",
        "/contact",
        "/minibus",
        "/premium",
        "/about-us",
        "/services",
        "/impressum",
        "/limousine",
        "/eco-premium",
        "/economy1238978",
        "/privacy-policy",
        "/services/city-local-trips",
        "/services/events-occasions",
        "/services/intercity-travel",
        "/services/airport-transfers",
        "/services/available-anytime",
        "/services/roadside-assistance",
        "/services/ski-resort-transfers",
        "/confirmation-success",
      ].sort(),
    )
  })

  it("gives 42 unique addresses in two languages", () => {
    const all = routes.flatMap((r) => languages.map((lang) => localizePath(r.path, lang)))
    expect(all).toHaveLength(42)
    expect(new Set(all).size).toBe(42)
    expect(all.filter((p) => p.startsWith("/en")).length).toBe(21)
  })

  it("keeps the economy page at its historical address", () => {
    expect(routeById("economy").path).toBe("/economy1238978")
    expect(pathOf("economy", "en")).toBe("/en/economy1238978")
  })

  it("redirects /services to the airport transfers page of each language", () => {
    const rules = allRedirects(languages)
    expect(rules).toContainEqual({ from: "/services", to: "/services/airport-transfers", status: 301 })
    expect(rules).toContainEqual({ from: "/en/services", to: "/en/services/airport-transfers", status: 301 })
    for (const rule of rules)
      expect(pageRoutes.some((r) => languages.some((l) => localizePath(r.path, l) === rule.to))).toBe(true)
  })

  it("never lets a redirect shadow a page", () => {
    const pages = new Set(pageRoutes.flatMap((r) => languages.map((l) => localizePath(r.path, l))))
    for (const rule of allRedirects(languages)) expect(pages.has(rule.from)).toBe(false)
  })

  it("throws for an unknown page id", () => {
    expect(() => routeById("nope")).toThrow("Unknown page id: nope")
  })
})

describe("localized paths", () => {
  it.each([
    ["/", "de", "/"],
    ["/", "en", "/en"],
    ["/agb", "de", "/agb"],
    ["/agb", "en", "/en/agb"],
  ] as const)("localizePath(%s, %s) = %s", (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected)
  })

  it.each([
    ["/", { language: "de", path: "/" }],
    ["/en", { language: "en", path: "/" }],
    ["/en/", { language: "en", path: "/" }],
    ["/en/services/airport-transfers", { language: "en", path: "/services/airport-transfers" }],
    ["/agb", { language: "de", path: "/agb" }],
    ["/entdecken", { language: "de", path: "/entdecken" }],
  ])("splitLanguage(%s)", (pathname, expected) => {
    expect(splitLanguage(pathname)).toEqual(expected)
  })

  it("finds the twin page in the other language", () => {
    expect(twinPath("/en/agb", "de")).toBe("/agb")
    expect(twinPath("/agb", "en")).toBe("/en/agb")
    expect(twinPath("/en", "de")).toBe("/")
  })
})
