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
  crossesBarrier,
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
  /** "list": a listed route's price; "rule": the distance rule's; "hourly": the class's hourly rate. */
  source: "list" | "rule" | "hourly"
  /** By the hour: the hours, the rate, and the rule's fare to an end place outside the start's area (else 0). */
  hourly?: { hours: number; rate: number; endFare: number }
  /** Stops on the way: how many, and the charge for them all (CHF), included in the outbound price. */
  stops?: { count: number; charge: number }
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
  /** A known route, but no class chosen yet: the most affordable class's price (`hourly`: by the hour). */
  | { kind: "chooseClass"; from: number; hourly?: boolean }
  /** By the hour, a duration still outside the class's minimum and 24 h: the price of the minimum. */
  | { kind: "hours"; from: number; minimumHours: number }
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
  /** Stops on the way, in order (blank ones are left out). */
  stops?: readonly string[]
  /** By the hour: the duration in whole hours. */
  hours?: string
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
  const joins = joinsOf(network, attachTo(network, point, nearest.segments), (end) =>
    crossesBarrier(network, point, end),
  )
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
  return tripDay(date ?? "") ?? { mmdd: (today.getMonth() + 1) * 100 + today.getDate(), weekday: today.getDay() || 7 }
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
  if (entries.tripType === "hourly") return hourlyState(tariff, entries, index, pointOf)
  const stops = (entries.stops ?? []).map((s) => s.trim()).filter(Boolean)
  if (stops.length) return stopsState(tariff, { ...entries, stops }, index, pointOf)
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

/** The hours of an hourly booking within the class's rule, or null (blank, not whole, under the minimum, over 24). */
const hoursWithin = (text: string | undefined, minimumHours: number): number | null => {
  const hours = /^\d+$/.test(text?.trim() ?? "") ? Number(text) : NaN
  return hours >= minimumHours && hours <= MAX_HOURS ? hours : null
}

/** The longest booking by the hour. */
export const MAX_HOURS = 24

/**
 * By the hour: the class's rate × the hours; with an end place farther from the start than the tariff's
 * hourlyAreaKm by road, plus the rule's fare from the start to there (the car's way back).
 */
function hourlyState(
  tariff: Tariff,
  entries: QuoteEntries,
  index: PlaceIndex | null,
  pointOf: (text: string) => Point | undefined,
): QuoteState {
  const pickup = entries.pickup?.trim() ?? ""
  if (!pickup) return { kind: "empty" }
  const from = placeOf(tariff, index, pickup, pointOf(pickup))
  if (!from) return { kind: "byEmail" }
  const end = entries.dropoff?.trim()
    ? placeOf(tariff, index, entries.dropoff.trim(), pointOf(entries.dropoff.trim()))
    : null
  const way = end && end.place.id !== from.place.id ? wayOf(tariff, index, from, end, dayOf(entries.date)) : null
  const endFare = (vehicleClass: string) => {
    const area = tariff.hourlyAreaKm ?? 0
    if (!way || !area || way.km <= area || !tariff.distanceRule) return 0
    const fare = ruleFare(tariff.distanceRule, way.km, vehicleClass)
    return fare === null ? 0 : fare + Math.ceil(way.fare)
  }
  const priced = (rule: Tariff["hourly"][number], hours: number): Quote => ({
    ...tripQuote(tariff, rule.rate * hours + endFare(rule.vehicleClass), false, from.place, (end ?? from).place),
    source: "hourly",
    hourly: { hours, rate: rule.rate, endFare: endFare(rule.vehicleClass) },
    distanceKm: way?.km ?? null,
    route: way,
    via: null,
    carFree: null,
    carFreeAt: null,
  })
  const rule = tariff.hourly.find((r) => r.vehicleClass === entries.vehicleClass)
  if (!rule) {
    if (entries.vehicleClass || !tariff.hourly.length) return { kind: "byEmail" }
    const totals = tariff.hourly.map((r) => priced(r, hoursWithin(entries.hours, r.minimumHours) ?? r.minimumHours))
    return { kind: "chooseClass", from: Math.min(...totals.map((q) => q.total)), hourly: true }
  }
  const hours = hoursWithin(entries.hours, rule.minimumHours)
  if (hours === null) {
    return { kind: "hours", from: priced(rule, rule.minimumHours).total, minimumHours: rule.minimumHours }
  }
  return { kind: "quote", quote: priced(rule, hours), vehicleClass: rule.vehicleClass }
}

