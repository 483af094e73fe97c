/**
 * The road network as content (content/tariff/roads/<from>--<to>.yaml, one segment each, and the nodes no other
 * list knows in content/tariff/junctions.yaml), resolved, checked and joined to every place of the index at build
 * time. The browser gets it compact inside generated/places.json and routes on it (src/lib/domain/roads.ts).
 *
 * A segment's end is named, in this order: a junction, a tariff place by its German name (its car end, so
 * "Zermatt (Täsch)" is Täsch), or a Swiss or Liechtenstein locality of GeoNames by its name ("Buchs SG" where
 * several share it). The check refuses an end it cannot find, a length shorter than the straight line or
 * implausibly longer, a month outside 1-12, and a network in parts.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { plainName, type Tariff } from "../../lib/domain/tariff"
import { carPoint, haversineKm, type Point } from "../../lib/domain/tariff-rule"
import { monthMask, segmentKinds, type RoadNetworkFile, type SegmentKind } from "../../lib/domain/roads"
import type { GeoNamesRow } from "./places-index"

/** Coordinates to four decimals, about 10 m: as the place index and the network write them. */
export const round4 = (n: number) => Math.round(n * 1e4) / 1e4

/** Where the segments and the junctions are, in the content folder (messages name them from the project). */
export const roadsFolder = "tariff/roads"
export const junctionsFile = "tariff/junctions.yaml"

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

export type Node = {
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

export const swiss = (country: string | null | undefined) => !country || country === "CH" || country === "LI"

/**
 * The district and canton of a Swiss point: those of the nearest GeoNames row, city quarters included (Oerlikon
 * is in the district of Zürich, though Opfikon, a town of its own, is nearer to the Hallenstadion than Zürich's
 * centre is).
 */
export function districtFinder(rows: GeoNamesRow[]) {
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
      const name = place.via ? { de: place.via.name, en: place.via.name } : plainName(place.name)
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
