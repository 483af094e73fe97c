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
 * Pure and dependency-free: the build checks the rule with it, the booking form prices with it.
 */
import type { ClassFare, DistanceRule, Tariff, TariffPlace } from "./tariff"

export type Point = { readonly lat: number; readonly lon: number }

const earthRadiusKm = 6371.0088

/** The great-circle distance in km between two points. */
export function haversineKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Where a car drops off at a place: its car end (Zermatt: Täsch) or the place itself; null without coordinates. */
export function carPoint(place: Pick<TariffPlace, "lat" | "lon" | "via">): Point | null {
  if (place.via) return place.via
  return typeof place.lat === "number" && typeof place.lon === "number" ? { lat: place.lat, lon: place.lon } : null
}

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
  /** The listed routes the rule misses by more than the tolerance, e.g. "gva-airport ↔ zermatt: 680 listed, 540 by rule". */
  misses: string[]
}

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
    const misses: { text: string; off: number }[] = []
    for (const route of tariff.routes) {
      const listed = route.prices.find((p) => p.vehicleClass === vehicleClass)?.amount
      const way = ways.get(route)
      if (listed === undefined || !way) continue
      result.routes += 1
      const byRule = ruleFare({ ...rule, maxKm: Infinity }, Math.round(way.km), vehicleClass)! + way.fare
      const off = Math.abs(byRule - listed) / listed
      if (off <= calibrationTolerance) result.within += 1
      else misses.push({ text: `${route.from} ↔ ${route.to}: ${listed} listed, ${byRule} by rule`, off })
    }
    // Furthest off first: the office fixes the worst first.
    result.misses = misses.sort((a, b) => b.off - a.off).map((m) => m.text)
    return result
  })
}

const numberProblems = (fare: ClassFare): string[] =>
  (["base", "perKm", "minimum"] as const)
    .filter((key) => !(Number.isFinite(fare[key]) && fare[key] > 0))
    .map((key) => `${fare.vehicleClass} ${key} must be a positive number`)

/**
 * Everything wrong with the rule, one message each: numbers that are not positive, a class without a rule, a
 * higher class whose base, price per km or minimum is below a lower one's (so it could cost less), and a
 * calibration that misses more listed routes than allowed.
 */
export function ruleProblems(tariff: Tariff, classOrder: readonly string[], road: RoadDistance): string[] {
  const rule = tariff.distanceRule
  // Without a rule only the listed routes have a price, as before the rule existed.
  if (!rule) return []
  const problems: string[] = []
  for (const key of ["roadFactor", "roundTo", "maxKm"] as const) {
    if (!(Number.isFinite(rule[key]) && rule[key] > 0)) problems.push(`distanceRule ${key} must be a positive number`)
  }
  if (rule.roadFactor < 1) problems.push("distanceRule roadFactor must be at least 1 (a road is never shorter)")
  problems.push(...rule.classes.flatMap((fare) => numberProblems(fare).map((m) => `distanceRule ${m}`)))
  const fares = classOrder.map((slug) => rule.classes.find((c) => c.vehicleClass === slug))
  classOrder.forEach((slug, i) => {
    if (!fares[i]) problems.push(`distanceRule has no fare for ${slug}`)
  })
  const ordered = fares.filter((f): f is ClassFare => !!f)
  ordered.slice(1).forEach((higher, i) => {
    const lower = ordered[i]
    for (const key of ["base", "perKm", "minimum"] as const) {
      if (higher[key] < lower[key]) {
        problems.push(
          `distanceRule ${higher.vehicleClass} ${key} (${higher[key]}) is below ${lower.vehicleClass} (${lower[key]}): the higher class would cost less`,
        )
      }
    }
  })
  if (problems.length) return problems
  for (const c of calibrate(tariff, road)) {
    const needed = Math.ceil(calibrationShare * c.routes)
    if (c.within < needed) {
      problems.push(
        `distanceRule ${c.vehicleClass}: only ${c.within} of ${c.routes} listed routes within ${calibrationTolerance * 100} % of the rule (at least ${needed} needed); furthest off: ${c.misses.slice(0, 3).join("; ")}`,
      )
    }
  }
  return problems
}
