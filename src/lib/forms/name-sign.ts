/**
 * The name sign a chauffeur holds up where travellers arrive: asked for when the pick-up is an airport or a
 * station, filled in from the passenger's name until the visitor writes their own. Pure.
 */
import { findPlace, normalisePlace, type Tariff } from "../domain/tariff"
import { LIMITS } from "./validation"

/** Words that name a station or an airport in the four languages of the country and in English. */
const ARRIVAL_WORDS = /\b(flughafen|airport|aeroport|aeroporto|bahnhof|hauptbahnhof|hbf|hb|station|gare|stazione)\b/

/** Whether a pick-up is met in an arrival hall or on a platform: an airport of the tariff, or a station or airport by name. */
export function meetsAtArrival(tariff: Pick<Tariff, "places">, pickup: string): boolean {
  const text = pickup.trim()
  if (!text) return false
  if (findPlace(tariff, text)?.kind === "airport") return true
  return ARRIVAL_WORDS.test(normalisePlace(text))
}

/** The sign's default: the passenger's name without markup characters, cut to the sign's length. */
export const defaultSign = (name: string): string =>
  name
    .replace(/[<>{}&]/g, "")
    .trim()
    .slice(0, LIMITS.sign)
