import path from "path"
import {
  aggregateOffer,
  areaServedIn,
  businessFactsOf,
  businessNode,
  localBusiness,
  priceRangeOf,
  routeOffers,
  serviceSchema,
} from "../../src/lib/domain/structured-data"
import { readCompany } from "../../src/node/content-model/content-nodes"
import { readTariff } from "../../src/node/content-model/tariff-check"

const contentDir = path.resolve(__dirname, "../../content")
const siteUrl = "https://example.ch"

const company = {
  name: "Alpina Chauffeur",
  legalName: "Alpina Chauffeur AG",
  street: "Flughofstrasse 55",
  postalCode: "8152",
  city: "Glattbrugg",
  country: "CH",
  countryName: { de: "Schweiz", en: "Switzerland" },
  phone: "+41445551234",
  email: "info@alpina-chauffeur.ch",
  geo: { latitude: 47.4421, longitude: 8.5632 },
  openingHours: "Mo-Su 00:00-23:59",
  areaServed: ["Schweiz", "Liechtenstein"],
}
const areaServedEn = ["Switzerland", "Liechtenstein"]

const routes = [
  {
    from: "Flughafen Zürich",
    to: "Zürich",
    prices: [
      { vehicleClass: "economy", amount: 95 },
      { vehicleClass: "business", amount: 140 },
    ],
  },
  {
    from: "Flughafen Zürich",
    to: "St. Moritz",
    prices: [
      { vehicleClass: "economy", amount: 690 },
      { vehicleClass: "van", amount: 1550 },
    ],
  },
  { from: "Somewhere", to: "Unpriced", prices: [] },
]

describe("priceRangeOf", () => {
  it("spans the lowest and highest price of every route and class", () => {
    expect(priceRangeOf(routes)).toBe("CHF 95–1550")
    expect(priceRangeOf(routes, "EUR")).toBe("EUR 95–1550")
  })
  it("is a single price when all prices are equal, null without prices", () => {
    expect(priceRangeOf([{ prices: [{ amount: 100 }, { amount: 100 }] }])).toBe("CHF 100")
    expect(priceRangeOf([])).toBeNull()
    expect(priceRangeOf([{ prices: null }])).toBeNull()
  })
  it("holds for the real tariff", () => {
    const tariff = readTariff(contentDir)
    const amounts = tariff.routes.flatMap((r) => r.prices.map((p) => p.amount))
    expect(priceRangeOf(tariff.routes, tariff.currency)).toBe(`CHF ${Math.min(...amounts)}–${Math.max(...amounts)}`)
  })
})

describe("localBusiness", () => {
  const options = { siteUrl, image: `${siteUrl}/static/hero.jpg`, priceRange: "CHF 95–1550", areaServedEn }

  it("has one identity on every page: @id, url and image do not depend on the page or language", () => {
    const de = localBusiness(company, { ...options, language: "de" })
    const en = localBusiness(company, { ...options, language: "en" })
    for (const node of [de, en]) {
      expect(node).toMatchObject({
        "@context": "https://schema.org",
        "@type": ["LocalBusiness", "TaxiService"],
        "@id": `${siteUrl}/#business`,
        url: `${siteUrl}/`,
        image: `${siteUrl}/static/hero.jpg`,
        priceRange: "CHF 95–1550",
        telephone: "+41445551234",
        address: { "@type": "PostalAddress", addressLocality: "Glattbrugg", addressCountry: "CH" },
      })
    }
    const { areaServed: _de, ...restDe } = de
    const { areaServed: _en, ...restEn } = en
    expect(restDe).toEqual(restEn)
  })

  it("names the areas served in the page language", () => {
    expect(localBusiness(company, { ...options, language: "de" }).areaServed).toEqual(["Schweiz", "Liechtenstein"])
    expect(localBusiness(company, { ...options, language: "en" }).areaServed).toEqual(areaServedEn)
  })

  it("leaves out image and priceRange when unknown", () => {
    const node = localBusiness(company, { siteUrl, language: "de" })
    expect(node).not.toHaveProperty("image")
    expect(node).not.toHaveProperty("priceRange")
  })
})

