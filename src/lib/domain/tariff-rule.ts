/**
 * The tariff's distance rule (content/tariff.yaml `distanceRule`): a fixed price for two places the route list
 * does not pair. A listed route's price always wins; the rule is the office's own tariff in a formula, fitted to
 * the listed routes, so `npm run check:content` holds it to them (calibration below).
 *
 *   road km = the shortest way by road on the pick-up date, to where a car can go (Zermatt: Täsch), over the
 *             road network (src/lib/domain/roads.ts); a place joins it by straight-line km × roadFactor
 *   fare    = max(minimum, base + perKm × road km), rounded up to roundTo CHF, plus a car train's fare;
 *             none beyond maxKm
 *
 * Pure and dependency-free: the build checks the rule with it, the booking form prices with it. It knows road km
 * and fares only: where a place is lies in src/lib/domain/tariff.ts, the way between two in roads.ts.
 */
import type { ClassFare, DistanceRule, Tariff, TariffPlace } from "./tariff"

/** One class's fare for a road distance, or null when the class has no rule or the trip is beyond maxKm. */
export function ruleFare(rule: DistanceRule, km: number, vehicleClass: string): number | null {
  const fare = rule.classes.find((c) => c.vehicleClass === vehicleClass)
  if (!fare || km > rule.maxKm) return null
  const raw = Math.max(fare.minimum, fare.base + fare.perKm * km)
  return Math.ceil(raw / rule.roundTo - 1e-9) * rule.roundTo
}

/** Share of listed prices the rule must come within, and how many of the listed routes must (per class). */
export const calibrationTolerance = 0.2
export const calibrationShare = 0.9

export type Calibration = {
  vehicleClass: string
  routes: number
  within: number
  /** The listed routes the rule misses by more than the tolerance, furthest off first. */
  misses: Miss[]
}

/** A listed route the rule misses: its places (ids), its listed price and the rule's, CHF. */
export type Miss = { from: string; to: string; listed: number; byRule: number }

/** The way by road between two tariff places (every pass open): its km and its car trains' fares; null without one. */
export type RoadDistance = (from: TariffPlace, to: TariffPlace) => { km: number; fare: number } | null

/** How close the rule comes to the listed prices, class by class (routes without a way by road skipped). */
export function calibrate(tariff: Tariff, road: RoadDistance): Calibration[] {
  const rule = tariff.distanceRule
  if (!rule) return []
  const place = new Map(tariff.places.map((p) => [p.id, p]))
  const ways = new Map(
    tariff.routes.map((route) => {
      const [a, b] = [place.get(route.from), place.get(route.to)]
      return [route, a && b ? road(a, b) : null] as const
    }),
  )
  return rule.classes.map(({ vehicleClass }) => {
    const result: Calibration = { vehicleClass, routes: 0, within: 0, misses: [] }
    const misses: (Miss & { off: number })[] = []
    for (const route of tariff.routes) {
      const listed = route.prices.find((p) => p.vehicleClass === vehicleClass)?.amount
      const way = ways.get(route)
      if (listed === undefined || !way) continue
      result.routes += 1
      const byRule = ruleFare({ ...rule, maxKm: Infinity }, Math.round(way.km), vehicleClass)! + way.fare
      const off = Math.abs(byRule - listed) / listed
      if (off <= calibrationTolerance) result.within += 1
      else misses.push({ from: route.from, to: route.to, listed, byRule, off })
    }
    // Furthest off first: the office fixes the worst first.
    result.misses = misses.sort((a, b) => b.off - a.off).map(({ off: _, ...miss }) => miss)
    return result
  })
}

/** One thing wrong with the rule, as data: the build says it in English, the CMS's calculator in German. */
export type RuleFinding =
  | { kind: "not-positive"; field: string; vehicleClass?: string }
  | { kind: "road-factor-below-one" }
  | { kind: "no-fare"; vehicleClass: string }
  | { kind: "higher-below"; field: "base" | "perKm" | "minimum"; higher: ClassFare; lower: ClassFare }
  | { kind: "calibration"; calibration: Calibration; needed: number }

/**
 * Everything wrong with the rule, one finding each: numbers that are not positive, a class without a rule, a
 * higher class whose base, price per km or minimum is below a lower one's (so it could cost less), and a
 * calibration that misses more listed routes than allowed (only looked at when the numbers are sound).
 */
