/**
 * Turns the YAML files under content/ into typed nodes of the data layer.
 *
 *   content/company.yaml                    -> Company (one node)
 *   content/tariff.yaml                     -> Tariff (one node; class maps become lists, see tariffRecord)
 *   content/tariff/routes/<from>--<to>.yaml -> TariffRouteFile (one listed route; Tariff.routes joins them)
 *   content/tariff/places/<id>.yaml         -> TariffPlaceFile (one place; Tariff.places joins them)
 *   content/booking.yaml                    -> BookingRules (one node: the terms beside the price, payment)
 *   content/services/{lang}/<slug>.yaml     -> Service
 *   content/fleet/{lang}/<slug>.yaml        -> VehicleClass
 *   content/pages/{lang}/<slug>.yaml        -> Page
 *   content/careers/{lang}/<slug>.yaml      -> Position
 *   content/testimonials/{lang}/<slug>.yaml -> Testimonial
 *
 * Collection first, then language: the layout Decap CMS calls "multiple_folders", where the editor pairs
 * the German and English file of one slug and shows them side by side (src/cms/).
 *
 *   (locales/{lang}/{namespace}.json become Locale nodes through gatsby-plugin-react-i18next)
 *
 * Copy may name company facts with tokens ({{phone}}, {{address}}, ...): they are replaced here from
 * company.yaml, so a fact is written once and GraphiQL shows the final text.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { isLanguage, type Language } from "../../lib/language/languages"
import { routePlaceId, type Tariff, type TariffPlace } from "../../lib/domain/tariff"
import { companyTokens, interpolate, type CompanyFacts } from "../../lib/domain/company-tokens"

export { companyTokens, interpolate, type CompanyFacts }

export const contentTypes = {
  services: "Service",
  fleet: "VehicleClass",
  pages: "Page",
  careers: "Position",
  testimonials: "Testimonial",
} as const

export type Collection = keyof typeof contentTypes

export type ContentFile = { relativePath: string; language?: Language; type: string }

/** Which node type a file under content/ becomes, or null for files that are not content entries. */
export function classifyContentFile(relativePath: string): ContentFile | null {
  const parts = relativePath.split(/[\\/]/)
  if (!/\.ya?ml$/.test(relativePath)) return null
  if (parts.length === 1 && parts[0].startsWith("company.")) return { relativePath, type: "Company" }
  if (parts.length === 1 && parts[0].startsWith("tariff.")) return { relativePath, type: "Tariff" }
  if (parts.length === 1 && parts[0].startsWith("booking.")) return { relativePath, type: "BookingRules" }
  if (parts.length === 3 && parts[0] === "tariff" && parts[1] === "routes")
    return { relativePath, type: "TariffRouteFile" }
  if (parts.length === 3 && parts[0] === "tariff" && parts[1] === "places")
    return { relativePath, type: "TariffPlaceFile" }
  const [collection, language, file] = parts
  if (parts.length !== 3 || !file || !isLanguage(language) || !(collection in contentTypes)) return null
  return { relativePath, language, type: contentTypes[collection as Collection] }
}

/**
 * The facts copy may name with tokens: the company's (content/company.yaml) and the numbers of the booking terms
 * (content/booking.yaml: {{airportWaitMinutes}}, {{waitMinutes}}, {{freeCancellationHours}}), so the office
 * edits a waiting time once and the terms page, the service pages and the booking form follow.
 */
export function readCompany(contentDir: string): CompanyFacts {
  const read = (file: string) =>
    yaml.load(fs.readFileSync(path.join(contentDir, file), "utf8"), { schema: yaml.CORE_SCHEMA }) as Record<
      string,
      unknown
    >
  const booking = fs.existsSync(path.join(contentDir, "booking.yaml")) ? read("booking.yaml") : {}
  const numbers = Object.fromEntries(bookingNumbers.filter((key) => key in booking).map((key) => [key, booking[key]]))
  return { ...numbers, ...read("company.yaml") } as CompanyFacts
}

