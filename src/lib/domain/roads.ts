/**
 * The road network the distance rule prices by (content/tariff/roads/, one file a segment; the build resolves and
 * checks it in src/node/content-model/road-network.ts and ships it inside the place index): the way a driver takes
 * between two places on the pick-up date, the fastest by the office's average speeds, with the passes that may be
 * closed that day left out and the car trains' fares of that day added.
 *
 * A place joins the network where it lies along a segment: at its nearest point on the line between the
 * segment's ends, its km to either end split in proportion to the segment's own km, plus its local road
 * (straight km × the rule's roadFactor). A place far from every segment joins its nearest node. Joins are only ever
 * a trip's first and last leg, so a village can never be a short cut between two valleys. Two places that join the
 * same node close by, with no barrier (a lake, a ridge without a road) between them, are a local trip: their
 * straight line × roadFactor, where that is shorter.
 *
 * Pure and dependency-free: the build calibrates the rule and audits the network with it, the booking form prices
 * with it.
 */
import type { Language } from "../language/languages"
import { crossesLine, haversineKm, project, type Point } from "./geometry"

export const segmentKinds = ["motorway", "road", "pass", "tunnel", "car-train"] as const
export type SegmentKind = (typeof segmentKinds)[number]
export type RoadKind = Exclude<SegmentKind, "car-train">
export const roadKinds = segmentKinds.filter((kind): kind is RoadKind => kind !== "car-train")

type Names = Readonly<Record<Language, string>>

/**
 * A pass's usual season as four days of the year written month × 100 + day (615 is 15 June): the earliest it
 * usually opens, the day it is surely open from, the day it is surely open until, the latest it usually closes.
 * [0, 0, 0, 0]: open all year.
 */
export type Season = readonly [number, number, number, number]
/** A car train's fare: CHF, on these weekdays (bit 1 = Monday … bit 7 = Sunday), between two days (mmdd, may wrap the new year). */
export type Fare = readonly [number, number, number, number]

/** The network as generated/places.json carries it: compact rows, ends by node index. */
export type RoadNetworkFile = {
  /** [German name, English name or "", lat, lon, population (orders the "via" town)] */
  nodes: [string, string, number, number, number][]
  /** [from node, to node, km, kind, season, fares (car trains), minutes (car trains) or 0, German name or "", English name or ""] */
  segments: [number, number, number, SegmentKind, Season, Fare[], number, string, string][]
  /** Average speeds by kind of road, km/h: the drive time the way is chosen by. */
  speeds: Record<RoadKind, number>
  /** Lakes and ridges without a road: flat [lat, lon, lat, lon, …] lines no local road crosses. */
  barriers: number[][]
}

export type RoadNode = { readonly name: Names; readonly lat: number; readonly lon: number; readonly population: number }
export type RoadSegment = {
  readonly index: number
  readonly from: number
  readonly to: number
  readonly km: number
  readonly kind: SegmentKind
  readonly season: Season
  /** A car train's fares, the first that applies on the day counting; empty for roads. */
  readonly fares: readonly Fare[]
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
  readonly speeds: Readonly<Record<RoadKind, number>>
  readonly barriers: readonly (readonly Point[])[]
  /** Each barrier's box: [south, north, west, east]. */
  readonly barrierBoxes: readonly (readonly [number, number, number, number])[]
  /** The local roads between the lowland places of the index, once it has loaded. */
  readonly web?: LocalWeb | null
}

export function readNetwork(file: RoadNetworkFile): RoadNetwork {
  const nodes = file.nodes.map(([de, en, lat, lon, population]) => ({
    name: { de, en: en || de },
    lat,
    lon,
    population,
  }))
  const segments = file.segments.map(([from, to, km, kind, season, fares, minutes, de, en], index) => ({
    index,
    from,
    to,
    km,
    kind,
    season,
    fares,
    minutes,
    name: de ? { de, en: en || de } : null,
  }))
  const links: RoadSegment[][] = nodes.map(() => [])
  for (const segment of segments) {
    links[segment.from].push(segment)
    links[segment.to].push(segment)
  }
  const barriers = file.barriers.map((flat) =>
    Array.from({ length: flat.length / 2 }, (_, i) => ({ lat: flat[2 * i], lon: flat[2 * i + 1] })),
  )
  const barrierBoxes = barriers.map((line) => {
    const [lats, lons] = [line.map((p) => p.lat), line.map((p) => p.lon)]
    return [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)] as const
  })
  return { nodes, segments, links, speeds: file.speeds, barriers, barrierBoxes }
}

