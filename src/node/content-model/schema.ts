/**
 * The content model, declared (never inferred) so a missing or misspelt field fails the build
 * instead of silently disappearing. README "Content model" documents the same types for editors.
 */
import type { GatsbyNode } from "gatsby"
import { defaultLanguage, localizePath, isLanguage } from "../../lib/language/languages"
import {
  findPlace,
  findRoute,
  lowestPrice,
  pricesInClassOrder,
  routePlaceId,
  popularInOrder,
  sortRouteFiles,
  type Tariff,
  type TariffPlace,
  type TariffRoute,
} from "../../lib/domain/tariff"
import { priceRangeOf } from "../../lib/domain/structured-data"
import { pageRoutes } from "../../routes"
import { iconData } from "../../lib/icons"

export const typeDefs = `
  type Company implements Node @dontInfer {
    name: String!
    legalName: String!
    legalForm: LocalizedText!
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
    commercialRegister: LocalizedText!
    registerNumber: String!
    managingDirector: String!
    foundedYear: Int!
    geo: GeoPoint!
    openingHours: String!
    officeHours: LocalizedText!
    areaServed: [String!]!
    areaServedEn: [String!]!
    bookingLeadTimeHours: Int!
  }
  type LocalizedText { de: String!, en: String! }
  type VehicleCarries { skis: Int!, golfBags: Int!, bicycles: Int!, pets: Int! }

  """
  The terms beside the price and the ways to pay (content/booking.yaml): the booking form shows the terms under the
  price, the confirmation and the calendar file repeat them, the request carries termsVersion. Texts have their
  tokens replaced; the numbers are the ones the terms page's copy names.
  """
  type BookingRules implements Node @dontInfer {
    termsVersion: String!
    airportWaitMinutes: Int!
    waitMinutes: Int!
    freeCancellationHours: Int!
    terms: [BookingTerm!]!
    payment: [PaymentOption!]!
  }
  type BookingTerm { id: String!, text: LocalizedText! }
  "A way to pay; companyOnly: offered only when a company pays (invoice)."
  type PaymentOption { id: String!, companyOnly: Boolean!, label: LocalizedText! }
  type GeoPoint { latitude: Float!, longitude: Float! }

  type Service implements Node @dontInfer {
    slug: String!
    locale: String!
    path: String!
    order: Int!
    icon: String!
    "The icon's data (src/lib/icons.ts), for the page to draw it"
    iconData: JSON!
    image: File
    photo: String
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
    photo: String
    passengers: Int!
    suitcases: Int!
    handLuggage: Int!
    "How many bulky items the class carries besides the suitcases; the booking form's class suggestion counts them."
    carries: VehicleCarries!
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
    photo: String
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
  type PageItem {
    title: String!
    text: String!
    icon: String
    "The icon's data (src/lib/icons.ts), for the page to draw it"
    iconData: JSON
  }
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
    "A photo uploaded in the CMS (content/images/...), shown with the advert"
    photo: String
    image: File
  }

  """
  Fixed prices (content/tariff.yaml; the listed routes one file each under content/tariff/routes/, joined into
  routes). Routes hold in both directions; amounts in whole CHF, VAT included.
  """
  type Tariff implements Node @dontInfer {
    version: String!
    currency: String!
    vatIncluded: Boolean!
    "CHF added for each stop on the way."
    stopCharge: Int!
    "By the hour: an end place farther than this (road km) from the start adds the rule's fare to there; 0: none."
    hourlyAreaKm: Int!
    places: [TariffPlace!]!
    hourly: [TariffHourly!]!
    "Prices any two Swiss places the routes do not pair (src/lib/domain/tariff-rule.ts)."
    distanceRule: TariffDistanceRule
  }
  type TariffPlace {
    id: String!
    kind: String!
    name: LocalizedText!
    aliases: [String!]!
    lat: Float
    lon: Float
    country: String
    via: TariffCarEnd
  }
  "Where a car can go when a place is car-free (Zermatt: Täsch); the distance rule prices the trip to there."
  type TariffCarEnd { name: String!, lat: Float!, lon: Float! }
  type TariffDistanceRule { roadFactor: Float!, roundTo: Int!, maxKm: Int!, classes: [TariffClassFare!]! }
  type TariffClassFare { vehicleClass: String!, base: Float!, perKm: Float!, minimum: Float! }
  "A route of the tariff: from and to are place ids (fromName and toName their names); valid both ways."
  type TariffRoute { from: String!, to: String!, popular: Boolean!, order: Int, prices: [TariffPrice!]! }
  "One listed route as its file holds it (content/tariff/routes/<from>--<to>.yaml)."
  type TariffRouteFile implements Node @dontInfer {
    from: String!
    to: String!
    popular: Boolean!
    order: Int
    prices: [TariffPrice!]!
  }
  "One place of the tariff as its file holds it (content/tariff/places/<id>.yaml); its id is placeId."
  type TariffPlaceFile implements Node @dontInfer {
    placeId: String!
    kind: String!
    name: LocalizedText!
    aliases: [String!]!
    lat: Float
    lon: Float
    country: String
    via: TariffCarEnd
  }
  type TariffPrice { vehicleClass: String!, amount: Int! }
  type TariffHourly { vehicleClass: String!, rate: Int!, minimumHours: Int! }

  type Testimonial implements Node @dontInfer {
    slug: String!
    locale: String!
    order: Int!
    name: String!
    role: String!
    service: String!
    rating: Int!
    quote: String!
  }
`