/**
 * A trip with stops: by road through the stops in order, each leg found as a trip of its own (wayOf), their km,
 * drive times and car trains' fares added; the rule's fare for the whole way, plus the tariff's charge per stop.
 * A listed route's price does not apply: it goes straight from pick-up to destination.
 */
function stopsState(
  tariff: Tariff,
  entries: QuoteEntries & { stops: readonly string[] },
  index: PlaceIndex | null,
  pointOf: (text: string) => Point | undefined,
): QuoteState {
  const pickup = entries.pickup?.trim() ?? ""
  const dropoff = entries.dropoff?.trim() ?? ""
  if (!pickup || !dropoff) return { kind: "empty" }
  const texts = [pickup, ...entries.stops, dropoff]
  const places = texts.map((text) => placeOf(tariff, index, text, pointOf(text)))
  if (places.some((p) => !p || p.place.country)) return { kind: "byEmail" }
  const way = waysThrough(tariff, index, places as Placed[], dayOf(entries.date), entries.stops)
  if (!way) return { kind: "byEmail" }
  const [from, to] = [places[0]!, places[places.length - 1]!]
  const charge = (tariff.stopCharge ?? 0) * entries.stops.length
  const priced = (vehicleClass: string): Quote | null => {
    const fare = ruleQuote(tariff, from, to, way, vehicleClass, false)
    if (!fare) return null
    const outbound = fare.outbound + charge
    return {
      ...fare,
      ...tripQuote(tariff, outbound, entries.tripType === "return", from.place, to.place),
      stops: { count: entries.stops.length, charge },
    }
  }
  if (entries.vehicleClass) {
    const q = priced(entries.vehicleClass)
    return q ? { kind: "quote", quote: q, vehicleClass: entries.vehicleClass } : { kind: "byEmail" }
  }
  const fares = (tariff.distanceRule?.classes ?? [])
    .map((c) => priced(c.vehicleClass)?.outbound)
    .filter((amount): amount is number => amount !== undefined)
  return fares.length ? { kind: "chooseClass", from: Math.min(...fares) } : { kind: "byEmail" }
}

/**
 * The way through places in order, leg by leg, as one: km, drive time and car trains' fares added, "via" the
 * stops as typed, the first closed road that made a leg go round. null when a leg has no way.
 */
function waysThrough(
  tariff: Tariff,
  index: PlaceIndex | null,
  places: readonly Placed[],
  day: TripDay,
  stopNames: readonly string[],
): RouteSummary | null {
  const legs: RouteSummary[] = []
  for (let i = 1; i < places.length; i++) {
    if (places[i].place.id === places[i - 1].place.id) return null
    const leg = wayOf(tariff, index, places[i - 1], places[i], day)
    if (!leg) return null
    legs.push(leg)
  }
  const stops = stopNames.join(", ")
  return {
    km: legs.reduce((sum, leg) => sum + leg.km, 0),
    minutes: legs.reduce((sum, leg) => sum + leg.minutes, 0),
    fare: legs.reduce((sum, leg) => sum + leg.fare, 0),
    via: { de: stops, en: stops },
    closed: legs.find((leg) => leg.closed)?.closed ?? null,
    route: {
      km: legs.reduce((sum, leg) => sum + leg.route.km, 0),
      minutes: legs.reduce((sum, leg) => sum + leg.route.minutes, 0),
      fare: legs.reduce((sum, leg) => sum + leg.route.fare, 0),
      nodes: legs.flatMap((leg) => leg.route.nodes),
      segments: legs.flatMap((leg) => leg.route.segments),
    },
  }
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
