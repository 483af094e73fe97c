/**
 * Fixed prices from content/tariff.yaml: place matching, route lookup and quotes (a price as the site shows it:
 * price-format.ts, a module of its own because the pages that only show prices need nothing else from here).
 *
 * Pure and dependency-free (no fs, no gatsby): the build uses it to check and resolve prices, the booking form
 * can use it in the browser with the `tariff` node it queried. The types mirror the GraphQL shape of the
 * `Tariff` node (src/node/content-model/schema.ts), where a YAML price map `{ economy: 110 }` has become a list
 * `[{ vehicleClass: "economy", amount: 110 }]`.
 */
import type { Language } from "../language/languages"
import type { Point } from "./geometry"

/** Where a car can go when the place itself is car-free (Zermatt: Täsch): the rule prices the trip to there. */
export type TariffCarEnd = { readonly name: string; readonly lat: number; readonly lon: number }
export type TariffPlace = {
  readonly id: string
  readonly kind: string
  readonly name: Readonly<Record<Language, string>>
  readonly aliases: readonly string[]
  /** Coordinates (WGS84): the distance rule prices trips between places that have them. */
  readonly lat?: number | null
  readonly lon?: number | null
  /** ISO country code of a place abroad (Milan: IT); Swiss places leave it empty. */
  readonly country?: string | null
  readonly via?: TariffCarEnd | null
}
export type TariffPrice = { vehicleClass: string; amount: number }
export type TariffRoute = {
  readonly from: string
  readonly to: string
  readonly popular?: boolean | null
  /** Where a popular route stands in the pages' lists: 1 first; routes without a number follow. */
  readonly order?: number | null
  readonly prices: readonly TariffPrice[]
}
export type TariffHourly = { vehicleClass: string; rate: number; minimumHours: number }
/** One class's fare by distance: base + perKm × road km, at least minimum (src/lib/domain/tariff-rule.ts). */
export type ClassFare = { vehicleClass: string; base: number; perKm: number; minimum: number }
export type DistanceRule = {
  /** Road km per straight-line km. */
  roadFactor: number
  /** Fares are rounded up to a multiple of this (CHF). */
  roundTo: number
  /** The longest trip (road km) priced at once; a longer one is quoted by e-mail. */
  maxKm: number
  classes: readonly ClassFare[]
}
export type Tariff = {
  version: string
  currency: string
  vatIncluded?: boolean
  /** CHF added for each stop on the way (src/lib/forms/quote.ts). */
  stopCharge?: number | null
  /**
   * By the hour: an end place farther than this by road from the start adds the distance rule's fare from the
   * start to there (the car's way back); 0 or unset: an end place costs nothing extra.
   */
  hourlyAreaKm?: number | null
  places: readonly TariffPlace[]
  routes: readonly TariffRoute[]
  hourly: readonly TariffHourly[]
  distanceRule?: DistanceRule | null
}

export type Quote = {
  /** One way, in whole CHF (VAT included). */
  outbound: number
  /** The way back: the same amount on a return trip, otherwise 0. */
  back: number
  total: number
  currency: string
  /** The tariff version the price comes from (sent with every request). */
  version: string
  fromPlace: TariffPlace
  toPlace: TariffPlace
}

/** Where a car drops off at a place: its car end (Zermatt: Täsch) or the place itself; null without coordinates. */
export function carPoint(place: Pick<TariffPlace, "lat" | "lon" | "via">): Point | null {
  if (place.via) return place.via
  return typeof place.lat === "number" && typeof place.lon === "number" ? { lat: place.lat, lon: place.lon } : null
}

/**
 * The comparable form of a place text: lower case, accents stripped (ü→u, é→e, ß→ss), every run of
 * punctuation and white space one space. "Zürich-Flughafen", "zurich  flughafen" → "zurich flughafen".
 */