/**
 * Where a place meets the network: a node, and the road km and minutes from the place to it. `segment` is the
 * segment the place lies along (its index), and `t` how far along it (0 at its `from` end), when it does.
 */
export type Join = {
  readonly node: number
  readonly km: number
  readonly minutes: number
  readonly segment?: number
  readonly t?: number
  /** The straight km from the place to its nearest point on that segment. */
  readonly off?: number
}
/** Where a place lies along a segment, as the place index carries it: its index, how far along, its local road km. */
export type Attachment = { readonly segment: number; readonly t: number; readonly offKm: number }

/** The least a way from a place to a node winds: road km per straight km. */
export const minWinding = 1.2

/**
 * The joins of a place attached to segments: each end of each, its straight line to that end times how much the
 * segment winds, the local road to the segment at a main road's speed and the rest at the segment's. `crosses` says
 * whether the place's straight line to an end crosses a barrier (a lake, a ridge): then the way goes along the
 * segment instead.
 */
export function joinsOf(
  network: RoadNetwork,
  attachments: readonly Attachment[],
  crosses: (end: Point, segment: number, at: 0 | 1) => boolean = () => false,
): Join[] {
  const joins: Join[] = []
  for (const { segment: index, t, offKm } of attachments) {
    const segment = network.segments[index]
    if (!segment) continue
    const [a, b] = [network.nodes[segment.from], network.nodes[segment.to]]
    const chord = haversineKm(a, b)
    // The road winds between the place and an end as much as along the whole segment, and at least as a town's
    // streets do.
    const winding = chord > 0.5 ? Math.max(minWinding, segment.km / chord) : minWinding
    const toEnd = (share: number, end: Point, at: 0 | 1) => {
      // Where the straight line to the end crosses a lake or a ridge, along the segment from the place's point on it.
      const along = offKm * minWinding + share * segment.km
      const km = crosses(end, index, at) ? along : Math.hypot(share * chord, offKm) * winding
      const minutes =
        minutesAt(network, "road", offKm) + Math.max(0, km - offKm) * (segmentMinutes(network, segment) / segment.km)
      return { km, minutes, segment: index, t, off: offKm }
    }
    if (t < 1) joins.push({ node: segment.from, ...toEnd(t, a, 0) })
    if (t > 0) joins.push({ node: segment.to, ...toEnd(1 - t, b, 1) })
  }
  return joins
}

/** An end of a segment this close (km) to where a place joins it is where it joins: the node itself. */
export const atNodeKm = 0.5

/**
 * A point joined to segments of the network (a place of the index to those the build chose for it; an address to
 * those of the place nearest to it): at its nearest point on each, and how far off it lies (straight km).
 */
export function attachTo(network: RoadNetwork, point: Point, segments: readonly number[]): Attachment[] {
  return [...new Set(segments)].flatMap((index) => {
    const segment = network.segments[index]
    if (!segment) return []
    const [a, b] = [network.nodes[segment.from], network.nodes[segment.to]]
    const { t, km } = project(point, a, b)
    // A join a few hundred metres from an end is at that end.
    const chord = haversineKm(a, b)
    const at = t * chord < atNodeKm ? 0 : (1 - t) * chord < atNodeKm ? 1 : t
    return [{ segment: index, t: at, offKm: km }]
  })
}

/**
 * A trip's end: where it is, where it joins the network, and, below lowlandM, the lowland places it reaches by
 * local road (none in the mountains).
 */
export type RouteEnd = {
  readonly joins: readonly Join[]
  readonly lat: number
  readonly lon: number
  readonly hops?: readonly Hop[] | null
}

