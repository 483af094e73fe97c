/** schema.org JSON-LD builders (plain functions, unit-testable). */
type Company = {
  name: string
  legalName: string
  street: string
  postalCode: string
  city: string
  country: string
  phone: string
  email: string
  geo: { latitude: number; longitude: number }
  openingHours: string
  areaServed: readonly string[]
}

export function localBusiness(company: Company, siteUrl: string, url: string, image?: string | null) {
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "TaxiService"],
    "@id": `${siteUrl}/#business`,
    name: company.name,
    legalName: company.legalName,
    url,
    telephone: company.phone,
    email: company.email,
    ...(image ? { image } : {}),
    priceRange: "CHF",
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHours: company.openingHours,
    areaServed: company.areaServed,
  }
}

export function serviceSchema(name: string, description: string, url: string, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url,
    serviceType: name,
    provider: { "@id": `${siteUrl}/#business` },
    areaServed: { "@type": "Country", name: "CH" },
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
