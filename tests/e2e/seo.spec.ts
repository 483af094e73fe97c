import { expect, test } from "./fixtures"
import { allAddresses } from "./helpers"
import { noindexPaths } from "../../src/routes"
import { languages } from "../../src/lib/language/languages"

const jsonLd = async (request: import("@playwright/test").APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  )
}
const types = (entries: { "@type": string | string[] }[]) => entries.flatMap((e) => e["@type"])

test("robots.txt points at the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m)
  expect(robots).toContain("Allow: /")
})

test("noindex where the route table says so and on the error pages, nowhere else; robots.txt keeps crawlers off them", async ({
  request,
}) => {
  const noindexMeta = /<meta name="robots" content="noindex, follow"/
  for (const { route, path } of allAddresses) {
    if (route.kind !== "page") continue
    expect(noindexMeta.test(await (await request.get(path)).text()), path).toBe(route.noindex === true)
  }
  for (const path of ["/404.html", "/en/404.html", "/500.html", "/en/500.html"]) {
    expect(await (await request.get(path)).text(), path).toMatch(noindexMeta)
  }
  const robots = await (await request.get("/robots.txt")).text()
  const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1])
  expect(disallowed).toEqual([...noindexPaths(languages), "/admin/"])
  expect(disallowed).toContain("/en/confirmation-success")
})

test("the sitemap lists every indexable page with hreflang alternates", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text()
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(sitemaps.length).toBeGreaterThan(0)
  const xml = (await Promise.all(sitemaps.map(async (s) => (await request.get(s)).text()))).join("")
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1])
  const indexable = allAddresses.filter((a) => a.route.kind === "page" && !a.route.noindex)
  expect(urls).toHaveLength(indexable.length)
  for (const { path } of indexable) {
    const entry = urls.find((u) => new URL(/<loc>([^<]+)<\/loc>/.exec(u)![1]).pathname === path)
    expect(entry, path).toBeTruthy()
    for (const lang of ["de", "en", "x-default"]) expect(entry).toContain(`hreflang="${lang}"`)
  }
  expect(xml).not.toContain("confirmation-success")
  expect(xml).not.toContain("404")
})

test("structured data: business on home and contact, service, FAQ and breadcrumbs where shown", async ({ request }) => {
  for (const path of ["/", "/en", "/contact", "/en/contact"]) {
    const entries = await jsonLd(request, path)
    const business = entries.find((e) => types([e]).includes("TaxiService"))
    expect(business, path).toMatchObject({
      name: "Alpina Chauffeur",
      telephone: "+41445551234",
      address: { addressLocality: "Glattbrugg", addressCountry: "CH" },
      openingHours: "Mo-Su 00:00-23:59",
    })
    expect(types([business])).toContain("LocalBusiness")
    expect(business.areaServed.length).toBeGreaterThan(0)
  }
  expect(types(await jsonLd(request, "/"))).toContain("FAQPage")
  const service = await jsonLd(request, "/en/services/ski-resort-transfers")
  expect(types(service)).toEqual(expect.arrayContaining(["Service", "FAQPage", "BreadcrumbList"]))
  const faq = service.find((e) => e["@type"] === "FAQPage")
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3)
  for (const path of ["/premium", "/en/about-us", "/agb", "/en/careers"]) {
    expect(types(await jsonLd(request, path)), path).toContain("BreadcrumbList")
  }
})

test("Open Graph and Twitter card tags with a page image", async ({ request }) => {
  for (const path of ["/", "/en/services/airport-transfers", "/limousine", "/en/about-us"]) {
    const html = await (await request.get(path)).text()
    for (const tag of [
      'property="og:title"',
      'property="og:description"',
      'property="og:url"',
      'name="twitter:card"',
    ]) {
      expect(html, `${path} ${tag}`).toContain(tag)
    }
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    expect(image, path).toMatch(/^https?:\/\/.+\.jpg$/)
    const local = await request.get(new URL(image!).pathname)
    expect(local.status()).toBe(200)
  }
})