export type RoadRoute = {
  /** Road km, local roads included. */
  km: number
  /** Drive time in minutes, car trains' crossings included. */
  minutes: number
  /** Car trains' fares, CHF. */
  fare: number
  /** The nodes passed, in order (empty on a local trip or one along a single segment). */
  nodes: number[]
  segments: RoadSegment[]
}

const minutesAt = (network: RoadNetwork, kind: RoadKind, km: number) => (km / network.speeds[kind]) * 60
const segmentMinutes = (network: RoadNetwork, s: RoadSegment) =>
  s.kind === "car-train" ? s.minutes : minutesAt(network, s.kind, s.km)

/** A day of the year as the network's seasons and fares count it: month × 100 + day, and the weekday (1 = Monday). */
export type TripDay = { readonly mmdd: number; readonly weekday: number }

/** The day of a yyyy-mm-dd date; null for anything else. */
export function tripDay(date: string): TripDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const at = new Date(Date.UTC(year, month - 1, day))
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null
  return { mmdd: month * 100 + day, weekday: at.getUTCDay() || 7 }
}

/** Whether a road is open on a day: "open" surely, "uncertain" in the weeks it may still or already be closed, "closed". */
export type RoadState = "open" | "uncertain" | "closed"
export function roadState(segment: Pick<RoadSegment, "season">, day: TripDay | null): RoadState {
  const [earliest, from, until, latest] = segment.season
  if (!day || !earliest) return "open"
  if (day.mmdd < earliest || day.mmdd > latest) return "closed"
  return day.mmdd < from || day.mmdd > until ? "uncertain" : "open"
}

const withinDays = (mmdd: number, from: number, to: number) =>
  from <= to ? mmdd >= from && mmdd <= to : mmdd >= from || mmdd <= to

/** A car train's fare on a day: the first of its fares for that weekday and season; without a day, the first. */
export function fareOn(segment: Pick<RoadSegment, "fares">, day: TripDay | null): number {
  if (!segment.fares.length) return 0
  if (!day) return segment.fares[0][0]
  const fare = segment.fares.find(
    ([, weekdays, from, to]) => weekdays & (1 << day.weekday) && withinDays(day.mmdd, from, to),
  )
  return (fare ?? segment.fares[0])[0]
}

export type RouteOptions = {
  /** The pick-up day; null routes as if every pass were open. */
  day: TripDay | null
}

/**
 * The local roads: below `lowlandM` metres, where the country is a dense web of small roads, two places at most
 * `hopKm` apart in a straight line are linked by a road of straight km × roadFactor, unless a barrier (a lake, a
 * ridge without a road) lies between them. A way may go from place to place over them, and on and off the
 * network where a lowland place joins it. Above, in the mountains, a place is only ever a trip's end: it reaches
 * the network where it joins it, and no other place but along the same road.
 */
export const lowlandM = 1000
export const hopKm = 8

/** A place of the local roads: where it is, and where it joins the network. */
export type WebPlace = { readonly lat: number; readonly lon: number; readonly joins: readonly Join[] }
export type LocalWeb = {
  /** Road km of a local road per straight km (the distance rule's roadFactor). */
  readonly roadFactor: number
  readonly places: readonly WebPlace[]
  /** Per place of the web, its local roads to the others (and to itself, at 0 km). */
  readonly hops: readonly (readonly Hop[])[]
  /** Per node of the network, the lowland places that join it, with the join from that place. */
  readonly arrivals: readonly (readonly { place: number; join: Join }[])[]
  /** The places in cells of about `hopKm`, to find those near a point. */
  readonly cells: ReadonlyMap<number, readonly number[]>
}
export type Hop = { readonly place: number; readonly km: number }

// Cells of 0.072° latitude by 0.105° longitude: about 8 km each way at Swiss latitudes.
const cellRow = (lat: number) => Math.floor(lat / 0.072)
const cellCol = (lon: number) => Math.floor(lon / 0.105)
const cellKey = (row: number, col: number) => row * 10000 + col

