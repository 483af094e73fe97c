/**
 * The road network as content (content/tariff/roads/<from>--<to>.yaml, one segment each, and the nodes no other
 * list knows in content/tariff/junctions.yaml), resolved, checked and joined to every place of the index at build
 * time. The browser gets it compact inside generated/places.json and routes on it (src/lib/domain/roads.ts).
 *
 * A segment's end is named, in this order: a junction, a tariff place by its German name (its car end, so
 * "Zermatt (Täsch)" is Täsch), or a Swiss or Liechtenstein locality of GeoNames by its name ("Buchs SG" where
 * several share it). The check refuses an end it cannot find, a length shorter than the straight line or
 * implausibly longer, a month outside 1-12, and a network in parts.
 *
 * Joining: a place joins the nearest node of its own district (GeoNames admin2) within `maxJoinKm`, so a village
 * joins the road up its own valley and not the one across the ridge, and a nearer node of its canton within
 * `localJoinKm` besides; without a node in its district, the nearest of its canton; else the nearest node
 * within `maxBorderJoinKm` of another canton (the lowlands, where cantons meet without a ridge). A place abroad
 * joins a node of its own country. A place that cannot be joined fails the build, named.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { Tariff, TariffPlace } from "../lib/domain/tariff"
import { carPoint, haversineKm, type Point, type RoadDistance } from "../lib/domain/tariff-rule"
import {
  monthMask,
  readNetwork,
  roadRoute,
  routeOptions,
  segmentKinds,
  type Join,
  type RoadNetworkFile,
  type SegmentKind,
} from "../lib/domain/roads"
import type { PlaceIndexFile, PlaceRow } from "../lib/domain/places"
import type { GeoNamesRow, PlaceIndexBase } from "./places-index"

/** Where the segments and the junctions are, in the content folder (messages name them from the project). */
export const roadsFolder = "tariff/roads"
export const junctionsFile = "tariff/junctions.yaml"

/** The farthest a place may be from the node it joins, in straight-line km. */
export const maxJoinKm = 25
/** A node of the canton this close is joined too, beside the nearest of the district. */
export const localJoinKm = 8
/** The farthest a place may be from a node of another canton it joins, where its own has none within maxJoinKm. */
export const maxBorderJoinKm = 12
/** A segment may be at most this many times its straight line (a pass road winds more); short ones are exempt. */
export const maxDetour: Record<SegmentKind, number> = {
  motorway: 2.5,
  road: 2.5,
  tunnel: 2.5,
  pass: 3.5,
  "car-train": 2.5,
}
export const detourExemptKm = 3

type Names = { de: string; en?: string }
export type JunctionEntry = { name: string; en?: string; lat: number; lon: number; country?: string }
export type SegmentEntry = {
  from: string
  to: string
  km: number
  kind: SegmentKind
  name?: Names | null
  closed?: number[] | null
  fare?: number | null
  minutes?: number | null
}

export type RoadContent = {
  junctions: (JunctionEntry & { file: string })[]
  segments: (SegmentEntry & { file: string })[]
}

const load = (file: string) => yaml.load(fs.readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA })

/** The segment files and the junctions, each with the file it comes from (relative to the project). */
export function readRoadContent(contentDir: string): RoadContent {
  const folder = path.join(contentDir, roadsFolder)
  const files = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((f) => f.endsWith(".yaml"))
        .sort()
    : []
  const junctionPath = path.join(contentDir, junctionsFile)
  const junctions = fs.existsSync(junctionPath)
    ? ((load(junctionPath) as { junctions?: JunctionEntry[] } | null)?.junctions ?? [])
    : []
  return {
    junctions: junctions.map((j, i) => ({ ...j, file: `content/${junctionsFile}: junctions[${i}]` })),
    segments: files.map((f) => ({
      ...(load(path.join(folder, f)) as SegmentEntry),
      file: `content/${roadsFolder}/${f}`,
    })),
  }
}

type Node = {
  key: string
  name: { de: string; en: string }
  lat: number
  lon: number
  population: number
  /** "CH"/"LI" or the country of a node abroad. */
  country: string
  admin1: string
  admin2: string
}

const withoutParenthesis = (name: string) => name.replace(/\s*\(.*\)$/, "")
const swiss = (country: string | null | undefined) => !country || country === "CH" || country === "LI"