export function ruleFindings(tariff: Tariff, classOrder: readonly string[], road: RoadDistance): RuleFinding[] {
  const rule = tariff.distanceRule
  // Without a rule only the listed routes have a price, as before the rule existed.
  if (!rule) return []
  const findings: RuleFinding[] = []
  for (const key of ["roadFactor", "roundTo", "maxKm"] as const) {
    if (!(Number.isFinite(rule[key]) && rule[key] > 0)) findings.push({ kind: "not-positive", field: key })
  }
  if (rule.roadFactor < 1) findings.push({ kind: "road-factor-below-one" })
  for (const fare of rule.classes) {
    for (const key of ["base", "perKm", "minimum"] as const) {
      if (!(Number.isFinite(fare[key]) && fare[key] > 0))
        findings.push({ kind: "not-positive", field: key, vehicleClass: fare.vehicleClass })
    }
  }
  const fares = classOrder.map((slug) => rule.classes.find((c) => c.vehicleClass === slug))
  classOrder.forEach((slug, i) => {
    if (!fares[i]) findings.push({ kind: "no-fare", vehicleClass: slug })
  })
  const ordered = fares.filter((f): f is ClassFare => !!f)
  ordered.slice(1).forEach((higher, i) => {
    const lower = ordered[i]
    for (const field of ["base", "perKm", "minimum"] as const) {
      if (higher[field] < lower[field]) findings.push({ kind: "higher-below", field, higher, lower })
    }
  })
  if (findings.length) return findings
  for (const calibration of calibrate(tariff, road)) {
    const needed = Math.ceil(calibrationShare * calibration.routes)
    if (calibration.within < needed) findings.push({ kind: "calibration", calibration, needed })
  }
  return findings
}

const fieldNames: Record<string, string> = {
  roadFactor: "Umwegfaktor",
  roundTo: "Aufrunden auf",
  maxKm: "Längste Fahrt mit Sofortpreis",
  base: "Grundpreis",
  perKm: "Preis pro Strassen-km",
  minimum: "Mindestpreis",
}

/** How the office calls a vehicle class slug and a place id; the build names both as written in content/. */
export type Names = { vehicleClass: (slug: string) => string; place: (id: string) => string }
const asWritten: Names = { vehicleClass: (slug) => slug, place: (id) => id }

/**
 * A finding as the build says it (English, fields, classes and places by their names in content/) or as the office
 * reads it in the CMS (German, by the labels and names it sees).
 */
export function describeFinding(finding: RuleFinding, language: "en" | "de", names: Names = asWritten): string {
  const de = language === "de"
  const named = names.vehicleClass
  const percent = calibrationTolerance * 100
  switch (finding.kind) {
    case "not-positive": {
      const what = finding.vehicleClass ? `${finding.vehicleClass} ${finding.field}` : finding.field
      return de
        ? `${finding.vehicleClass ? `${named(finding.vehicleClass)}: ` : ""}${fieldNames[finding.field]} muss eine positive Zahl sein`
        : `distanceRule ${what} must be a positive number`
    }
    case "road-factor-below-one":
      return de
        ? "Der Umwegfaktor muss mindestens 1 sein (eine Strasse ist nie kürzer als die Luftlinie)"
        : "distanceRule roadFactor must be at least 1 (a road is never shorter)"
    case "no-fare":
      return de
        ? `${named(finding.vehicleClass)} hat keinen Preis nach Distanz`
        : `distanceRule has no fare for ${finding.vehicleClass}`
    case "higher-below": {
      const { field, higher, lower } = finding
      return de
        ? `${named(higher.vehicleClass)}: ${fieldNames[field]} (${higher[field]}) ist tiefer als bei ${named(lower.vehicleClass)} (${lower[field]}): die höhere Klasse würde weniger kosten`
        : `distanceRule ${higher.vehicleClass} ${field} (${higher[field]}) is below ${lower.vehicleClass} (${lower[field]}): the higher class would cost less`
    }
    case "calibration": {
      const { calibration: c, needed } = finding
      const misses = c.misses
        .slice(0, 3)
        .map((miss) => describeMiss(miss, language, names))
        .join("; ")
      return de
        ? `${named(c.vehicleClass)}: nur ${c.within} von ${c.routes} Festpreis-Strecken innerhalb ${percent} % der Regel (mindestens ${needed} nötig); am weitesten daneben: ${misses}`
        : `distanceRule ${c.vehicleClass}: only ${c.within} of ${c.routes} listed routes within ${percent} % of the rule (at least ${needed} needed); furthest off: ${misses}`
    }
  }
}

/** "gva-airport ↔ zermatt: 680 listed, 540 by rule". */
export function describeMiss(miss: Miss, language: "en" | "de", names: Names = asWritten): string {
  const route = `${names.place(miss.from)} ↔ ${names.place(miss.to)}`
  return language === "de"
    ? `${route}: ${miss.listed} Festpreis, ${miss.byRule} nach Regel`
    : `${route}: ${miss.listed} listed, ${miss.byRule} by rule`
}

/** The rule's findings as the build reports them. */
export const ruleProblems = (tariff: Tariff, classOrder: readonly string[], road: RoadDistance): string[] =>
  ruleFindings(tariff, classOrder, road).map((finding) => describeFinding(finding, "en"))
