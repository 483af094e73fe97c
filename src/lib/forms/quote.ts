/**
 * What the booking form says about the price, from the visitor's entries and the tariff (content/tariff.yaml):
 * a listed route's price, else the distance rule's between any two Swiss places (src/lib/domain/tariff-rule.ts).
 * Pure: the form renders it, the unit tests check every state.
 *
 * Without the place index (not loaded yet) only the tariff's own places are known, as before the index existed.
 */
import { indexedPlace, resolvePlace, type PlaceIndex } from "../domain/places"
import type { Language } from "../language/languages"
import {
  findPlace,
  findRoute,
  lowestPrice,
  quote,
  tripQuote,
  type Quote as ListQuote,
  type Tariff,
  type TariffCarEnd,
  type TariffPlace,
} from "../domain/tariff"
import { carPoint, roadKm, ruleFare, type Point } from "../domain/tariff-rule"

export type Quote = ListQuote & {
  /** "list": a listed route's price; "rule": the distance rule's. */
  source: "list" | "rule"
  /** The road km the rule priced (null for a listed price). */
  distanceKm: number | null
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

export type QuoteEntries = { pickup?: string; dropoff?: string; vehicleClass?: string; tripType?: string }

/** A place the rule can price: a Swiss (or Liechtenstein) place with coordinates. */
type Priced = { place: TariffPlace; point: Point; via: Quote["via"] }

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")

const viaOf = (carEnd: TariffCarEnd) => ({ id: slug(carEnd.name), label: carEnd.name })

/** What a typed text names: a tariff place (its own prices and car end) or a locality of the index. */
function placeOf(tariff: Tariff, index: PlaceIndex | null, text: string) {
  const resolved = index ? resolvePlace(index, text) : null
  const tariffPlace =
    (resolved && tariff.places.find((p) => p.id === resolved.id)) || (!resolved ? findPlace(tariff, text) : null)
  if (tariffPlace) {
    const point = tariffPlace.country ? null : carPoint(tariffPlace)
    const via = tariffPlace.via ? viaOf(tariffPlace.via) : null
    return { tariffPlace, priced: point ? ({ place: tariffPlace, point, via } as Priced) : null }
  }
  const locality = resolved && index ? indexedPlace(index, resolved.id) : null
  if (!locality) return null
  const place = { id: locality.id, kind: locality.kind, name: locality.label, aliases: [] }
  return { tariffPlace: null, priced: { place, point: { lat: locality.lat, lon: locality.lon }, via: null } }
}

/** A name without its parenthesis: "Zermatt (Täsch)" says "Zermatt" beside the via text. */
const shortName = (name: Readonly<Record<Language, string>>) => ({
  de: name.de.replace(/\s*\(.*\)$/, ""),
  en: name.en.replace(/\s*\(.*\)$/, ""),
})

/** The rule's fare for a class, with the road km, or null (no rule, no class fare, beyond the limit). */
function ruleQuote(tariff: Tariff, from: Priced, to: Priced, vehicleClass: string, returnTrip: boolean): Quote | null {
  const rule = tariff.distanceRule
  if (!rule) return null
  const km = roadKm(rule, from.point, to.point)
  const outbound = ruleFare(rule, km, vehicleClass)
  if (outbound === null) return null
  const carFree = from.via ? from : to.via ? to : null
  return {
    ...tripQuote(tariff, outbound, returnTrip, from.place, to.place),
    source: "rule",
    distanceKm: km,
    via: carFree?.via ?? null,
    carFree: carFree ? shortName(carFree.place.name) : null,
    carFreeAt: carFree ? (carFree === from ? "pickup" : "dropoff") : null,
  }
}

export function quoteState(tariff: Tariff, entries: QuoteEntries, index: PlaceIndex | null = null): QuoteState {
  const pickup = entries.pickup?.trim() ?? ""
  const dropoff = entries.dropoff?.trim() ?? ""
  if (!pickup || !dropoff) return { kind: "empty" }
  const from = placeOf(tariff, index, pickup)
  const to = placeOf(tariff, index, dropoff)
  if (!from || !to) return { kind: "byEmail" }
  const returnTrip = entries.tripType === "return"
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
      const carFreeEnd = [from, to].find((p) => p.tariffPlace?.via) ?? null
      const carFree = carFreeEnd?.tariffPlace ?? null
      const listed: Quote = {
        ...priced,
        source: "list",
        distanceKm: null,
        via: carFree?.via ? viaOf(carFree.via) : null,
        carFree: carFree ? shortName(carFree.name) : null,
        carFreeAt: carFreeEnd ? (carFreeEnd === from ? "pickup" : "dropoff") : null,
      }
      return { kind: "quote", quote: listed, vehicleClass: entries.vehicleClass! }
    }
    if (entries.vehicleClass) return { kind: "byEmail" }
    const cheapest = lowestPrice(route)
    return cheapest === null ? { kind: "byEmail" } : { kind: "chooseClass", from: cheapest }
  }
  if (!from.priced || !to.priced || from.priced.place.id === to.priced.place.id) return { kind: "byEmail" }
  if (entries.vehicleClass) {
    const priced = ruleQuote(tariff, from.priced, to.priced, entries.vehicleClass, returnTrip)
    return priced ? { kind: "quote", quote: priced, vehicleClass: entries.vehicleClass } : { kind: "byEmail" }
  }
  const fares = (tariff.distanceRule?.classes ?? [])
    .map((c) => ruleQuote(tariff, from.priced!, to.priced!, c.vehicleClass, false)?.outbound)
    .filter((amount): amount is number => amount !== undefined)
  return fares.length ? { kind: "chooseClass", from: Math.min(...fares) } : { kind: "byEmail" }
}

/**
 * The fields the request carries, always the same keys (empty without a price): the quoted total as the visitor
 * saw it, the tariff it comes from, whether the list or the rule priced it, and the road km the rule used.
 */
export function quoteFields(state: QuoteState, format: (amount: number) => string): Record<string, string> {
  if (state.kind !== "quote") return { quotedPrice: "", tariffVersion: "", priceSource: "", distanceKm: "" }
  const { quote: q } = state
  return {
    quotedPrice: format(q.total),
    tariffVersion: q.version,
    priceSource: q.source,
    distanceKm: q.distanceKm === null ? "" : String(q.distanceKm),
  }
}