/**
 * The district and canton of a Swiss point: those of the nearest GeoNames row, city quarters included (Oerlikon
 * is in the district of Zürich, though Opfikon, a town of its own, is nearer to the Hallenstadion than Zürich's
 * centre is).
 */
function districtFinder(rows: GeoNamesRow[]) {
  return (point: Point) => {
    let best = rows[0]
    let bestKm = Infinity
    for (const row of rows) {
      const km = haversineKm(point, row)
      if (km < bestKm) [best, bestKm] = [row, km]
    }
    // Liechtenstein's admin1 codes are its municipalities: the country is one "canton" here.
    return best.country === "LI" ? { admin1: "FL", admin2: best.admin1 } : { admin1: best.admin1, admin2: best.admin2 }
  }
}

export type ResolvedNetwork = {
  nodes: Node[]
  file: RoadNetworkFile
  problems: string[]
}

/** Every end named, every number checked; the network in its compact form. */
export function resolveNetwork(
  content: RoadContent,
  tariff: Pick<Tariff, "places">,
  rows: GeoNamesRow[],
): ResolvedNetwork {
  const problems: string[] = []
  const district = districtFinder(rows)
  const nodes: Node[] = []
  const byKey = new Map<string, number>()
  const nodeOf = (node: Omit<Node, "admin1" | "admin2">) => {
    if (!byKey.has(node.key)) {
      const region = swiss(node.country) ? district(node) : { admin1: node.country, admin2: node.country }
      byKey.set(node.key, nodes.push({ ...node, ...region }) - 1)
    }
    return byKey.get(node.key)!
  }

  const junctions = new Map<string, JunctionEntry & { file: string }>()
  for (const junction of content.junctions) {
    if (!junction.name) problems.push(`${junction.file}: name: is missing`)
    else if (junctions.has(junction.name)) problems.push(`${junction.file}: name: "${junction.name}" is listed twice`)
    else if (![junction.lat, junction.lon].every(Number.isFinite))
      problems.push(`${junction.file}: lat, lon: "${junction.name}" needs both coordinates`)
    else junctions.set(junction.name, junction)
  }
  const localities = rows.filter((r) => r.feature !== "PPLX")
  const population = (names: string[], point: Point) =>
    Math.max(
      0,
      ...localities
        .filter((r) => haversineKm(point, r) < 10 && [r.name, ...r.alternates].some((n) => names.includes(n)))
        .map((r) => r.population),
    )

  const resolve = (text: string): number | null => {
    const junction = junctions.get(text)
    if (junction) {
      const country = junction.country ?? "CH"
      const name = { de: junction.name, en: junction.en ?? junction.name }
      return nodeOf({ key: `junction:${text}`, name, lat: junction.lat, lon: junction.lon, population: 0, country })
    }
    const place = tariff.places.find((p) => p.name.de === text)
    const point = place && carPoint(place)
    if (place && point) {
      // A car-free place stands in the network as its car end: Parkhaus Saas-Fee, Täsch.
      const name = place.via
        ? { de: place.via.name, en: place.via.name }
        : { de: withoutParenthesis(place.name.de), en: withoutParenthesis(place.name.en) }
      const people = population([place.name.de, place.name.en, ...place.aliases], point)
      return nodeOf({
        key: `place:${place.id}`,
        name,
        lat: point.lat,
        lon: point.lon,
        population: people,
        country: place.country ?? "CH",
      })
    }
    const [, bare, canton] = /^(.*?)(?: ([A-Z]{2}))?$/.exec(text)!
    const found = localities.filter(
      (r) => (r.name === text || (canton && r.name === bare && r.admin1 === canton)) && swiss(r.country),
    )
    if (found.length !== 1) return found.length > 1 ? -1 : null
    const row = found[0]
    return nodeOf({
      key: `geonames:${row.id}`,
      name: { de: row.name, en: row.name },
      lat: row.lat,
      lon: row.lon,
      population: row.population,
      country: row.country,
    })
  }

  const file: RoadNetworkFile = { nodes: [], segments: [] }
  const seen = new Map<string, string>()
  for (const segment of content.segments) {
    const where = segment.file
    const ends = (["from", "to"] as const).map((field) => {
      const text = String(segment[field] ?? "")
      const node = resolve(text)
      if (node === -1)
        problems.push(`${where}: ${field}: "${text}" names several Swiss places: add the canton ("${text} SG")`)
      else if (node === null)
        problems.push(
          `${where}: ${field}: "${text}" is not a junction (content/${junctionsFile}), a tariff place or a Swiss locality`,
        )
      return node !== null && node >= 0 ? node : null
    })
    const km = Number(segment.km)
    if (!(Number.isFinite(km) && km > 0)) problems.push(`${where}: km: must be a positive number (is ${segment.km})`)
    if (!segmentKinds.includes(segment.kind))
      problems.push(`${where}: kind: "${segment.kind}" is not one of ${segmentKinds.join(", ")}`)
    const closed = segment.closed ?? []
    for (const month of closed) {
      if (!(Number.isInteger(month) && month >= 1 && month <= 12))
        problems.push(`${where}: closed: ${month} is not a month (1-12)`)
    }
    const fare = Number(segment.fare ?? 0)
    const minutes = Number(segment.minutes ?? 0)
    if (segment.kind === "car-train" && !(fare > 0 && minutes > 0))
      problems.push(`${where}: fare, minutes: a car train needs its fare (CHF) and its crossing time`)
    if (!(fare >= 0)) problems.push(`${where}: fare: must not be negative`)
    const [from, to] = ends
    if (from === null || to === null || !(km > 0) || !segmentKinds.includes(segment.kind)) continue
    if (from === to) {
      problems.push(`${where}: to: a segment joins two different places`)
      continue
    }
    const pair = [from, to].sort((a, b) => a - b).join("-")
    if (seen.has(pair) && segment.kind !== "pass" && segment.kind !== "car-train")
      problems.push(`${where}: from, to: ${seen.get(pair)} joins the same two places`)
    seen.set(pair, where)
    const straight = haversineKm(nodes[from], nodes[to])
    if (km < straight - 0.5)
      problems.push(
        `${where}: km: ${km} is shorter than the straight line between ${segment.from} and ${segment.to} (${straight.toFixed(1)} km)`,
      )
    else if (straight >= detourExemptKm && km > maxDetour[segment.kind] * straight)
      problems.push(
        `${where}: km: ${km} is more than ${maxDetour[segment.kind]} × the straight line (${straight.toFixed(1)} km): is it that road's length?`,
      )
    file.segments.push([
      from,
      to,
      Math.round(km * 10) / 10,
      segment.kind,
      monthMask(closed),
      fare,
      minutes,
      segment.name?.de ?? "",
      segment.name?.en && segment.name.en !== segment.name.de ? segment.name.en : "",
    ])
  }
  file.nodes = nodes.map((n) => [
    n.name.de,
    n.name.en === n.name.de ? "" : n.name.en,
    round4(n.lat),
    round4(n.lon),
    n.population,
  ])
  if (nodes.length) {
    const unreachable = unreachableNodes(file)
    if (unreachable.length)
      problems.push(
        `content/${roadsFolder}: the network is in parts: ${unreachable.map((n) => nodes[n].name.de).join(", ")} cannot be reached from ${nodes[0].name.de}`,
      )
  } else problems.push(`content/${roadsFolder}: holds no segment: the distance rule needs the road network`)
  return { nodes, file, problems }
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4

function unreachableNodes(file: RoadNetworkFile): number[] {
  const reached = new Set([0])
  const queue = [0]
  while (queue.length) {
    const at = queue.pop()!
    for (const [a, b] of file.segments) {
      const next = a === at ? b : b === at ? a : -1
      if (next >= 0 && !reached.has(next)) {
        reached.add(next)
        queue.push(next)
      }
    }
  }
  return file.nodes.map((_, i) => i).filter((i) => !reached.has(i))
}

/** A place to join: where a car stops there, and its country ("" or CH/LI for Switzerland and Liechtenstein). */
export type Joinable = { name: string; lat: number; lon: number; country?: string | null }

/** The joins of the places, in their order, and a message for each place that cannot be joined. */
export function joinPlaces(network: ResolvedNetwork, places: Joinable[], rows: GeoNamesRow[]) {
  const district = districtFinder(rows)
  const problems: string[] = []
  const joins = places.map((place): Join[] | null => {
    const nearest = (filter: (node: Node, km: number) => boolean) => {
      let best: Join | null = null
      network.nodes.forEach((node, i) => {
        const km = haversineKm(place, node)
        if (km <= maxJoinKm && filter(node, km) && (!best || km < best.km)) best = { node: i, km: round1(km) }
      })
      return best as Join | null
    }
    const at = nearest((_, km) => km < 1)
    if (at) return [at]
    if (!swiss(place.country)) return list(nearest((node) => node.country === place.country))
    const own = district(place)
    const canton = (node: Node) => swiss(node.country) && node.admin1 === own.admin1
    const valley = nearest((node) => canton(node) && node.admin2 === own.admin2)
    // A nearer node of the canton close by as well: in the lowlands a district's border is no ridge (Dübendorf
    // lies between Zürich and Uster); the trip takes whichever of the two is shorter.
    const close = nearest((node, km) => canton(node) && km <= localJoinKm)
    if (valley) return close && close.node !== valley.node && close.km < valley.km ? [valley, close] : [valley]
    return list(
      nearest(canton) ??
        // A canton without a node near (Appenzell, the Oberaargau): the nearest node close by, across the border.
        nearest((node, km) => swiss(node.country) && km <= maxBorderJoinKm),
    )
  })
  joins.forEach((join, i) => {
    if (!join)
      problems.push(
        `places: "${places[i].name}" cannot be joined to the road network: no node of its district or canton within ${maxJoinKm} km (add a segment to content/${roadsFolder}/)`,
      )
  })
  return { joins, problems }
}

const round1 = (n: number) => Math.round(n * 10) / 10
const list = (join: Join | null) => (join ? [join] : null)

/** Where a tariff place joins: its car end (Zermatt: Täsch), as a Joinable; null without coordinates. */
export function joinableOf(place: TariffPlace): Joinable | null {
  const point = carPoint(place)
  return point ? { name: place.name.de, lat: point.lat, lon: point.lon, country: place.country } : null
}

/** The roads as read from content/ and checked, with every place of the index joined; the problems of both. */
export function roadPricing(
  contentDir: string,
  tariff: Pick<Tariff, "places">,
  rows: GeoNamesRow[],
  index: PlaceIndexBase,
) {
  const network = resolveNetwork(readRoadContent(contentDir), tariff, rows)
  if (network.problems.length) return { network, joins: [], problems: network.problems }
  const tariffPlaces = new Map(tariff.places.map((p) => [p.id, p]))
  const joinable = index.places.map(([id, de, , , , lat, lon]): Joinable => {
    const place = tariffPlaces.get(id)
    if (place) return joinableOf(place) ?? { name: de, lat: NaN, lon: NaN }
    return { name: de, lat, lon }
  })
  const { joins, problems } = joinPlaces(network, joinable, rows)
  return { network, joins, problems }
}

/** The index with each place's join (node, straight km) and the network itself, as the browser loads it. */
export function withRoads(index: PlaceIndexBase, network: ResolvedNetwork, joins: (Join[] | null)[]): PlaceIndexFile {
  return {
    ...index,
    places: index.places.map((row, i) => {
      const [first, second] = joins[i] ?? []
      return [...row, first?.node ?? -1, first?.km ?? 0, second?.node ?? -1, second?.km ?? 0] as PlaceRow
    }),
    network: network.file,
  }
}

/**
 * The roads checked, and the way by road between any two tariff places with every pass open (the distance rule's
 * calibration against the listed prices, src/lib/domain/tariff-rule.ts).
 */
export function tariffRoads(
  contentDir: string,
  tariff: Tariff,
  rows: GeoNamesRow[],
): { problems: string[]; road: RoadDistance } {
  const network = resolveNetwork(readRoadContent(contentDir), tariff, rows)
  const none: RoadDistance = () => null
  if (network.problems.length || !tariff.distanceRule) return { problems: network.problems, road: none }
  const joinable = tariff.places.map((p) => joinableOf(p) ?? { name: p.name.de, lat: NaN, lon: NaN })
  const { joins, problems } = joinPlaces(network, joinable, rows)
  const roads = readNetwork(network.file)
  const at = new Map(tariff.places.map((p, i) => [p.id, i]))
  const options = routeOptions(tariff.distanceRule, 0)
  const road: RoadDistance = (from, to) => {
    const [a, b] = [at.get(from.id)!, at.get(to.id)!]
    if (!joins[a] || !joins[b]) return null
    const end = (i: number) => ({ joins: joins[i]!, lat: joinable[i].lat, lon: joinable[i].lon })
    const way = roadRoute(roads, end(a), end(b), options)
    return way && { km: way.km, fare: way.fare }
  }
  return { problems, road }
}