/** The numbers of content/booking.yaml that copy names as tokens. */
export const bookingNumbers = ["airportWaitMinutes", "waitMinutes", "freeCancellationHours"] as const

type Localized = { de: string; en: string }
/** content/booking.yaml as written: texts in both languages, which may name the tokens. */
export type BookingFile = {
  termsVersion: string
  terms: { id: string; text: Localized }[]
  payment: { id: string; companyOnly?: boolean; label: Localized }[]
} & Record<(typeof bookingNumbers)[number], number>

/** The BookingRules node: each language's text with that language's tokens replaced. */
export function bookingRecord(data: BookingFile, company: CompanyFacts, where: string): BookingFile {
  const localized = (text: Localized): Localized => ({
    de: interpolate(text.de, companyTokens(company, "de"), where),
    en: interpolate(text.en, companyTokens(company, "en"), where),
  })
  return {
    ...data,
    termsVersion: String(data.termsVersion),
    terms: data.terms.map((term) => ({ ...term, text: localized(term.text) })),
    payment: data.payment.map((option) => ({
      ...option,
      companyOnly: option.companyOnly ?? false,
      label: localized(option.label),
    })),
  }
}

/** Parses one content file into the plain records that become nodes. */
export function recordsOf(file: ContentFile, source: string, company: CompanyFacts): Record<string, unknown>[] {
  const data = yaml.load(source, { filename: file.relativePath, schema: yaml.CORE_SCHEMA })
  if (file.type === "Company") return [data as Record<string, unknown>]
  if (file.type === "BookingRules") return [bookingRecord(data as BookingFile, company, file.relativePath)]
  if (file.type === "Tariff") {
    // The routes and places are nodes of their own (TariffRouteFile, TariffPlaceFile); the schema joins them in.
    const { routes: _, ...tariff } = tariffRecord({ ...(data as TariffFile), routes: [] }, file.relativePath)
    return [tariff]
  }
  if (file.type === "TariffRouteFile")
    return [tariffRecord(routeFileTariff(data as RouteFile), file.relativePath).routes[0]]
  if (file.type === "TariffPlaceFile") {
    // `id` is the node's own in the data layer: the place's id is kept as placeId (Tariff.places gives it back).
    const { id, ...place } = placeRecord(data as TariffPlace)
    return [{ ...place, placeId: id }]
  }
  const tokens = companyTokens(company, file.language!)
  return [{ ...interpolate(data as Record<string, unknown>, tokens, file.relativePath), locale: file.language }]
}

/**
 * locales/{language}/{namespace}.json becomes a Locale node through gatsby-plugin-react-i18next, which takes
 * the folder name as the language and fails the build on bad JSON; a folder that is not one of the site's
 * languages would make a language nobody can reach, so it fails the build here.
 */
export function assertLocaleFolder(language: string, namespace: string): void {
  if (!isLanguage(language)) {
    throw new Error(`locales/${language}/${namespace}.json: "${language}" is not one of the site's languages`)
  }
}

/** A route as written (content/tariff/routes/<from>--<to>.yaml): prices keyed by vehicle class slug. */
export type RouteFile = Omit<Tariff["routes"][number], "prices"> & { prices: Record<string, number> }

/**
 * content/tariff.yaml as written, with the route files read into `routes`: prices, hourly rates and the rule's
 * fares are maps keyed by vehicle class slug.
 */
export type TariffFile = Omit<Tariff, "routes" | "hourly" | "distanceRule"> & {
  routes: RouteFile[]
  hourly: Record<string, { rate: number; minimumHours: number }>
  distanceRule?: Omit<NonNullable<Tariff["distanceRule"]>, "classes"> & {
    classes: Record<string, { base: number; perKm: number; minimum: number }>
  }
}

/** One route file checked on its own: its places are taken as known (the tariff check knows them all). */
const routeFileTariff = (route: RouteFile): TariffFile => ({
  version: "",
  currency: "",
  places: [route.from, route.to].map((id) => ({ id, kind: "", name: { de: id, en: id }, aliases: [] })),
  routes: [route],
  hourly: {},
})

