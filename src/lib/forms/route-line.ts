/**
 * The line under a price that says which way the trip goes ("rund 87 km via Chur · rund 1 h 30 min", "Sustenpass
 * im Januar gesperrt: rund 128 km via Brünigpass · rund 1 h 45 min"), in the visitor's language. The request carries
 * the same line, so the office reads what the visitor read.
 */
import type { RouteSummary } from "../domain/roads"
import type { Language } from "../language/languages"
import { MONTHS } from "./summary-format"

type Translate = (key: string, values?: Record<string, string | number>) => string

/** A drive time as a timetable writes it: "45 min", "2 h", "1 h 30 min". */
export function driveTime(minutes: number): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60]
  if (!hours) return `${rest} min`
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

/** A month's name in the language: 1 → "Januar" / "January". */
export const monthName = (month: number, language: Language): string => MONTHS[language][month - 1]

/**
 * The route line: its way, and first the road that is closed that day, or may be, where the way goes round it
 * ("Furkapass im Juni vielleicht gesperrt: …": priced by the way that is surely open).
 */
export function routeLine(route: RouteSummary, language: Language, t: Translate): string {
  const way = route.via
    ? t("quote.routeVia", { km: route.km, via: route.via[language], time: driveTime(route.minutes) })
    : t("quote.route", { km: route.km, time: driveTime(route.minutes) })
  if (!route.closed) return way
  const key = route.closed.state === "uncertain" ? "quote.uncertain" : "quote.closed"
  return t(key, { name: route.closed.name[language], month: monthName(route.closed.month, language), way })
}
