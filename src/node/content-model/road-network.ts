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
import { carPoint, plainName, type Tariff } from "../../lib/domain/tariff"
import { haversineKm, type Point } from "../../lib/domain/geometry"
import {
  roadKinds,
  segmentKinds,
  type Fare,
  type RoadKind,
  type RoadNetworkFile,
  type Season,
  type SegmentKind,
} from "../../lib/domain/roads"
import type { GeoNamesRow } from "./geonames"

/** Coordinates to four decimals, about 10 m: as the place index and the network write them. */
export const round4 = (n: number) => Math.round(n * 1e4) / 1e4

/** Where the segments and the junctions are, in the content folder (messages name them from the project). */
export const roadsFolder = "tariff/roads"
export const junctionsFile = "tariff/junctions.yaml"
export const barriersFile = "tariff/barriers.yaml"
export const speedsFile = "tariff/speeds.yaml"

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
/** A pass's usual season, days written "15.06." (day and month). */
export type SeasonEntry = {
  earliestOpening: string
  surelyOpenFrom: string
  surelyOpenUntil: string
  latestClosing: string
}
/** A car train's fare: CHF, on weekdays (1 = Monday … 7 = Sunday; none: every day), between two days ("01.11."). */
export type FareEntry = { chf: number; weekdays?: number[] | null; from?: string | null; to?: string | null }
export type SegmentEntry = {
  from: string
  to: string
  km: number
  kind: SegmentKind
  name?: Names | null
  season?: SeasonEntry | null
  fares?: FareEntry[] | null
  /** Where the fares come from, and the day they were last checked there (car trains). */
  source?: string | null
  checked?: string | null
  minutes?: number | null
}
/** A lake or a ridge without a road, as a line of points. */
export type BarrierEntry = {
  name: string
  en?: string
  kind: "lake" | "ridge"
  note?: string
  line: { lat: number; lon: number }[]
}

export type RoadContent = {
  junctions: (JunctionEntry & { file: string })[]
  segments: (SegmentEntry & { file: string })[]
  barriers: (BarrierEntry & { file: string })[]
  speeds: Partial<Record<RoadKind, number>> & { file: string }
}

const load = (file: string) => yaml.load(fs.readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA })
const loadIf = (file: string) => (fs.existsSync(file) ? load(file) : null)

/** The segment files, the junctions, the barriers and the speeds, each with the file it comes from. */
export function readRoadContent(contentDir: string): RoadContent {
  const folder = path.join(contentDir, roadsFolder)
  const files = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((f) => f.endsWith(".yaml"))
        .sort()
    : []
  const junctions = (loadIf(path.join(contentDir, junctionsFile)) as { junctions?: JunctionEntry[] } | null)?.junctions
  const barriers = (loadIf(path.join(contentDir, barriersFile)) as { barriers?: BarrierEntry[] } | null)?.barriers
  const speeds = (loadIf(path.join(contentDir, speedsFile)) as Partial<Record<RoadKind, number>> | null) ?? {}
  return {
    junctions: (junctions ?? []).map((j, i) => ({ ...j, file: `content/${junctionsFile}: junctions[${i}]` })),
    segments: files.map((f) => ({
      ...(load(path.join(folder, f)) as SegmentEntry),
      file: `content/${roadsFolder}/${f}`,
    })),
    barriers: (barriers ?? []).map((b, i) => ({ ...b, file: `content/${barriersFile}: barriers[${i}]` })),
    speeds: { ...speeds, file: `content/${speedsFile}` },
  }
}

/** A day written "15.06." (or "15.6.") as month × 100 + day, the form the network carries; null when it is none. */
export function dayOfYear(text: unknown): number | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.?$/.exec(String(text ?? "").trim())
  if (!match) return null
  const [day, month] = [Number(match[1]), Number(match[2])]
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days && day >= 1 && day <= days ? month * 100 + day : null
}

const seasonFields = ["earliestOpening", "surelyOpenFrom", "surelyOpenUntil", "latestClosing"] as const

/** A segment's season as the network carries it, and what is wrong with it. */
function seasonOf(segment: SegmentEntry, where: string, problems: string[]): Season {
  if (!segment.season) return [0, 0, 0, 0]
  const days = seasonFields.map((field) => {
    const day = dayOfYear(segment.season![field])
    if (day === null)
      problems.push(`${where}: season.${field}: "${segment.season![field] ?? ""}" is not a day (15.06.)`)
    return day ?? 0
  })
  if (days.every(Boolean) && !days.every((day, i) => i === 0 || days[i - 1] <= day))
    problems.push(
      `${where}: season: the four days must follow each other within one year (${seasonFields.join(" ≤ ")})`,
    )
  return days as unknown as Season
}

