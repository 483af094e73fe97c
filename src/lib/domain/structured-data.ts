/** schema.org JSON-LD builders (plain functions, unit-testable). */
import type { Language } from "../language/languages"

type Company = {
  name: string
  legalName: string
  street: string
  postalCode: string
  city: string
  country: string
  countryName: { de: string; en: string }
  phone: string
  email: string
  geo: { latitude: number; longitude: number }
  openingHours: string
  /** The areas served in German (content/company.yaml `areaServed`). */
  areaServed: readonly string[]
}

/** The English names of the areas served (content/company.yaml `areaServedEn`, same order as `areaServed`). */
type AreaServedEn = { readonly areaServedEn?: readonly string[] | null } | null | undefined

type PriceList = { readonly prices?: readonly { readonly amount: number }[] | null }

/** The one business: the same identity, facts and image on every page it appears on. */
export type BusinessOptions = {
  siteUrl: string
  language: Language
  /** Absolute URL of the business image (the same on every page). */
  image?: string | null
  /** schema.org priceRange, e.g. "CHF 95–1550" (see priceRangeOf). */
  priceRange?: string | null
  /** English names of the areas served, for English pages. */
  areaServedEn?: readonly string[] | null
}

export const businessId = (siteUrl: string) => `${siteUrl}/#business`

/** The areas served in the page language: English names on English pages (German if none are given). */
export function areaServedIn(
  company: Pick<Company, "areaServed">,
  language: Language,
  areaServedEn?: readonly string[] | null,
) {
  return language === "en" && areaServedEn && areaServedEn.length > 0 ? [...areaServedEn] : [...company.areaServed]
}

/** The English area names from a query's `company { areaServedEn }`. */
export const areaServedEnOf = (company: AreaServedEn) => company?.areaServedEn ?? null

/** Every amount of every route and class, positive ones only. */
const amountsOf = (routes: readonly PriceList[]) =>
  routes.flatMap((r) => (r.prices ?? []).map((p) => p.amount)).filter((a) => Number.isFinite(a) && a > 0)

/** "CHF 95–1550": the lowest and highest route price of the whole tariff, or null without prices. */
export function priceRangeOf(routes: readonly PriceList[], currency = "CHF"): string | null {
  const amounts = amountsOf(routes)
  if (amounts.length === 0) return null
  const low = Math.min(...amounts)
  const high = Math.max(...amounts)
  return low === high ? `${currency} ${low}` : `${currency} ${low}–${high}`
}

/** What a page query's `...BusinessStructuredData` fragment (src/components/fragments.ts) selects. */
export type BusinessFactsData = {
  readonly company?: AreaServedEn
  readonly tariff?: { readonly priceRange?: string | null } | null
  readonly businessPage?: {
    readonly image?: { readonly share?: { readonly resize?: { readonly src?: string | null } | null } | null } | null
  } | null
}

/** The business facts that come from the page query: the absolute image URL, priceRange and areaServedEn. */
export function businessFactsOf(
  data: BusinessFactsData,
  siteUrl: string,
): Pick<BusinessOptions, "image" | "priceRange" | "areaServedEn"> {
  const image = data.businessPage?.image?.share?.resize?.src
  return {
    image: image ? `${siteUrl}${image}` : null,
    priceRange: data.tariff?.priceRange ?? null,
    areaServedEn: areaServedEnOf(data.company),
  }
}

/** The business node without @context, for embedding (Service.provider). */
export function businessNode(company: Company, options: BusinessOptions) {
  const { siteUrl, language, image, priceRange, areaServedEn } = options
  return {
    "@type": ["LocalBusiness", "TaxiService"],
    "@id": businessId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    url: `${siteUrl}/`,
    telephone: company.phone,
    email: company.email,
    ...(image ? { image } : {}),
    ...(priceRange ? { priceRange } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHours: company.openingHours,
    areaServed: areaServedIn(company, language, areaServedEn),
  }
}

export function localBusiness(company: Company, options: BusinessOptions) {
  return { "@context": "https://schema.org", ...businessNode(company, options) }
}

export type OfferRoute = PriceList & { readonly from: string; readonly to: string }

/** One Offer per typical route with a price: its lowest class price, in CHF. */
export function routeOffers(routes: readonly OfferRoute[], currency = "CHF") {
  return routes.flatMap((route) => {
    const amounts = amountsOf([route])
    if (amounts.length === 0) return []
    return [
      {
        "@type": "Offer",
        name: `${route.from} – ${route.to}`,
        price: Math.min(...amounts),
        priceCurrency: currency,
      },
    ]
  })
}

/** An AggregateOffer over every class price of the given routes, or null without prices. */
export function aggregateOffer(routes: readonly OfferRoute[], currency = "CHF") {
  const amounts = amountsOf(routes)
  if (amounts.length === 0) return null
  return {
    "@type": "AggregateOffer",
    priceCurrency: currency,
    lowPrice: Math.min(...amounts),
    highPrice: Math.max(...amounts),
    offerCount: amounts.length,
  }
}

export type ServiceOptions = {
  name: string
  description: string
  url: string
  language: Language
  /** The business (businessNode), embedded in full as the provider. */
  provider: ReturnType<typeof businessNode>
  /** The page's typical routes with their tariff prices. */
  routes?: readonly OfferRoute[]
  countryName: { de: string; en: string }
}

export function serviceSchema({
  name,
  description,
  url,
  language,
  provider,
  routes = [],
  countryName,
}: ServiceOptions) {
  const offers = aggregateOffer(routes)
  const catalog = routeOffers(routes)
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url,
    serviceType: name,
    provider,
    areaServed: { "@type": "Country", name: countryName[language] },
    ...(offers ? { offers } : {}),
    ...(catalog.length > 0 ? { hasOfferCatalog: { "@type": "OfferCatalog", name, itemListElement: catalog } } : {}),
  }
}

export function faqPage(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  }
}

export function breadcrumbList(items: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}
