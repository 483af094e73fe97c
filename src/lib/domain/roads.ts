/**
 * The road network the distance rule prices by (content/tariff/roads/, one file a segment; the build resolves and
 * checks it in src/node/content-model/road-network.ts and ships it inside the place index): the shortest way by road between two
 * places on a given month, with the passes that are closed that month left out and a car train's fare added.
 *
 * A place joins the network at one or two nodes (the nearest on its own side of the mountains, and a nearer one
 * close by, chosen at build time) by a local road of straight-line km × the rule's roadFactor. Joins are only ever
 * a trip's first and last leg, so a village can never be a short cut between two valleys.
 *
 * Pure and dependency-free: the build calibrates the rule with it, the booking form prices with it.
 */
import type { Language } from "../language/languages"
import { haversineKm } from "./tariff-rule"

export const segmentKinds = ["motorway", "road", "pass", "tunnel", "car-train"] as const
export type SegmentKind = (typeof segmentKinds)[number]

type Names = Readonly<Record<Language, string>>

/** The network as generated/places.json carries it: compact rows, ends by node index. */
export type RoadNetworkFile = {
  /** [German name, English name or "", lat, lon, population (orders the "via" town)] */
  nodes: [string, string, number, number, number][]
  /** [from node, to node, km, kind, closed months as a bit mask (bit 1 = January), fare CHF, minutes or 0, German name or "", English name or ""] */
  segments: [number, number, number, SegmentKind, number, number, number, string, string][]
}

export type RoadNode = { readonly name: Names; readonly lat: number; readonly lon: number; readonly population: number }
export type RoadSegment = {
  readonly from: number
  readonly to: number
  readonly km: number
  readonly kind: SegmentKind
  /** Bit m set: closed in month m (1 = January). */
  readonly closedMask: number
  /** A car train's fare for one car (CHF), else 0. */
  readonly fare: number
  /** A car train's crossing with loading, in minutes; 0 for roads (their time follows their kind). */
  readonly minutes: number
  /** How a route line names a pass, tunnel or car train; null for plain roads. */
  readonly name: Names | null
}
export type RoadNetwork = {
  readonly nodes: readonly RoadNode[]
  readonly segments: readonly RoadSegment[]
  /** Per node, the segments that touch it. */
  readonly links: readonly (readonly RoadSegment[])[]
}

/** Average speeds by kind (km/h) for the drive time; a local road joining a place to the network counts as `road`. */
export const speedKmh: Record<Exclude<SegmentKind, "car-train">, number> = {
  motorway: 95,
  road: 55,
  pass: 35,
  tunnel: 80,
}

/** Months (1-12) as the bit mask a segment carries: bit m for month m. */
export const monthMask = (months: readonly number[]): number => months.reduce((mask, m) => mask | (1 << m), 0)

export function readNetwork(file: RoadNetworkFile): RoadNetwork {
  const nodes = file.nodes.map(([de, en, lat, lon, population]) => ({
    name: { de, en: en || de },
    lat,
    lon,
    population,
  }))
  const segments = file.segments.map(([from, to, km, kind, closedMask, fare, minutes, de, en]) => ({
    from,
    to,
    km,
    kind,
    closedMask,
    fare,
    minutes,
    name: de ? { de, en: en || de } : null,
  }))
  const links: RoadSegment[][] = nodes.map(() => [])
  for (const segment of segments) {
    links[segment.from].push(segment)
    links[segment.to].push(segment)
  }
  return { nodes, segments, links }
}

/** Where a place meets the network: a node and the straight-line km of the local road to it. */
export type Join = { readonly node: number; readonly km: number }
/** A trip's end: where it is, and the nodes it joins. */
export type RouteEnd = { readonly joins: readonly Join[]; readonly lat: number; readonly lon: number }

export type RoadRoute = {
  /** Road km, local roads included. */
  km: number
  /** Drive time in minutes, car trains' crossings included. */
  minutes: number
  /** Car trains' fares, CHF. */
  fare: number
  /** The nodes passed, in order (empty when both places join the same node and the trip is local). */
  nodes: number[]
  segments: RoadSegment[]
}

const segmentMinutes = (s: RoadSegment) => (s.kind === "car-train" ? s.minutes : (s.km / speedKmh[s.kind]) * 60)

/** Whether a segment can be used in a month (1-12); month 0 means "any month": every road open. */
export const isOpen = (segment: RoadSegment, month: number): boolean => !(segment.closedMask & (1 << month))

export type RouteOptions = {
  /** The pick-up month, 1-12; 0 routes as if every pass were open. */
  month: number
  /** Local road km per straight-line km (the distance rule's roadFactor). */
  roadFactor: number
  /**
   * What a franc of car-train fare weighs against a road km when the way is chosen: 1 / the cheapest class's price
   * per km, so the chosen way is the cheapest one to drive, and a car train wins only where it saves money.
   */
  kmPerFranc: number
}

/**
 * The shortest way from one end to another on the month given, or null when the closed roads cut them apart.
 * Two places joined to a node they share are a local trip: their straight line × roadFactor.
 */
