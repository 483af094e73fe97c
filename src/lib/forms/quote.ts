/**
 * What the booking form says about the price, from the visitor's entries and the tariff (content/tariff.yaml):
 * a listed route's price, else the distance rule's between any two Swiss places (src/lib/domain/tariff-rule.ts)
 * on the shortest way by road on the pick-up date (src/lib/domain/roads.ts), a car train's fare added.
 * Pure: the form renders it, the unit tests check every state.
 *
 * The road network comes with the place index: until it has loaded only the listed routes have a price.
 */
import {
  addressLocalities,
  addressName,
  indexedPlace,
  resolvePlace,
  type IndexedPlace,
  type PlaceIndex,
} from "../domain/places"
import type { Language } from "../language/languages"
import {
  findPlace,
  plainName,
  findRoute,
  lowestPrice,
  quote,
  tripQuote,
  type Quote as ListQuote,
  type Tariff,
  type TariffCarEnd,
  type TariffPlace,
} from "../domain/tariff"
import { ruleFare } from "../domain/tariff-rule"
import { haversineKm, type Point } from "../domain/geometry"
import {
  attachTo,
  joinsOf,
  nearHops,
  routeOptions,
  routeSummary,
  tripDay,
  type RouteEnd,
  type RouteSummary,
  type TripDay,
} from "../domain/roads"

export type Quote = ListQuote & {
  /** "list": a listed route's price; "rule": the distance rule's. */
  source: "list" | "rule"
  /** The road km of the way (null when the road network has not loaded). */
  distanceKm: number | null
  /** Which way by road, how long it takes, and why it goes round (null when the road network has not loaded). */
  route: RouteSummary | null
  /** Where a car can go when a place is car-free (Zermatt: Täsch): the price is to there. */
  via: { id: string; label: string } | null
  /** The car-free place's name when `via` is set ({ de: "Zermatt", en: "Zermatt" }), else null. */
  carFree: Readonly<Record<Language, string>> | null
  /** Which end of the trip is car-free: the price then starts or ends at `via`. */
  carFreeAt: "pickup" | "dropoff" | null
}

export type QuoteState =
  /** Pickup or destination still empty. */
  | { kind: "empty" }
  /** A known route, but no class chosen yet: the most affordable class's price. */
  | { kind: "chooseClass"; from: number }
  /** The fixed price of the chosen class (and the way back on a return trip). */
  | { kind: "quote"; quote: Quote; vehicleClass: string }
  /** A route the tariff does not price: the fixed price follows by e-mail. */
  | { kind: "byEmail" }

export type QuoteEntries = {
  pickup?: string
  dropoff?: string
  vehicleClass?: string
  tripType?: string
  /** The pick-up date, yyyy-mm-dd: the day decides which passes are open and what a car train costs. */
  date?: string
}

/** A place as the quote knows it: the tariff's own (prices, car end), or a locality of the index. */
type Placed = { place: TariffPlace; tariffPlace: TariffPlace | null; joined: RouteEnd | null; via: Quote["via"] }

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")

const viaOf = (carEnd: TariffCarEnd) => ({ id: slug(carEnd.name), label: carEnd.name })

/**
 * The tariff place a text names before the index has loaded: a plain name as findPlace reads it, and in an address
 * only its first part or its locality, so "Avenue de Lausanne 5, 1950 Sion" is not Lausanne.
 */
function tariffPlaceOf(tariff: Tariff, text: string): TariffPlace | null {
  if (!/[,\d]/.test(text)) return findPlace(tariff, text)
  for (const part of [addressName(text), ...addressLocalities(text)]) {
    const place = part ? findPlace(tariff, part) : null
    if (place) return place
  }
  return null
}