test("each page names its theme colour and its touch icon once", async ({ request }) => {
  for (const path of ["/", "/en/contact", "/agb", "/en/premium"]) {
    const html = await (await request.get(path)).text()
    expect(html.match(/<meta name="theme-color" content="#[0-9a-f]{6}"/g), path).toHaveLength(1)
    const touchIcons = [...html.matchAll(/<link rel="apple-touch-icon"[^>]* href="([^"]+)"/g)].map((m) => m[1])
    expect(touchIcons, path).toEqual(["/apple-touch-icon.png"])
  }
  expect((await request.get("/apple-touch-icon.png")).headers()["content-type"]).toBe("image/png")
})

const businessOf = <T extends { "@type": string | string[] }>(entries: T[]) =>
  entries.find((e) => types([e]).includes("TaxiService"))

test("structured data: one business identity with image and a CHF price range on every page it appears on", async ({
  request,
}) => {
  const nodes = []
  for (const path of ["/", "/en", "/contact", "/en/contact"]) {
    const business = businessOf(await jsonLd(request, path)) as Record<string, unknown>
    expect(business, path).toBeTruthy()
    expect(business["@id"], path).toMatch(/^https?:\/\/[^/]+\/#business$/)
    expect(business.url, path).toBe(`${String(business["@id"]).replace(/#business$/, "")}`)
    expect(business.image, path).toMatch(/^https?:\/\/.+\.jpg$/)
    expect(business.priceRange, path).toMatch(/^CHF \d+–\d+$/)
    nodes.push(business)
  }
  for (const key of ["@id", "url", "image", "priceRange", "telephone", "address", "name"]) {
    expect(new Set(nodes.map((n) => JSON.stringify(n[key]))).size, key).toBe(1)
  }
})

test("structured data: areaServed follows the page language", async ({ request }) => {
  for (const path of ["/", "/contact"]) {
    const { areaServed } = businessOf(await jsonLd(request, path)) as { areaServed: string[] }
    expect(areaServed, path).toContain("Schweiz")
    expect(areaServed, path).not.toContain("Switzerland")
  }
  for (const path of ["/en", "/en/contact"]) {
    const { areaServed } = businessOf(await jsonLd(request, path)) as { areaServed: string[] }
    expect(areaServed, path).toContain("Switzerland")
    expect(areaServed.join(" "), path).not.toMatch(/Schweiz|Grenzregionen|Österreich/)
  }
  const service = (await jsonLd(request, "/en/services/airport-transfers")).find((e) => e["@type"] === "Service")
  expect(service.areaServed.name).toBe("Switzerland")
})

test("structured data: service pages have CHF offers and a full provider", async ({ request }) => {
  for (const path of ["/en/services/airport-transfers", "/en/services/ski-resort-transfers"]) {
    const service = (await jsonLd(request, path)).find((e) => e["@type"] === "Service")
    expect(service, path).toBeTruthy()
    const { offers } = service
    expect(offers, path).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "CHF" })
    for (const key of ["lowPrice", "highPrice", "offerCount"]) {
      expect(typeof offers[key], `${path} ${key}`).toBe("number")
      expect(offers[key], `${path} ${key}`).toBeGreaterThan(0)
    }
    expect(offers.highPrice).toBeGreaterThanOrEqual(offers.lowPrice)
    const catalog = service.hasOfferCatalog.itemListElement as { price: number; priceCurrency: string; name: string }[]
    expect(catalog.length, path).toBeGreaterThan(0)
    for (const offer of catalog) {
      expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "CHF", name: expect.stringContaining(" – ") })
      expect(typeof offer.price).toBe("number")
      expect(offer.price).toBeGreaterThan(0)
    }
    expect(service.provider, path).toMatchObject({
      "@type": expect.arrayContaining(["TaxiService"]),
      "@id": expect.stringMatching(/\/#business$/),
      name: "Alpina Chauffeur",
      telephone: "+41445551234",
      address: { "@type": "PostalAddress", addressLocality: "Glattbrugg" },
    })
    expect(service.provider.url).toMatch(/^https?:\/\/[^/]+\/$/)
  }
  const german = (await jsonLd(request, "/")).find((e) => types([e]).includes("TaxiService"))
  const services = await jsonLd(request, "/en/services/airport-transfers")
  const provider = services.find((e) => e["@type"] === "Service").provider
  expect(provider["@id"]).toBe(german["@id"])
  expect(provider.image).toBe(german.image)
})
