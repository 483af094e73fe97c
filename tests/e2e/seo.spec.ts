import { expect, test } from "@playwright/test"
import { allAddresses } from "./helpers"

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