type Source = { slug?: string; locale?: string; image?: string; photo?: string }
type NodeModel = {
  findOne: (args: { type: string; query: { filter?: Record<string, unknown> } }) => Promise<unknown>
  findAll: (args: {
    type: string
    query: { filter?: Record<string, unknown> }
  }) => Promise<{ entries: Iterable<unknown> }>
}

/**
 * An entry's picture: the photo uploaded in the CMS (`photo`, a path such as content/images/fahrer.jpg); else
 * the image key ("hero", "class-premium"): a photo of that name in content/images (any of jpg, png, webp), and
 * failing that the illustration rasterised from content/artwork.
 */
async function resolveImage(source: Source, _args: unknown, context: { nodeModel: NodeModel }) {
  if (source.photo) {
    const uploaded = await context.nodeModel.findOne({
      type: "File",
      query: {
        filter: {
          sourceInstanceName: { eq: "content" },
          relativePath: { eq: source.photo.replace(/^\/?content\//, "") },
        },
      },
    })
    if (uploaded) return uploaded
  }
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

type Context = { nodeModel: NodeModel }
type RouteSource = { from: string; to: string }

/**
 * The listed routes: the route files (TariffRouteFile nodes, their places named by German name, turned into
 * ids), or the routes a Tariff node holds itself.
 */
async function routesOf(context: Context): Promise<readonly TariffRoute[]> {
  const node = (await context.nodeModel.findOne({ type: "Tariff", query: {} })) as Partial<Tariff> | null
  if (node?.routes) return node.routes
  const { entries } = await context.nodeModel.findAll({ type: "TariffRouteFile", query: {} })
  const places = await placesOfSource(node ?? {}, context)
  // A name no place has fails the build in the tariff check (onPreBootstrap) before a page is built.
  const id = (text: string) => routePlaceId(places, text) ?? text
  return sortRouteFiles(Array.from(entries) as TariffRoute[]).map((r) => ({
    from: id(r.from),
    to: id(r.to),
    popular: r.popular,
    order: r.order ?? null,
    prices: r.prices,
  }))
}

const routesOfSource = (source: Partial<Tariff>, context: Context) => source.routes ?? routesOf(context)

/**
 * The places: those a Tariff node holds itself, else the place files (TariffPlaceFile nodes) in the order of their
 * ids, as the tariff check reads them.
 */
async function placesOfSource(source: Partial<Tariff>, context: Context): Promise<readonly TariffPlace[]> {
  if (source.places?.length) return source.places
  const { entries } = await context.nodeModel.findAll({ type: "TariffPlaceFile", query: {} })
  const places = (Array.from(entries) as (TariffPlace & { placeId: string })[]).map(
    ({ placeId, kind, name, aliases, lat, lon, country, via }) => ({
      id: placeId,
      kind,
      name,
      aliases,
      lat,
      lon,
      country,
      via,
    }),
  )
  return places.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** The Tariff node with its places and routes joined in. */
const tariffOf = async (context: Context): Promise<Tariff | null> => {
  const node = (await context.nodeModel.findOne({ type: "Tariff", query: {} })) as Tariff | null
  return node ? { ...node, places: await placesOfSource(node, context), routes: await routesOf(context) } : null
}

/** The vehicle class slugs in fleet order. */
async function classOrderOf(context: Context): Promise<string[]> {
  const { entries } = await context.nodeModel.findAll({
    type: "VehicleClass",
    query: { filter: { locale: { eq: defaultLanguage } } },
  })
  return (Array.from(entries) as { slug: string; order: number }[]).sort((a, b) => a.order - b.order).map((c) => c.slug)
}

/** The tariff route of a service page's typical route (its texts matched to places), or null. */
async function tariffRouteOf(source: RouteSource, context: Context): Promise<TariffRoute | null> {
  const tariff = await tariffOf(context)
  const [from, to] = tariff ? [findPlace(tariff, source.from), findPlace(tariff, source.to)] : []
  return tariff && from && to ? findRoute(tariff, from.id, to.id) : null
}

const localizedName = async (id: string, context: Context) => {
  const place = (await tariffOf(context))?.places.find((p) => p.id === id)
  return place?.name ?? { de: id, en: id }
}

/** Fields resolved from the tariff, for templates and the booking form (README "Tariff"). */
export const tariffResolvers = {
  ServiceRoute: {
    fromPlace: {
      type: "String",
      resolve: async (source: RouteSource, _: unknown, context: Context) => {
        const tariff = await tariffOf(context)
        return (tariff && findPlace(tariff, source.from)?.id) ?? null
      },
    },
    toPlace: {
      type: "String",
      resolve: async (source: RouteSource, _: unknown, context: Context) => {
        const tariff = await tariffOf(context)
        return (tariff && findPlace(tariff, source.to)?.id) ?? null
      },
    },
    prices: {
      type: "[TariffPrice!]!",
      resolve: async (source: RouteSource, _: unknown, context: Context) => {
        const route = await tariffRouteOf(source, context)
        return route ? pricesInClassOrder(route.prices, await classOrderOf(context)) : []
      },
    },
    priceFrom: {
      type: "Int",
      resolve: async (source: RouteSource, _: unknown, context: Context) => {
        const route = await tariffRouteOf(source, context)
        return route ? lowestPrice(route) : null
      },
    },
  },
  VehicleClass: {
    hourlyRate: {
      type: "Int",
      resolve: async (source: Source, _: unknown, context: Context) =>
        (await tariffOf(context))?.hourly.find((h) => h.vehicleClass === source.slug)?.rate ?? null,
    },
    minimumHours: {
      type: "Int",
      resolve: async (source: Source, _: unknown, context: Context) =>
        (await tariffOf(context))?.hourly.find((h) => h.vehicleClass === source.slug)?.minimumHours ?? null,
    },
    // The tariff's popular routes that have a price in this class: the same route shape as the tariff's own.
    popularRoutes: {
      type: "[TariffRoute!]!",
      resolve: async (source: Source, _: unknown, context: Context) =>
        popularInOrder((await tariffOf(context))?.routes ?? []).filter((r) =>
          r.prices.some((p) => p.vehicleClass === source.slug),
        ),
    },
  },
  Tariff: {
    places: {
      type: "[TariffPlace!]!",
      resolve: (source: Partial<Tariff>, _: unknown, context: Context) => placesOfSource(source, context),
    },
    routes: {
      type: "[TariffRoute!]!",
      resolve: (source: Partial<Tariff>, _: unknown, context: Context) => routesOfSource(source, context),
    },
    popularRoutes: {
      type: "[TariffRoute!]!",
      resolve: async (source: Partial<Tariff>, _: unknown, context: Context) =>
        popularInOrder(await routesOfSource(source, context)),
    },
    // schema.org priceRange ("CHF 95–1550") worked out at build time: a page that only needs the range for its
    // structured data queries one string instead of all 500 prices (8.9 KB of every such page's data).
    priceRange: {
      type: "String",
      resolve: async (source: Tariff, _: unknown, context: Context) =>
        priceRangeOf(await routesOfSource(source, context), source.currency),
    },
  },
  TariffRoute: {
    prices: {
      type: "[TariffPrice!]!",
      resolve: async (source: TariffRoute, _: unknown, context: Context) =>
        pricesInClassOrder(source.prices, await classOrderOf(context)),
    },
    fromName: {
      type: "LocalizedText!",
      resolve: (source: TariffRoute, _: unknown, context: Context) => localizedName(source.from, context),
    },
    toName: {
      type: "LocalizedText!",
      resolve: (source: TariffRoute, _: unknown, context: Context) => localizedName(source.to, context),
    },
  },
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
  create({ Position: { image: { type: "File", resolve: resolveImage } } })
  // A content icon reaches the page as its data, so the browser bundle need not carry every icon an editor may
  // choose (src/lib/icons.ts).
  const iconField = { iconData: { resolve: (source: { icon?: string | null }) => iconData(source.icon) } }
  create({ Service: iconField, PageItem: iconField })
  create(tariffResolvers)
}