/** Whether a straight line crosses one of the network's barriers (only those whose box it enters are looked at). */
export function crossesBarrier(network: Pick<RoadNetwork, "barriers" | "barrierBoxes">, a: Point, b: Point): boolean {
  const [south, north] = a.lat < b.lat ? [a.lat, b.lat] : [b.lat, a.lat]
  const [west, east] = a.lon < b.lon ? [a.lon, b.lon] : [b.lon, a.lon]
  return network.barriers.some((line, i) => {
    const box = network.barrierBoxes[i]
    return !(north < box[0] || south > box[1] || east < box[2] || west > box[3]) && crossesLine(a, b, line)
  })
}

/**
 * Which straight lines cross a barrier: those from the index's places to the ends of the segments they join, and
 * those between lowland places within hopKm of each other. The build tests each against the barriers
 * (`crossingsOf`) and ships the answers with the index (`knownCrossings`), so the booking form joins its places and
 * builds the local roads without testing a line, and the build's audit and the visitor's price agree.
 */
export type Crossings = {
  /** [place, segment, end]: the place's straight line to the segment's `from` (0) or `to` (1) node crosses one. */
  readonly ends: (readonly [number, number, 0 | 1])[]
  /** [place, place], the lower index first: lowland places whose straight line crosses one. */
  readonly hops: (readonly [number, number])[]
}
export type CrossingTest = {
  toEnd(place: number, segment: number, at: 0 | 1): boolean
  between(a: number, b: number): boolean
}

/** Each line tested against the network's barriers, and noted in `found` when it crosses one. */
export function crossingsOf(network: RoadNetwork, places: readonly Point[]): CrossingTest & { found: Crossings } {
  const found: { ends: [number, number, 0 | 1][]; hops: [number, number][] } = { ends: [], hops: [] }
  return {
    found,
    toEnd(place, segment, at) {
      const { from, to } = network.segments[segment]
      const crosses = crossesBarrier(network, places[place], network.nodes[at ? to : from])
      if (crosses) found.ends.push([place, segment, at])
      return crosses
    },
    between(a, b) {
      const crosses = crossesBarrier(network, places[a], places[b])
      if (crosses) found.hops.push(a < b ? [a, b] : [b, a])
      return crosses
    },
  }
}

/** The crossings the build found, as the index ships them. */
export function knownCrossings(crossings: Crossings): CrossingTest {
  const ends = new Set(crossings.ends.map(([place, segment, at]) => `${place}|${segment}|${at}`))
  const hops = new Set(crossings.hops.map(([a, b]) => `${a}|${b}`))
  return {
    toEnd: (place, segment, at) => ends.has(`${place}|${segment}|${at}`),
    between: (a, b) => hops.has(a < b ? `${a}|${b}` : `${b}|${a}`),
  }
}

/** The local roads between the lowland places; `blocked` says whether a barrier lies between two of them. */
export function localWeb(
  network: RoadNetwork,
  places: readonly WebPlace[],
  roadFactor: number,
  blocked: (a: number, b: number) => boolean,
): LocalWeb {
  const cells = new Map<number, number[]>()
  places.forEach((place, i) => {
    const key = cellKey(cellRow(place.lat), cellCol(place.lon))
    const cell = cells.get(key)
    if (cell) cell.push(i)
    else cells.set(key, [i])
  })
  // Each pair once: the local road from the lower to the higher, and back.
  const hops: Hop[][] = places.map((_, i) => [{ place: i, km: 0 }])
  places.forEach((place, i) => {
    for (const j of cellsAround(cells, place))
      if (j > i) {
        const straight = haversineKm(place, places[j])
        if (straight > hopKm || blocked(i, j)) continue
        hops[i].push({ place: j, km: straight * roadFactor })
        hops[j].push({ place: i, km: straight * roadFactor })
      }
  })
  const arrivals = network.nodes.map(() => [] as { place: number; join: Join }[])
  places.forEach((place, i) => place.joins.forEach((join) => arrivals[join.node].push({ place: i, join })))
  return { roadFactor, places, cells, hops, arrivals }
}