export function normalisePlace(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

/** A place's name without its parenthesis: "Zermatt (Täsch)" is "Zermatt" beside the name of its car end. */
export const plainName = (name: Readonly<Record<Language, string>>): Record<Language, string> => ({
  de: name.de.replace(/\s*\(.*\)$/, ""),
  en: name.en.replace(/\s*\(.*\)$/, ""),
})

/** Every spelling of a place: its id, both names and its aliases. */
export const spellingsOf = (place: TariffPlace) => [place.id, place.name.de, place.name.en, ...place.aliases]

/**
 * The place a typed text or an address-search result names, or null.
 *
 * 1. A text that is a place's id, name or alias (normalised) is that place.
 * 2. Otherwise the longest name or alias contained in the text as whole words wins, so
 *    "Flughafen Zürich (ZRH), 8058 Kloten, Schweiz" is the airport, not the city of Zürich, and
 *    "Bahnhofstrasse 1, 8001 Zürich, Switzerland" is the city. Equally long matches: the one earlier in the text.
 */
export function findPlace(tariff: Pick<Tariff, "places">, text: string): TariffPlace | null {
  const wanted = normalisePlace(text)
  if (!wanted) return null
  let best: { place: TariffPlace; length: number; at: number } | null = null
  const padded = ` ${wanted} `
  for (const place of tariff.places) {
    for (const spelling of spellingsOf(place).map(normalisePlace)) {
      if (!spelling) continue
      if (spelling === wanted) return place
      const at = padded.indexOf(` ${spelling} `)
      if (at < 0) continue
      if (!best || spelling.length > best.length || (spelling.length === best.length && at < best.at)) {
        best = { place, length: spelling.length, at }
      }
    }
  }
  return best?.place ?? null
}

/**
 * The id of the place a route file names: route files name places by their German name (what the office picks
 * in the CMS), older ones by id. null when no place has that id or name.
 */
export function routePlaceId(places: readonly Pick<TariffPlace, "id" | "name">[], text: string): string | null {
  return (places.find((p) => p.id === text) ?? places.find((p) => p.name.de === text))?.id ?? null
}

/** Route files in one order wherever they are read: by the names they are written with. */
export const sortRouteFiles = <T extends { from: string; to: string }>(routes: T[]): T[] =>
  [...routes].sort((a, b) => `${a.from} ↔ ${a.to}`.localeCompare(`${b.from} ↔ ${b.to}`, "de"))

/**
 * The popular routes as the pages list them: by the office's order (1 first), then those without a number in the
 * order they come in (the route files' alphabetical order).
 */
export const popularInOrder = <T extends Pick<TariffRoute, "popular" | "order">>(routes: readonly T[]): T[] =>
  routes.filter((r) => r.popular).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || 0)

/** The route between two place ids, in either direction (one entry per pair in the tariff), or null. */
export function findRoute(tariff: Pick<Tariff, "routes">, fromId: string, toId: string): TariffRoute | null {
  return tariff.routes.find((r) => (r.from === fromId && r.to === toId) || (r.from === toId && r.to === fromId)) ?? null
}

/** A place given by id, or else by a text findPlace understands. */
const placeOf = (tariff: Tariff, idOrText: string) =>
  tariff.places.find((p) => p.id === idOrText) ?? findPlace(tariff, idOrText)

/**
 * The fixed price of a ride: `from`/`to` are place ids or texts (typed or from the address search).
 * null when a place, the route or the class has no price: the price then follows by e-mail.
 */
export function quote(
  tariff: Tariff,
  request: { from: string; to: string; vehicleClass: string; returnTrip?: boolean },
): Quote | null {
  const fromPlace = placeOf(tariff, request.from)
  const toPlace = placeOf(tariff, request.to)
  if (!fromPlace || !toPlace) return null
  const route = findRoute(tariff, fromPlace.id, toPlace.id)
  const outbound = route?.prices.find((p) => p.vehicleClass === request.vehicleClass)?.amount
  if (outbound === undefined) return null
  return tripQuote(tariff, outbound, !!request.returnTrip, fromPlace, toPlace)
}