/** A car train's fares as the network carries them, and what is wrong with them. */
function faresOf(segment: SegmentEntry, where: string, problems: string[]): Fare[] {
  const fares = segment.fares ?? []
  return fares.map((fare, i): Fare => {
    const field = `${where}: fares[${i}]`
    const chf = Number(fare.chf)
    if (!(chf > 0)) problems.push(`${field}.chf: must be a positive amount (is ${fare.chf})`)
    const weekdays = fare.weekdays?.length ? fare.weekdays : [1, 2, 3, 4, 5, 6, 7]
    for (const day of weekdays)
      if (!(Number.isInteger(day) && day >= 1 && day <= 7))
        problems.push(`${field}.weekdays: ${day} is not a weekday (1 = Monday … 7 = Sunday)`)
    const [from, to] = [fare.from ?? "01.01.", fare.to ?? "31.12."].map((text, j) => {
      const day = dayOfYear(text)
      if (day === null) problems.push(`${field}.${j ? "to" : "from"}: "${text}" is not a day (01.11.)`)
      return day ?? 0
    })
    return [chf, weekdays.reduce((mask, day) => mask | (1 << day), 0), from, to]
  })
}

export type Node = {
  key: string
  name: { de: string; en: string }
  lat: number
  lon: number
  population: number
  /** "CH"/"LI" or the country of a node abroad. */
  country: string
}

export const swiss = (country: string | null | undefined) => !country || country === "CH" || country === "LI"

/** The speeds the way is chosen by when the office has not set one (km/h). */
export const defaultSpeeds: Record<RoadKind, number> = { motorway: 95, road: 55, pass: 35, tunnel: 80 }

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
  const nodes: Node[] = []
  const byKey = new Map<string, number>()
  const nodeOf = (node: Node) => {
    if (!byKey.has(node.key)) byKey.set(node.key, nodes.push(node) - 1)
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

  const file: RoadNetworkFile = {
    nodes: [],
    segments: [],
    speeds: speedsOf(content.speeds, problems),
    barriers: barriersOf(content.barriers, problems),
  }
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
    if (segment.season && segment.kind !== "pass" && segment.kind !== "road")
      problems.push(`${where}: season: only a pass or a road has a season`)
    const season = seasonOf(segment, where, problems)
    const fares = faresOf(segment, where, problems)
    const minutes = Number(segment.minutes ?? 0)
    if (segment.kind === "car-train") {
      if (!(fares.length && minutes > 0))
        problems.push(`${where}: fares, minutes: a car train needs its fares (CHF) and its crossing time`)
      if (!segment.source || !dayOfIso(segment.checked))
        problems.push(
          `${where}: source, checked: a car train's fares name where they come from and the day they were checked (2026-12-05)`,
        )
    } else if (fares.length) problems.push(`${where}: fares: only a car train has fares`)
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
      season,
      fares,
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

const dayOfIso = (text: unknown) => /^\d{4}-\d{2}-\d{2}$/.test(String(text ?? ""))

/** The office's speeds, each kind's own or the default, and what is wrong with them. */
function speedsOf(speeds: RoadContent["speeds"], problems: string[]): Record<RoadKind, number> {
  return Object.fromEntries(
    roadKinds.map((kind) => {
      const speed = Number(speeds[kind] ?? defaultSpeeds[kind])
      if (!(speed >= 10 && speed <= 130))
        problems.push(
          `${speeds.file}: ${kind}: ${speeds[kind]} km/h is not an average speed on that kind of road (10-130)`,
        )
      return [kind, speed]
    }),
  ) as Record<RoadKind, number>
}

/** The barriers as flat lines, and what is wrong with them. */
function barriersOf(barriers: RoadContent["barriers"], problems: string[]): number[][] {
  return barriers.map((barrier) => {
    const line = Array.isArray(barrier.line) ? barrier.line : []
    if (!barrier.name) problems.push(`${barrier.file}: name: is missing`)
    if (barrier.kind !== "lake" && barrier.kind !== "ridge")
      problems.push(`${barrier.file}: kind: "${barrier.kind}" is not lake or ridge`)
    const sound = line.every((p) => p && p.lat > 45 && p.lat < 48.5 && p.lon > 5 && p.lon < 11)
    if (line.length < 2 || !sound)
      problems.push(`${barrier.file}: line: "${barrier.name}" needs two or more points in and around Switzerland`)
    return line.flatMap(({ lat, lon }) => [round4(lat), round4(lon)])
  })
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