describe("businessFactsOf", () => {
  it("turns the page query's business fragment into an absolute image URL, priceRange and areaServedEn", () => {
    const data = {
      company: { areaServedEn: ["Switzerland"] },
      tariff: { priceRange: "CHF 95–1550" },
      businessPage: { image: { share: { resize: { src: "/static/home.jpg" } } } },
    }
    expect(businessFactsOf(data, siteUrl)).toEqual({
      image: `${siteUrl}/static/home.jpg`,
      priceRange: "CHF 95–1550",
      areaServedEn: ["Switzerland"],
    })
  })
  it("is null for what the query did not find", () => {
    expect(businessFactsOf({ company: null, tariff: null, businessPage: null }, siteUrl)).toEqual({
      image: null,
      priceRange: null,
      areaServedEn: null,
    })
  })
})

describe("areaServedIn", () => {
  it("falls back to the German names without English ones", () => {
    expect(areaServedIn(company, "en", null)).toEqual(company.areaServed)
    expect(areaServedIn(company, "en", [])).toEqual(company.areaServed)
  })
  it("has English names for every area in content/company.yaml", () => {
    const real = readCompany(contentDir) as unknown as { areaServed: string[]; areaServedEn: string[] }
    expect(real.areaServedEn).toHaveLength(real.areaServed.length)
    expect(areaServedIn(real, "en", real.areaServedEn)).toContain("Switzerland")
    expect(areaServedIn(real, "de", real.areaServedEn)).toContain("Schweiz")
  })
})

describe("offers", () => {
  it("aggregates every class price of the routes in CHF", () => {
    expect(aggregateOffer(routes)).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "CHF",
      lowPrice: 95,
      highPrice: 1550,
      offerCount: 4,
    })
    expect(aggregateOffer([])).toBeNull()
  })
  it("offers each priced route at its lowest class price", () => {
    expect(routeOffers(routes)).toEqual([
      { "@type": "Offer", name: "Flughafen Zürich – Zürich", price: 95, priceCurrency: "CHF" },
      { "@type": "Offer", name: "Flughafen Zürich – St. Moritz", price: 690, priceCurrency: "CHF" },
    ])
  })
})

describe("serviceSchema", () => {
  const provider = businessNode(company, { siteUrl, language: "en", priceRange: "CHF 95–1550", areaServedEn })
  const service = serviceSchema({
    name: "Airport transfers",
    description: "To and from every Swiss airport.",
    url: `${siteUrl}/en/services/airport-transfers`,
    language: "en",
    countryName: company.countryName,
    routes,
    provider,
  })

  it("embeds the full business as provider, not a dangling reference", () => {
    expect(service.provider).toMatchObject({
      "@type": ["LocalBusiness", "TaxiService"],
      "@id": `${siteUrl}/#business`,
      name: "Alpina Chauffeur",
      url: `${siteUrl}/`,
      telephone: "+41445551234",
      address: { "@type": "PostalAddress", streetAddress: "Flughofstrasse 55" },
    })
    expect(service.provider).not.toHaveProperty("@context")
  })

  it("has CHF offers and an offer catalog of the routes", () => {
    expect(service.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "CHF", lowPrice: 95 })
    expect(service.hasOfferCatalog).toMatchObject({ "@type": "OfferCatalog", itemListElement: expect.any(Array) })
    expect(service.hasOfferCatalog!.itemListElement).toHaveLength(2)
  })

  it("names the country in the page language", () => {
    expect(service.areaServed).toEqual({ "@type": "Country", name: "Switzerland" })
  })

  it("has no offers without prices", () => {
    const bare = serviceSchema({
      name: "x",
      description: "y",
      url: siteUrl,
      language: "de",
      countryName: company.countryName,
      provider,
    })
    expect(bare).not.toHaveProperty("offers")
    expect(bare).not.toHaveProperty("hasOfferCatalog")
    expect(bare.areaServed.name).toBe("Schweiz")
  })
})