/** The places of the cell a point lies in and of the eight around it: all those within hopKm of it, and more. */
function* cellsAround(cells: ReadonlyMap<number, readonly number[]>, point: Point) {
  const [row, col] = [cellRow(point.lat), cellCol(point.lon)]
  for (let r = row - 1; r <= row + 1; r++)
    for (let c = col - 1; c <= col + 1; c++) yield* cells.get(cellKey(r, c)) ?? []
}

/** The lowland places a point that is not one of them (an address) reaches by local road. */
export function nearHops(
  network: Pick<RoadNetwork, "barriers" | "barrierBoxes">,
  web: Pick<LocalWeb, "places" | "cells" | "roadFactor">,
  point: Point,
): Hop[] {
  const hops: Hop[] = []
  for (const i of cellsAround(web.cells, point)) {
    const straight = haversineKm(point, web.places[i])
    if (straight <= hopKm && !crossesBarrier(network, point, web.places[i]))
      hops.push({ place: i, km: straight * web.roadFactor })
  }
  return hops
}

/**
 * The network with the local roads between the lowland places, and each place's end as a trip starts or ends
 * there (null for a place that joins nothing): the form of the index both the booking form and the build route on.
 * `heights` in hectometres, as the index carries them; `crossings` numbers places as `places` does.
 */
export function withLocalWeb(
  network: RoadNetwork,
  places: readonly Point[],
  heights: readonly number[],
  attachments: readonly (readonly Attachment[] | null)[],
  roadFactor: number,
  crossings: CrossingTest,
): { network: RoadNetwork; ends: (RouteEnd | null)[] } {
  const joins = attachments.map((attached, i) =>
    attached?.length ? joinsOf(network, attached, (_, segment, at) => crossings.toEnd(i, segment, at)) : null,
  )
  // The lowland places joined to the network, numbered in the web; `member[i]` is place i's number, or -1.
  const placeOf: number[] = []
  const member = places.map((_, i): number => (joins[i] && heights[i] * 100 <= lowlandM ? placeOf.push(i) - 1 : -1))
  const web = localWeb(
    network,
    placeOf.map((i) => ({ lat: places[i].lat, lon: places[i].lon, joins: joins[i]! })),
    roadFactor,
    (a, b) => crossings.between(placeOf[a], placeOf[b]),
  )
  const ends = places.map((place, i) =>
    joins[i]
      ? { joins: joins[i]!, lat: place.lat, lon: place.lon, hops: member[i] >= 0 ? web.hops[member[i]] : null }
      : null,
  )
  return { network: { ...network, web }, ends }
}

/** Two places along one segment: the way between them along it. */
function alongOneSegment(network: RoadNetwork, from: RouteEnd, to: RouteEnd, usable: (s: RoadSegment) => boolean) {
  let best: RoadRoute | null = null
  for (const a of from.joins) {
    for (const b of to.joins) {
      if (a.segment === undefined || a.segment !== b.segment) continue
      const segment = network.segments[a.segment]
      if (!usable(segment)) continue
      // Each to its nearest point on the segment, and along it between them.
      const share = Math.abs(a.t! - b.t!)
      const km = a.off! + b.off! + share * segment.km
      const minutes = minutesAt(network, "road", a.off! + b.off!) + share * segmentMinutes(network, segment)
      if (!best || minutes < best.minutes) best = { km, minutes, fare: 0, nodes: [], segments: [] }
    }
  }
  return best
}

/** The farthest apart two lowland places may be for a trip straight between them by local roads (km). */
export const localTripKm = 15

/** A trip between two lowland places close by: straight km × roadFactor, unless a barrier lies between them. */
function directHop(network: RoadNetwork, from: RouteEnd, to: RouteEnd): RoadRoute | null {
  if (!from.hops || !to.hops || !network.web) return null
  const straight = haversineKm(from, to)
  if (straight > localTripKm || crossesBarrier(network, from, to)) return null
  const km = straight * network.web.roadFactor
  return { km, minutes: minutesAt(network, "road", km), fare: 0, nodes: [], segments: [] }
}

/** Whether a road may be taken on the day of the options: only if it is surely open. */
const usableOn = (options: RouteOptions) => (segment: RoadSegment) => roadState(segment, options.day) === "open"

