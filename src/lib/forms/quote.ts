/**
 * What the booking form says about the price, from the visitor's entries and the tariff (content/tariff.yaml).
 * Pure: the form renders it, the unit tests check every state.
 */
import { findPlace, findRoute, lowestPrice, quote, type Quote, type Tariff } from "../domain/tariff"

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

export function quoteState(tariff: Tariff, entries: QuoteEntries): QuoteState {
  const pickup = entries.pickup?.trim() ?? ""
  const dropoff = entries.dropoff?.trim() ?? ""
  if (!pickup || !dropoff) return { kind: "empty" }
  const from = findPlace(tariff, pickup)
  const to = findPlace(tariff, dropoff)
  const route = from && to ? findRoute(tariff, from.id, to.id) : null
  if (!route) return { kind: "byEmail" }
  const priced = entries.vehicleClass
    ? quote(tariff, {
        from: from!.id,
        to: to!.id,
        vehicleClass: entries.vehicleClass,
        returnTrip: entries.tripType === "return",
      })
    : null
  if (priced) return { kind: "quote", quote: priced, vehicleClass: entries.vehicleClass! }
  if (entries.vehicleClass) return { kind: "byEmail" }
  const cheapest = lowestPrice(route)
  return cheapest === null ? { kind: "byEmail" } : { kind: "chooseClass", from: cheapest }
}

/** The fields the request carries: the quoted total as the visitor saw it, and the tariff it comes from. */
export function quoteFields(state: QuoteState, format: (amount: number) => string) {
  return state.kind === "quote"
    ? { quotedPrice: format(state.quote.total), tariffVersion: state.quote.version }
    : { quotedPrice: "", tariffVersion: "" }
}