/** What a typed text names: a tariff place (its own prices and car end) or a locality of the index. */
function placeOf(tariff: Tariff, index: PlaceIndex | null, text: string, point?: Point): Placed | null {
  if (!index) {
    const place = tariffPlaceOf(tariff, text)
    return place && { place, tariffPlace: place, joined: null, via: place.via ? viaOf(place.via) : null }
  }
  const resolved = resolvePlace(index, text)
  const indexed = resolved && indexedPlace(index, resolved.id)
  const tariffPlace = (indexed && tariff.places.find((p) => p.id === indexed.id)) ?? null
  // An address chosen from the maps service's suggestions is measured from its own coordinates; in one of the
  // tariff's places it keeps that place's listed prices, and in a car-free one the car still stops at its end.
  const address = point && index.network && !tariffPlace?.via ? addressAt(index, text, point) : null
  if (!indexed) return address
  // The join was made at the car end (Zermatt: Täsch): a trip is measured from there.
  const joined = address?.joined ?? (!indexed.country ? indexed.end : null)
  const place = tariffPlace ?? { id: indexed.id, kind: indexed.kind, name: indexed.label, aliases: [] }
  return { place, tariffPlace, joined, via: tariffPlace?.via ? viaOf(tariffPlace.via) : null }
}

/**
 * An address at its own coordinates, joined to the roads the nearest place of the index lies along (so on that
 * place's side of the mountains and the lakes), at its own nearest points on them.
 */
function addressAt(index: PlaceIndex, text: string, point: Point): Placed | null {
  let nearest: IndexedPlace | null = null
  let nearestKm = Infinity
  for (const place of index.places) {
    if (!place.end || place.country) continue
    const km = haversineKm(point, place)
    if (km < nearestKm) [nearest, nearestKm] = [place, km]
  }
  const network = index.network
  if (!nearest || !network?.web) return null
  const { roadFactor } = network.web
  const joins = joinsOf(network, attachTo(network, point, nearest.segments, roadFactor), point)
  const hops = nearest.end!.hops ? nearHops(network, network.web, point) : null
  const id = `${point.lat.toFixed(4)},${point.lon.toFixed(4)}`
  return {
    place: { id, kind: "address", name: { de: text, en: text }, aliases: [] },
    tariffPlace: null,
    joined: { joins, hops, ...point },
    via: null,
  }
}