/**
 * Whether a place's join can be used: a join along a segment closed that day still reaches the segment's nearer
 * end (the pass is shut at the top, not in the village below it).
 */
const joinUsable = (network: RoadNetwork, usable: (s: RoadSegment) => boolean) => (join: Join) =>
  join.segment === undefined ||
  usable(network.segments[join.segment]) ||
  (join.node === network.segments[join.segment].from ? join.t! <= 0.5 : join.t! >= 0.5)

/**
 * The fastest times (and their km) from a trip's start to every node of the network and every place of the local
 * web (numbered after the nodes), and how each was reached: by a segment, or from another node or place.
 */
export type Reach = { time: Float64Array; km: Float64Array; came: Int32Array; by: (RoadSegment | null)[] }

/** A binary heap of [time, vertex]: the next nearest vertex of the search. */
class Queue {
  private times: number[] = []
  private items: number[] = []
  get size() {
    return this.items.length
  }
  push(time: number, item: number) {
    let i = this.items.length
    this.times.push(time)
    this.items.push(item)
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (this.times[parent] <= time) break
      this.times[i] = this.times[parent]
      this.items[i] = this.items[parent]
      i = parent
    }
    this.times[i] = time
    this.items[i] = item
  }
  pop(): number {
    const top = this.items[0]
    const [time, item] = [this.times.pop()!, this.items.pop()!]
    const n = this.items.length
    if (n) {
      let i = 0
      for (;;) {
        let child = 2 * i + 1
        if (child >= n) break
        if (child + 1 < n && this.times[child + 1] < this.times[child]) child++
        if (this.times[child] >= time) break
        this.times[i] = this.times[child]
        this.items[i] = this.items[child]
        i = child
      }
      this.times[i] = time
      this.items[i] = item
    }
    return top
  }
}

/** Every node's and lowland place's fastest time from a trip's start on the day (Dijkstra). */
export function reachFrom(network: RoadNetwork, from: RouteEnd, options: RouteOptions): Reach {
  const usable = usableOn(options)
  const usableJoin = joinUsable(network, usable)
  const web = network.web
  const nodes = network.nodes.length
  const count = nodes + (web?.places.length ?? 0)
  const time = new Float64Array(count).fill(Infinity)
  const km = new Float64Array(count)
  const came = new Int32Array(count).fill(-1)
  const by = new Array<RoadSegment | null>(count).fill(null)
  const queue = new Queue()
  const reach = (vertex: number, minutes: number, distance: number, previous: number, segment: RoadSegment | null) => {
    if (minutes >= time[vertex]) return
    ;[time[vertex], km[vertex], came[vertex], by[vertex]] = [minutes, distance, previous, segment]
    queue.push(minutes, vertex)
  }
  for (const join of from.joins) if (usableJoin(join)) reach(join.node, join.minutes, join.km, -1, null)
  for (const hop of from.hops ?? []) reach(nodes + hop.place, minutesAt(network, "road", hop.km), hop.km, -1, null)
  const done = new Uint8Array(count)
  while (queue.size) {
    const at = queue.pop()
    if (done[at]) continue
    done[at] = 1
    if (at < nodes) {
      for (const segment of network.links[at]) {
        if (!usable(segment)) continue
        const next = segment.from === at ? segment.to : segment.from
        reach(next, time[at] + segmentMinutes(network, segment), km[at] + segment.km, at, segment)
      }
      for (const { place, join } of web?.arrivals[at] ?? [])
        if (usableJoin(join)) reach(nodes + place, time[at] + join.minutes, km[at] + join.km, at, null)
    } else {
      const place = at - nodes
      for (const join of web!.places[place].joins)
        if (usableJoin(join)) reach(join.node, time[at] + join.minutes, km[at] + join.km, at, null)
      for (const hop of web!.hops[place])
        reach(nodes + hop.place, time[at] + minutesAt(network, "road", hop.km), km[at] + hop.km, at, null)
    }
  }
  return { time, km, came, by }
}