/** A place as the data layer holds it: every optional field present. */
export const placeRecord = (place: TariffPlace): TariffPlace => ({
  ...place,
  aliases: place.aliases ?? [],
  lat: place.lat ?? null,
  lon: place.lon ?? null,
  country: place.country ?? null,
  via: place.via ?? null,
})

/**
 * The Tariff node's fields: class maps become lists (GraphQL field names cannot hold the hyphen of
 * "eco-premium"). A price that is not a positive whole number, a route naming an unknown place, a duplicate place
 * id or a pair listed twice fails the build with the file named.
 */
export function tariffRecord(data: TariffFile, where: string): Tariff {
  const fail = (message: string): never => {
    throw new Error(`${where}: ${message}`)
  }
  const amount = (value: unknown, what: string) =>
    Number.isInteger(value) && (value as number) > 0 ? (value as number) : fail(`${what} must be a whole number of CHF`)
  const ids = new Set<string>()
  const names = new Set<string>()
  for (const place of data.places ?? []) {
    if (ids.has(place.id)) fail(`place "${place.id}" is listed twice`)
    if (names.has(place.name?.de)) fail(`place name "${place.name.de}" is used twice (route files name places by it)`)
    ids.add(place.id)
    names.add(place.name?.de)
  }
  const pairs = new Set<string>()
  const places = data.places ?? []
  const routes = (data.routes ?? []).map(({ prices, ...written }) => {
    const what = `route ${written.from} ↔ ${written.to}`
    const [from, to] = [written.from, written.to].map(
      (text) => routePlaceId(places, text) ?? fail(`${what} names the unknown place "${text}"`),
    )
    const route = { ...written, from, to }
    const pair = [route.from, route.to].sort().join(" ↔ ")
    if (pairs.has(pair)) fail(`${what} is listed twice (one entry holds both directions)`)
    pairs.add(pair)
    return {
      ...route,
      popular: route.popular ?? false,
      // Decap writes a cleared number as "": no number.
      order: typeof route.order === "number" ? route.order : null,
      prices: Object.entries(prices ?? {}).map(([vehicleClass, value]) => ({
        vehicleClass,
        amount: amount(value, `${what} ${vehicleClass}`),
      })),
    }
  })
  const hourly = Object.entries(data.hourly ?? {}).map(([vehicleClass, { rate, minimumHours }]) => ({
    vehicleClass,
    rate: amount(rate, `hourly ${vehicleClass} rate`),
    minimumHours: amount(minimumHours, `hourly ${vehicleClass} minimumHours`),
  }))
  const number = (value: unknown, what: string) =>
    typeof value === "number" && value > 0 ? value : fail(`${what} must be a positive number`)
  const rule = data.distanceRule
  const distanceRule = rule
    ? {
        roadFactor: number(rule.roadFactor, "distanceRule roadFactor"),
        roundTo: number(rule.roundTo, "distanceRule roundTo"),
        maxKm: number(rule.maxKm, "distanceRule maxKm"),
        classes: Object.entries(rule.classes ?? {}).map(([vehicleClass, fare]) => ({
          vehicleClass,
          base: number(fare?.base, `distanceRule ${vehicleClass} base`),
          perKm: number(fare?.perKm, `distanceRule ${vehicleClass} perKm`),
          minimum: number(fare?.minimum, `distanceRule ${vehicleClass} minimum`),
        })),
      }
    : null
  const charge = (value: unknown, what: string) =>
    value === undefined || value === null
      ? 0
      : Number.isInteger(value) && (value as number) >= 0
        ? (value as number)
        : fail(`${what} must be a whole number`)
  return {
    version: String(data.version),
    currency: data.currency,
    vatIncluded: data.vatIncluded,
    stopCharge: charge(data.stopCharge, "stopCharge"),
    hourlyAreaKm: charge(data.hourlyAreaKm, "hourlyAreaKm"),
    places: places.map(placeRecord),
    routes,
    hourly,
    distanceRule,
  }
}
