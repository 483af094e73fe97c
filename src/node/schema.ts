/**
 * The content model, declared (never inferred) so a missing or misspelt field fails the build
 * instead of silently disappearing. README "Content model" documents the same types for editors.
 */
import type { GatsbyNode } from "gatsby"
import { localizePath, isLanguage } from "../lib/languages"
import { pageRoutes } from "../routes"

export const typeDefs = `
  type Company implements Node @dontInfer {
    name: String!
    legalName: String!
    legalForm: String!
    street: String!
    postalCode: String!
    city: String!
    canton: String!
    country: String!
    countryName: LocalizedText!
    phone: String!
    phoneDisplay: String!
    whatsapp: String!
    whatsappDisplay: String!
    email: String!
    bookingEmail: String!
    jobsEmail: String!
    privacyEmail: String!
    uid: String!
    vatNumber: String!
    commercialRegister: String!
    registerNumber: String!
    managingDirector: String!
    foundedYear: Int!
    geo: GeoPoint!
    openingHours: String!
    officeHours: LocalizedText!
    areaServed: [String!]!
    bookingLeadTimeHours: Int!
  }
  type LocalizedText { de: String!, en: String! }
  type GeoPoint { latitude: Float!, longitude: Float! }

  type Service implements Node @dontInfer {
    slug: String!
    locale: String!
    path: String!
    order: Int!
    icon: String!
    image: File
    navTitle: String!
    title: String!
    metaTitle: String!
    metaDescription: String!
    summary: String!
    lead: String!
    body: [String!]!
    included: [String!]!
    routesTitle: String!
    routes: [ServiceRoute!]!
    waitingTime: String!
    cancellation: String!
    faq: [Faq!]!
    ctaTitle: String!
    ctaText: String!
  }
  type ServiceRoute { from: String!, to: String!, duration: String!, note: String }
  type Faq { question: String!, answer: String! }

  type VehicleClass implements Node @dontInfer {
    slug: String!
    locale: String!
    path: String!
    order: Int!
    image: File
    passengers: Int!
    suitcases: Int!
    handLuggage: Int!
    name: String!
    tagline: String!
    title: String!
    metaTitle: String!
    metaDescription: String!
    summary: String!
    lead: String!
    body: [String!]!
    exampleVehicles: [String!]!
    amenities: [String!]!
    bestFor: [String!]!
  }

  "Interface strings of one namespace in one language (locales/{language}/{ns}.json), created by gatsby-plugin-react-i18next; data is the JSON text."
  type Locale implements Node @dontInfer {
    language: String!
    ns: String!
    data: String!
    fileAbsolutePath: String!
  }

  type Page implements Node @dontInfer {
    slug: String!
    locale: String!
    path: String!
    title: String!
    metaTitle: String!
    metaDescription: String!
    eyebrow: String
    lead: String!
    image: File
    updated: Date @dateformat
    sections: [PageSection!]!
    cta: PageCta
  }
  type PageSection {
    id: String!
    title: String!
    lead: String
    paragraphs: [String!]
    items: [PageItem!]
  }
  type PageItem { title: String!, text: String!, icon: String }
  type PageCta { title: String!, text: String! }

  type Position implements Node @dontInfer {
    slug: String!
    locale: String!
    order: Int!
    title: String!
    location: String!
    workload: String!
    start: String!
    summary: String!
    responsibilities: [String!]!
    requirements: [String!]!
    offer: [String!]!
  }

  type Testimonial implements Node @dontInfer {
    locale: String!
    order: Int!
    name: String!
    role: String!
    service: String!
    rating: Int!
    quote: String!
  }
`

type Source = { slug?: string; locale?: string; image?: string }
type NodeModel = {
  findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>
}

/**
 * An image key ("hero", "class-premium") resolves to a photo the company dropped into content/images
 * (any of jpg, png, webp) and falls back to the illustration rasterised from content/artwork.
 */
async function resolveImage(source: Source, _args: unknown, context: { nodeModel: NodeModel }) {
  if (!source.image) return null
  const photo = await context.nodeModel.findOne({
    type: "File",
    query: {
      filter: {
        name: { eq: source.image },
        sourceInstanceName: { eq: "content" },
        relativeDirectory: { eq: "images" },
        extension: { in: ["jpg", "jpeg", "png", "webp"] },
      },
    },
  })
  if (photo) return photo
  return context.nodeModel.findOne({
    type: "File",
    query: { filter: { name: { eq: source.image }, sourceInstanceName: { eq: "artwork" } } },
  })
}

/** The localized address of the page a content node renders, from the route table. */
function resolvePath(source: Source, type: string): string {
  const route = pageRoutes.find((r) => r.content.type === type && r.content.slug === source.slug)
  if (!route || !isLanguage(source.locale)) {
    throw new Error(`No route renders ${type} "${source.slug}" (${source.locale})`)
  }
  return localizePath(route.path, source.locale)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  const routed = ["Service", "VehicleClass", "Page"]
  create(
    Object.fromEntries(
      routed.map((type) => [
        type,
        {
          path: { resolve: (source: Source) => resolvePath(source, type) },
          image: { type: "File", resolve: resolveImage },
        },
      ]),
    ),
  )
}