/** The fastest way to a trip's end from a reach, over the network and the local roads. */
export function wayFromReach(
  network: RoadNetwork,
  reach: Reach,
  to: RouteEnd,
  options: RouteOptions,
): RoadRoute | null {
  const nodes = network.nodes.length
  let end = -1
  let [endTime, endKm] = [Infinity, 0]
  const arrive = (vertex: number, minutes: number, km: number) => {
    const total = reach.time[vertex] + minutes
    if (total < endTime) [end, endTime, endKm] = [vertex, total, reach.km[vertex] + km]
  }
  const usableJoin = joinUsable(network, usableOn(options))
  for (const join of to.joins) if (usableJoin(join)) arrive(join.node, join.minutes, join.km)
  for (const hop of to.hops ?? []) arrive(nodes + hop.place, minutesAt(network, "road", hop.km), hop.km)
  if (end < 0) return null
  const segments: RoadSegment[] = []
  const passed: number[] = []
  for (let v = end; v >= 0; v = reach.came[v]) {
    if (v < nodes) passed.unshift(v)
    if (reach.by[v]) segments.unshift(reach.by[v]!)
  }
  return {
    km: endKm,
    minutes: endTime,
    fare: segments.reduce((sum, s) => sum + fareOn(s, options.day), 0),
    nodes: passed,
    segments,
  }
}

/** The fastest of the ways found, or null. */
export const fastest = (ways: (RoadRoute | null)[]): RoadRoute | null =>
  ways.reduce<RoadRoute | null>((best, way) => (way && (!best || way.minutes < best.minutes) ? way : best), null)

/** The ways between two places that are not over the network's nodes: along one segment, or one local road. */
export function directWays(network: RoadNetwork, from: RouteEnd, to: RouteEnd, options: RouteOptions) {
  return [alongOneSegment(network, from, to, usableOn(options)), directHop(network, from, to)]
}

/**
 * The fastest way from one end to another on the day, by the network's speeds and the car trains' crossing times;
 * null when the roads open that day cut them apart.
 */
export function roadRoute(network: RoadNetwork, from: RouteEnd, to: RouteEnd, options: RouteOptions): RoadRoute | null {
  const over = wayFromReach(network, reachFrom(network, from, options), to, options)
  return fastest([...directWays(network, from, to, options), over])
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
  /**
   * A road the fastest way would take, closed on the pick-up day ("closed") or perhaps not yet or no longer open
   * ("uncertain"): the way priced goes round it. The month names it on the route line.
   */
  closed: { name: Names; month: number; state: Exclude<RoadState, "open"> } | null
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
 * The way on the pick-up day with what a route line says of it: the fastest over the roads surely open that day;
 * where the fastest with every road open takes one that is not, `closed` names it. null when the places cannot be
 * joined that day.
 */
export function routeSummary(
  network: RoadNetwork,
  from: RouteEnd,
  to: RouteEnd,
  options: RouteOptions,
): RouteSummary | null {
  const route = roadRoute(network, from, to, options)
  if (!route) return null
  // Where a road is shut or uncertain that day, the way with every road open says which one the trip goes round.
  let closed: RouteSummary["closed"] = null
  const day = options.day
  const seasonal = day ? network.segments.filter((s) => roadState(s, day) !== "open") : []
  if (day && seasonal.length) {
    const open = roadRoute(network, from, to, { ...options, day: null })
    const ends = [...from.joins, ...to.joins].flatMap((j) =>
      j.segment === undefined ? [] : [network.segments[j.segment]],
    )
    const shut =
      open && open.minutes < route.minutes - 0.5
        ? [...open.segments, ...ends].find((s) => s.name && seasonal.includes(s))
        : undefined
    if (shut)
      closed = {
        name: shut.name!,
        month: Math.floor(day.mmdd / 100),
        state: roadState(shut, day) as Exclude<RoadState, "open">,
      }
  }
  return {
    km: Math.round(route.km),
    minutes: Math.max(5, Math.round(route.minutes / 5) * 5),
    fare: route.fare,
    via: viaOf(network, route),
    closed,
    route,
  }
}

/** The options a trip is routed with on a day (null: every road open). */
export const routeOptions = (day: TripDay | null): RouteOptions => ({ day })
