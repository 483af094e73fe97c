/**
 * The network checks itself against the map: for every pair of places of the index within `auditRadiusKm` of
 * each other in a straight line, the way by road (every pass open) against that straight line. A way more than
 * `maxPairRatio` times as long, or a place whose road to the node it joins first is more than `maxJoinRatio`
 * times its straight line, is a missing road until explained:
 *
 * - by a barrier of content/tariff/barriers.yaml that the straight line crosses (a lake, a ridge without a road):
 *   declared once, it explains every pair it separates;
 * - by a reviewed exception of content/tariff/road-audit.yaml (a car-free village, a valley whose only road goes
 *   round), with its reason.
 *
 * Anything else fails the build, naming both places. An exception no pair needs any more fails it too, so the file
 * stays the list of what is true today.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { haversineKm } from "../../lib/domain/geometry"
import {
  crossesBarrier,
  directWays,
  fastest,
  reachFrom,
  routeOptions,
  wayFromReach,
  type RoadNetwork,
  type RouteEnd,
} from "../../lib/domain/roads"
import type { Joinable } from "./road-joins"

/** Pairs of places at most this far apart in a straight line are audited (km). */
export const auditRadiusKm = 40
/** Pairs nearer than this in a straight line are left out: the index's points are a town's centre, not its streets. */
export const auditMinKm = 3
/** A way by road more than this many times its straight line needs an explanation. */
export const maxPairRatio = 2.0
/** A place's road to the node it joins first, more than this many times its straight line (beyond the road's own winding). */
export const maxJoinRatio = 1.6
export const auditFile = "tariff/road-audit.yaml"

export type AuditExceptions = {
  /** Places every pair of which is explained: car-free villages and the like. */
  places: { place: string; reason: string }[]
  /** Pairs explained one by one. */
  pairs: { from: string; to: string; reason: string }[]
}

export function readAuditExceptions(contentDir: string): AuditExceptions {
  const file = path.join(contentDir, auditFile)
  const read = fs.existsSync(file)
    ? (yaml.load(fs.readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA }) as Partial<AuditExceptions> | null)
    : null
  return { places: read?.places ?? [], pairs: read?.pairs ?? [] }
}

export type Outlier = { from: string; to: string; roadKm: number; straightKm: number }

export type AuditResult = {
  /** Pairs of places compared. */
  pairs: number
  /** Pairs over the ratio, explained by a barrier. */
  byBarrier: number
  /** Pairs over the ratio, explained by an exception. */
  byException: number
  /** Pairs and joins left unexplained. */
  outliers: Outlier[]
  /** Exceptions that explain nothing. */
  unused: string[]
  problems: string[]
}

/** At most this many outliers are named in the build's message; the count says how many more there are. */
export const namedOutliers = 60

/**
 * The audit over the index's places, each starting and ending a trip as `ends[i]` says (null: joined nowhere). The
 * exceptions file names a place by its id or German name. The message names the `named` farthest off.
 */