export function roadRoute(
  network: RoadNetwork,
  from: RouteEnd,
  to: RouteEnd,
  { month, roadFactor, kmPerFranc }: RouteOptions,
): RoadRoute | null {
  if (from.joins.some((a) => to.joins.some((b) => a.node === b.node))) {
    const km = haversineKm(from, to) * roadFactor
    return { km, minutes: (km / speedKmh.road) * 60, fare: 0, nodes: [], segments: [] }
  }
  const count = network.nodes.length
  const cost = new Float64Array(count).fill(Infinity)
  const came = new Array<RoadSegment | null>(count).fill(null)
  const done = new Uint8Array(count)
  for (const join of from.joins) cost[join.node] = Math.min(cost[join.node], join.km * roadFactor)
  const targets = new Map(to.joins.map((join) => [join.node, join.km * roadFactor]))
  let left = targets.size
  // A plain scan for the nearest open node: a few hundred nodes, faster than a heap's bookkeeping at this size.
  while (left > 0) {
    let at = -1
    for (let n = 0; n < count; n++) if (!done[n] && cost[n] < Infinity && (at < 0 || cost[n] < cost[at])) at = n
    if (at < 0) break
    done[at] = 1
    if (targets.has(at)) left--
    for (const segment of network.links[at]) {
      if (!isOpen(segment, month)) continue
      const next = segment.from === at ? segment.to : segment.from
      const through = cost[at] + segment.km + segment.fare * kmPerFranc
      if (through < cost[next]) {
        cost[next] = through
        came[next] = segment
      }
    }
  }
  let end = -1
  for (const [node, km] of targets) {
    if (cost[node] < Infinity && (end < 0 || cost[node] + km < cost[end] + targets.get(end)!)) end = node
  }
  if (end < 0) return null
  const segments: RoadSegment[] = []
  const nodes = [end]
  for (let n = end; came[n];) {
    const segment = came[n]!
    segments.unshift(segment)
    n = segment.from === n ? segment.to : segment.from
    nodes.unshift(n)
  }
  const start = from.joins.find((join) => join.node === nodes[0])!
  const ends = (start.km + to.joins.find((join) => join.node === end)!.km) * roadFactor
  return {
    km: ends + segments.reduce((sum, s) => sum + s.km, 0),
    minutes: (ends / speedKmh.road) * 60 + segments.reduce((sum, s) => sum + segmentMinutes(s), 0),
    fare: segments.reduce((sum, s) => sum + s.fare, 0),
    nodes,
    segments,
  }
}

/** How a route line says which way a trip goes. */
export type RouteSummary = {
  /** Whole road km. */
  km: number
  /** Drive time, rounded to 5 minutes. */
  minutes: number
  /** Car trains' fares, CHF (added to the price). */
  fare: number
  /** The pass, tunnel or car train the way takes, else the largest town it passes; null on a direct way. */
  via: Names | null
  /** A road the way would take if it were open, closed in the pick-up month: the reason for a detour. */
  closed: { name: Names; month: number } | null
  /** The way itself, node by node. */
  route: RoadRoute
}

/** The named segment a way takes (a car train before a pass before a tunnel), else its largest town between. */
function viaOf(network: RoadNetwork, route: RoadRoute): Names | null {
  const named = ["car-train", "pass", "tunnel"]
    .map((kind) => route.segments.find((s) => s.kind === kind && s.name))
    .find(Boolean)
  if (named) return named.name
  const between = route.nodes.slice(1, -1).map((n) => network.nodes[n])
  if (!between.length) return null
  return between.reduce((best, node) => (node.population > best.population ? node : best)).name
}

/**
 * The way on the pick-up month with what a route line says of it; where a road the way would take in another
 * month is closed, `closed` names it. null when the places cannot be joined on that month.
 */
export function routeSummary(
  network: RoadNetwork,
  from: RouteEnd,
  to: RouteEnd,
  options: RouteOptions,
): RouteSummary | null {
  // The way with every road open first: where it takes no road closed that month it is the way, found once.
  const open = roadRoute(network, from, to, { ...options, month: 0 })
  const shut = open?.segments.find((s) => !isOpen(s, options.month))
  const route = shut ? roadRoute(network, from, to, options) : open
  if (!route) return null
  const closed = shut?.name ? { name: shut.name, month: options.month } : null
  return {
    km: Math.round(route.km),
    minutes: Math.max(5, Math.round(route.minutes / 5) * 5),
    fare: route.fare,
    via: viaOf(network, route),
    closed,
    route,
  }
}

/** The options the distance rule routes with: its roadFactor, and a car train's fare weighed by the cheapest km. */
export function routeOptions(
  rule: { roadFactor: number; classes: readonly { perKm: number }[] },
  month: number,
): RouteOptions {
  const cheapest = Math.min(...rule.classes.map((c) => c.perKm).filter((perKm) => perKm > 0))
  return { month, roadFactor: rule.roadFactor, kmPerFranc: Number.isFinite(cheapest) ? 1 / cheapest : 0 }
}