/** The day of a yyyy-mm-dd date, else today (the form's date field is still empty). */
const dayOf = (date: string | undefined): TripDay => {
  const today = new Date()
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`
  return tripDay(date ?? "") ?? tripDay(iso)!
}

/** The way by road between two places on the day, or null (no network yet, a place abroad, cut off). */
function wayOf(tariff: Tariff, index: PlaceIndex | null, from: Placed, to: Placed, day: TripDay) {
  const rule = tariff.distanceRule
  if (!rule || !index?.network || !from.joined || !to.joined) return null
  const started = performance.now()
  const way = routeSummary(index.network, from.joined, to.joined, routeOptions(day))
  // How long finding the way took on this device, as a User Timing entry (only the latest is kept): the bench reads
  // it at a 4x CPU slowdown (scripts/bench/typing.mjs).
  if (typeof performance.measure === "function") {
    performance.clearMeasures(WAY_MEASURE)
    performance.measure(WAY_MEASURE, { start: started })
  }
  return way
}

/** The User Timing entry of the latest search for a way by road. */
export const WAY_MEASURE = "way by road"

/** Which end of the trip is car-free: the price then starts or ends at its car end. */
function carFreeOf(from: Placed, to: Placed): Pick<Quote, "via" | "carFree" | "carFreeAt"> {
  const carFree = from.via ? from : to.via ? to : null
  return {
    via: carFree?.via ?? null,
    carFree: carFree ? plainName(carFree.place.name) : null,
    carFreeAt: carFree ? (carFree === from ? "pickup" : "dropoff") : null,
  }
}

/** The rule's fare for a class on the way, its car trains' fares added; null without a rule or class fare, or too far. */
function ruleQuote(
  tariff: Tariff,
  from: Placed,
  to: Placed,
  way: RouteSummary,
  vehicleClass: string,
  returnTrip: boolean,
): Quote | null {
  const fare = tariff.distanceRule && ruleFare(tariff.distanceRule, way.km, vehicleClass)
  if (fare === null || fare === undefined) return null
  return {
    ...tripQuote(tariff, fare + Math.ceil(way.fare), returnTrip, from.place, to.place),
    source: "rule",
    distanceKm: way.km,
    route: way,
    ...carFreeOf(from, to),
  }
}

/**
 * The price state of the entries. `pointOf` gives the coordinates of an address chosen from the maps service's
 * suggestions (src/lib/maps.ts), where there is one.
 */
export function quoteState(
  tariff: Tariff,
  entries: QuoteEntries,
  index: PlaceIndex | null = null,
  pointOf: (text: string) => Point | undefined = () => undefined,
): QuoteState {
  const pickup = entries.pickup?.trim() ?? ""
  const dropoff = entries.dropoff?.trim() ?? ""
  if (!pickup || !dropoff) return { kind: "empty" }
  const from = placeOf(tariff, index, pickup, pointOf(pickup))
  const to = placeOf(tariff, index, dropoff, pointOf(dropoff))
  if (!from || !to) return { kind: "byEmail" }
  const returnTrip = entries.tripType === "return"
  const way = from.place.id === to.place.id ? null : wayOf(tariff, index, from, to, dayOf(entries.date))
  const route = from.tariffPlace && to.tariffPlace ? findRoute(tariff, from.tariffPlace.id, to.tariffPlace.id) : null
  if (route) {
    const priced = entries.vehicleClass
      ? quote(tariff, {
          from: from.tariffPlace!.id,
          to: to.tariffPlace!.id,
          vehicleClass: entries.vehicleClass,
          returnTrip,
        })
      : null
    if (priced) {
      const listed: Quote = {
        ...priced,
        source: "list",
        distanceKm: way?.km ?? null,
        route: way,
        ...carFreeOf(from, to),
      }
      return { kind: "quote", quote: listed, vehicleClass: entries.vehicleClass! }
    }
    if (entries.vehicleClass) return { kind: "byEmail" }
    const cheapest = lowestPrice(route)
    return cheapest === null ? { kind: "byEmail" } : { kind: "chooseClass", from: cheapest }
  }
  // A place abroad has only its listed routes' prices.
  if (!way || from.place.country || to.place.country) return { kind: "byEmail" }
  if (entries.vehicleClass) {
    const priced = ruleQuote(tariff, from, to, way, entries.vehicleClass, returnTrip)
    return priced ? { kind: "quote", quote: priced, vehicleClass: entries.vehicleClass } : { kind: "byEmail" }
  }
  const fares = (tariff.distanceRule?.classes ?? [])
    .map((c) => ruleQuote(tariff, from, to, way, c.vehicleClass, false)?.outbound)
    .filter((amount): amount is number => amount !== undefined)
  return fares.length ? { kind: "chooseClass", from: Math.min(...fares) } : { kind: "byEmail" }
}

/** The request's quote fields, always the same keys (empty without a price). */
export const quoteFieldNames = [
  "quotedPrice",
  "tariffVersion",
  "priceSource",
  "distanceKm",
  "route",
  "driveMinutes",
] as const

/**
 * The fields the request carries: the quoted total as the visitor saw it, the tariff it comes from, whether the
 * list or the rule priced it, the road km, the way as the visitor read it under the price, and the drive time
 * (the calendar file's end time).
 */
export function quoteFields(
  state: QuoteState,
  format: (amount: number) => string,
  describe: (route: RouteSummary) => string,
): Record<(typeof quoteFieldNames)[number], string> {
  if (state.kind !== "quote") return Object.fromEntries(quoteFieldNames.map((name) => [name, ""])) as never
  const { quote: q } = state
  return {
    quotedPrice: format(q.total),
    tariffVersion: q.version,
    priceSource: q.source,
    distanceKm: q.distanceKm === null ? "" : String(q.distanceKm),
    route: q.route ? describe(q.route) : "",
    driveMinutes: q.route ? String(q.route.minutes) : "",
  }
}