export function auditNetwork(
  network: RoadNetwork,
  places: (Joinable & { id: string })[],
  ends: (RouteEnd | null)[],
  exceptions: AuditExceptions,
  named = namedOutliers,
): AuditResult {
  const options = routeOptions(null)
  const known = new Map<string, number>()
  places.forEach((place, i) => {
    known.set(place.id, i)
    if (!known.has(place.name)) known.set(place.name, i)
  })
  const problems: string[] = []
  const placeOf = (text: string, where: string) => {
    const i = known.get(text)
    if (i === undefined)
      problems.push(`content/${auditFile}: ${where}: "${text}" is no place of the index (its id or German name)`)
    return i
  }
  const exemptPlaces = new Map<number, string>()
  exceptions.places.forEach(({ place }, k) => {
    const i = placeOf(place, `places[${k}]`)
    if (i !== undefined) exemptPlaces.set(i, `places[${k}] ${place}`)
  })
  const exemptPairs = new Map<string, string>()
  exceptions.pairs.forEach(({ from, to }, k) => {
    const [a, b] = [from, to].map((text) => placeOf(String(text ?? ""), `pairs[${k}]`))
    if (a !== undefined && b !== undefined) exemptPairs.set(pairKey(a, b), `pairs[${k}] ${from} – ${to}`)
  })
  const used = new Set<string>()

  // Swiss places only: a place abroad has only its listed routes' prices.
  const swiss = places.map((place, i) => Boolean(ends[i]) && !place.country)
  const grid = gridOf(places, swiss)
  let pairs = 0
  let byBarrier = 0
  let byException = 0
  const outliers: Outlier[] = []
  places.forEach((place, a) => {
    if (!swiss[a]) return
    const from = ends[a]!
    const reach = reachFrom(network, from, options)
    // The join check: the node reached first, by road against the straight line, beyond its road's own winding.
    const first = from.joins.reduce((best, join) => (join.km < best.km ? join : best))
    const straightToNode = haversineKm(place, network.nodes[first.node])
    const winding = first.segment === undefined ? 1 : windingOf(network, first.segment)
    if (straightToNode >= auditMinKm && first.km > maxJoinRatio * Math.max(1, winding) * straightToNode + 1) {
      const why = exemptPlaces.get(a)
      if (why) used.add(why)
      else
        outliers.push({
          from: place.name,
          to: network.nodes[first.node].name.de,
          roadKm: Math.round(first.km),
          straightKm: Math.round(straightToNode),
        })
    }
    for (const b of grid.near(place)) {
      if (b <= a || !swiss[b]) continue
      const straight = haversineKm(place, places[b])
      if (straight < auditMinKm || straight > auditRadiusKm) continue
      pairs++
      const to = ends[b]!
      const way = fastest([...directWays(network, from, to, options), wayFromReach(network, reach, to, options)])
      if (way && way.km <= maxPairRatio * straight) continue
      if (crossesBarrier(network, place, places[b])) {
        byBarrier++
        continue
      }
      const why = exemptPlaces.get(a) ?? exemptPlaces.get(b) ?? exemptPairs.get(pairKey(a, b))
      if (why) {
        used.add(why)
        byException++
        continue
      }
      outliers.push({
        from: place.name,
        to: places[b].name,
        roadKm: way ? Math.round(way.km) : Infinity,
        straightKm: Math.round(straight * 10) / 10,
      })
    }
  })
  const unused = [...exemptPlaces.values(), ...exemptPairs.values()].filter((why) => !used.has(why))
  problems.push(...unused.map((why) => `content/${auditFile}: ${why}: explains no way the audit finds; remove it`))
  if (outliers.length) problems.push(describeOutliers(outliers, named))
  return { pairs, byBarrier, byException, outliers, unused, problems }
}

/** The build's message for the ways the audit cannot explain, the farthest off first. */
export function describeOutliers(outliers: Outlier[], named: number): string {
  const sorted = [...outliers].sort((x, y) => y.roadKm / y.straightKm - x.roadKm / x.straightKm)
  const lines = sorted
    .slice(0, named)
    .map(
      ({ from, to, roadKm, straightKm }) =>
        `  ${from} → ${to}: ${Number.isFinite(roadKm) ? `${roadKm} km by road` : "no way by road"}, ${straightKm} km in a straight line` +
        (Number.isFinite(roadKm) ? ` (${(roadKm / straightKm).toFixed(1)}×)` : ""),
    )
  const more = sorted.length > named ? [`  … and ${sorted.length - named} more (npm run audit:roads -- --all)`] : []
  return [
    `road audit: ${outliers.length} way(s) by road far longer than the straight line, unexplained. For each, add the missing road (content/tariff/roads/), the lake or ridge between them (content/tariff/barriers.yaml) or a reviewed exception with its reason (content/${auditFile}):`,
    ...lines,
    ...more,
  ].join("\n")
}

const pairKey = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`)

/** A segment's road km against its straight line: how much the road itself winds. */
function windingOf(network: RoadNetwork, index: number): number {
  const segment = network.segments[index]
  const straight = haversineKm(network.nodes[segment.from], network.nodes[segment.to])
  return straight > 0.5 ? segment.km / straight : 1
}

/** The places in cells of about 20 km, to find those near one without comparing every pair. */
function gridOf(places: Joinable[], included: boolean[]) {
  const cell = 0.2
  const key = (lat: number, lon: number) => `${Math.floor(lat / cell)}:${Math.floor(lon / (cell * 1.4))}`
  const cells = new Map<string, number[]>()
  places.forEach((place, i) => {
    if (!included[i]) return
    const k = key(place.lat, place.lon)
    cells.set(k, [...(cells.get(k) ?? []), i])
  })
  return {
    near(place: Joinable): number[] {
      const [row, col] = [Math.floor(place.lat / cell), Math.floor(place.lon / (cell * 1.4))]
      const found: number[] = []
      for (let r = row - 2; r <= row + 2; r++)
        for (let c = col - 2; c <= col + 2; c++) found.push(...(cells.get(`${r}:${c}`) ?? []))
      return found
    },
  }
}