/** A one-way fare as a quote: the way back costs the same on a return trip. */
export function tripQuote(
  tariff: Pick<Tariff, "currency" | "version">,
  outbound: number,
  returnTrip: boolean,
  fromPlace: TariffPlace,
  toPlace: TariffPlace,
): Quote {
  const back = returnTrip ? outbound : 0
  return {
    outbound,
    back,
    total: outbound + back,
    currency: tariff.currency,
    version: tariff.version,
    fromPlace,
    toPlace,
  }
}

/** The cheapest price of a route (its lowest class), or null when it has none. */
export function lowestPrice(route: Pick<TariffRoute, "prices">): number | null {
  return route.prices.length ? Math.min(...route.prices.map((p) => p.amount)) : null
}

/** A route's prices sorted by class order (classes the order does not know go last). */
export function pricesInClassOrder(prices: readonly TariffPrice[], classOrder: readonly string[]): TariffPrice[] {
  const rank = (p: TariffPrice) => (classOrder.includes(p.vehicleClass) ? classOrder.indexOf(p.vehicleClass) : 1e6)
  return [...prices].sort((a, b) => rank(a) - rank(b))
}

/**
 * Where a higher class (later in `classOrder`, the fleet's `order`) costs less than a lower one, on a route or
 * by the hour. Classes a route does not price are skipped. Empty when the tariff is consistent. `names` says how a
 * message begins: by default "route <from id> ↔ <to id>" and "hourly rate".
 */
export function classOrderViolations(
  tariff: Tariff,
  classOrder: string[],
  names: { route?: (route: TariffRoute) => string; hourly?: string } = {},
): string[] {
  const { route: nameRoute = (r: TariffRoute) => `route ${r.from} ↔ ${r.to}`, hourly = "hourly rate" } = names
  const check = (what: string, amounts: Map<string, number>) => {
    const priced = classOrder.filter((c) => amounts.has(c))
    return priced.slice(1).flatMap((higher, i) => {
      const lower = priced[i]
      return amounts.get(higher)! < amounts.get(lower)!
        ? [`${what}: ${higher} (${amounts.get(higher)}) costs less than ${lower} (${amounts.get(lower)})`]
        : []
    })
  }
  return [
    ...tariff.routes.flatMap((r) => check(nameRoute(r), new Map(r.prices.map((p) => [p.vehicleClass, p.amount])))),
    ...check(hourly, new Map(tariff.hourly.map((h) => [h.vehicleClass, h.rate]))),
  ]
}

export type ServiceRoutes = { file: string; routes: { from: string; to: string }[] }

/**
 * Typical routes of the service pages that have no fixed price: a place or the route missing from the tariff,
 * or a class without a price. One message per problem, naming the file and the route, e.g.
 * `content/services/de/ski-resort-transfers.yaml: "Flughafen Zürich → Zermatt (Täsch)" has no price for limousine`.
 */
export function unpricedRoutes(services: ServiceRoutes[], tariff: Tariff, classSlugs: string[]): string[] {
  return services.flatMap(({ file, routes }) =>
    routes.flatMap(({ from, to }) => {
      const where = `${file}: "${from} → ${to}"`
      const [fromPlace, toPlace] = [findPlace(tariff, from), findPlace(tariff, to)]
      const unknown = [from, to].filter((_, i) => ![fromPlace, toPlace][i])
      if (unknown.length) return unknown.map((text) => `${where}: no tariff place matches "${text}"`)
      const route = findRoute(tariff, fromPlace!.id, toPlace!.id)
      if (!route) return [`${where} has no tariff route (${fromPlace!.id} ↔ ${toPlace!.id})`]
      return classSlugs
        .filter((c) => !route.prices.some((p) => p.vehicleClass === c))
        .map((c) => `${where} has no price for ${c}`)
    }),
  )
}
