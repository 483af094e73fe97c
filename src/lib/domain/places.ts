/**
 * The booking form's places: every Swiss and Liechtenstein locality and the tariff's own places, with their names
 * in German, French, Italian and English and the spellings people type (src/node/content-model/places-index.ts builds the
 * index from GeoNames at build time). The index is a chunk of its own, loaded from the site's origin when an
 * address field is first used, never with the page.
 *
 * Matching compares "folded" text: lower case, no accents, umlauts typed as ae/oe/ue the same as ä/ö/ü (both
 * sides fold ä→a and ae→a), and "St." the same as "Sankt" and "Saint". Every key is folded once when the index
 * loads, so a keystroke only compares strings.
 */
import type { Language } from "../language/languages"
import { normalisePlace } from "./tariff"
import {
  attachTo,
  knownCrossings,
  readNetwork,
  withLocalWeb,
  type Crossings,
  type RoadNetwork,
  type RoadNetworkFile,
  type RouteEnd,
} from "./roads"

/**
 * One row of generated/places.json: [id, German label, English label or "", detail, kind, lat, lon, population,
 * spellings joined by "|"]. The detail is the canton code of a Swiss place (FR is Fribourg), "FL" in
 * Liechtenstein, or "@" and the ISO country code of a place abroad ("@FR" is France): the two sets of codes overlap.
 */
export type PlaceRowBase = [string, string, string, string, string, number, number, number, string]
export type PlaceRow = [...PlaceRowBase, ...number[]]
/**
 * The places, each with its height in hectometres (column 10) and the segments of the road network it lies along
 * (from column 11 on, nearest first). A tariff place's coordinates are where a car stops there (Zermatt: Täsch).
 */
export type PlaceIndexFile = {
  source: string
  places: PlaceRow[]
  network?: RoadNetworkFile
  /** The distance rule's roadFactor the local roads were measured with. */
  roadFactor?: number
  /** Which of the places' straight lines cross a barrier, as the build tested them (with the network). */
  crossings?: Crossings
}

export type PlaceSuggestion = { id: string; label: string; detail: string }

export type IndexedPlace = {
  readonly id: string
  readonly label: Readonly<Record<Language, string>>
  /** Canton code (GR), "FL" in Liechtenstein, or empty (abroad). */
  readonly region: string
  /** ISO country code of a place abroad (IT), empty in Switzerland and Liechtenstein. */
  readonly country: string
  readonly kind: string
  readonly lat: number
  readonly lon: number
  /** Folded spellings, the labels first. */
  readonly keys: readonly string[]
  readonly rank: number
  /** The segments of the network the place lies along (src/node/content-model/road-joins.ts), nearest first. */
  readonly segments: readonly number[]
  /** Hectometres above sea level: below lowlandM a place has local roads to its neighbours. */
  readonly height: number
  /** Where a trip starts or ends there: its joins to the network and its local roads (null without them). */
  readonly end: RouteEnd | null
}

/** Opaque to the form: hand it back to suggestPlaces / resolvePlace. */
export type PlaceIndex = {
  readonly places: readonly IndexedPlace[]
  readonly byId: ReadonlyMap<string, IndexedPlace>
  /** The roads the distance rule prices by (null in an index written without them). */
  readonly network: RoadNetwork | null
}

const saintWords = /\b(sankt|saint|sainte|st|ste)\b/g

/** The comparable form of a typed name: normalisePlace, then ae/oe/ue → a/o/u and every "St."/"Sankt"/"Saint" → "st". */
export function foldPlace(text: string): string {
  return foldUmlauts(text).replace(saintWords, "st")
}

const foldUmlauts = (text: string) => normalisePlace(text).replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u")

// Airports first, then the tariff's other places, then localities by population.
const kindRank: Record<string, number> = { airport: 3e7, city: 2e7, resort: 2e7, venue: 1e7 }

/** The index in its searchable form (each key folded once). */
export function indexPlaces(
  file: PlaceIndexFile,
  tariffRoadFactor: number | null = file.roadFactor ?? null,
): PlaceIndex {
  const heights: number[] = []
  const chosen: number[][] = []
  const places = file.places.map(
    ([id, de, en, detail, kind, lat, lon, population, spellings, height = 0, ...segments]): Omit<
      IndexedPlace,
      "end"
    > => {
      const abroad = detail.startsWith("@")
      const names = [de, en, ...(spellings ? spellings.split("|") : [])].filter(Boolean)
      // Folded keys, plus the saints as written, so a half-typed "Sank" still finds "Sankt Gallen".
      const plain = names.map(foldUmlauts)
      heights.push(height)
      chosen.push(segments)
      return {
        id,
        label: { de, en: en || de },
        region: abroad ? "" : detail,
        country: abroad ? detail.slice(1) : "",
        kind,
        lat,
        lon,
        keys: [...new Set([...names.map(foldPlace), ...plain])],
        rank: (kindRank[kind] ?? 0) + population,
        segments,
        height,
      }
    },
  )
  const network = file.network && tariffRoadFactor !== null ? readNetwork(file.network) : null
  if (network && !file.crossings) throw new Error("The place index has a road network but not its crossings")
  const roads =
    network &&
    withLocalWeb(
      network,
      places,
      heights,
      places.map((place, i) => attachTo(network, place, chosen[i])),
      tariffRoadFactor!,
      knownCrossings(file.crossings!),
    )
  const routed = places.map((place, i) => ({ ...place, end: roads?.ends[i] ?? null }))
  return {
    places: routed,
    byId: new Map(routed.map((p) => [p.id, p])),
    network: roads?.network ?? null,
  }
}

let loading: Promise<PlaceIndex> | null = null

/** The index, loaded once (a rejected load is retried on the next call, e.g. after a network failure). */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loading ??= import(/* webpackChunkName: "places" */ "../../../generated/places.json").then(
    (module) => indexPlaces((module as unknown as { default: PlaceIndexFile }).default),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

const airportWords: Record<Language, string> = { de: "Flughafen", en: "Airport" }

// The countries content/tariff.yaml may name for a place abroad (the CMS offers these).
const countryNames: Record<string, Record<Language, string>> = {
  DE: { de: "Deutschland", en: "Germany" },
  FR: { de: "Frankreich", en: "France" },
  IT: { de: "Italien", en: "Italy" },
  AT: { de: "Österreich", en: "Austria" },
}

const countryName = (place: IndexedPlace, language: Language) =>
  countryNames[place.country]?.[language] ?? place.country

/** Shown after the label: "Flughafen", the canton's code as the Swiss write it (Bulle FR), or the country's name. */
export const detailOf = (place: IndexedPlace, language: Language): string =>
  place.kind === "airport" ? airportWords[language] : place.country ? countryName(place, language) : place.region

/** What stands between a suggestion's label and its detail: ", " before a country, a space before a canton. */
export const separatorOf = (index: PlaceIndex, suggestion: PlaceSuggestion): string =>
  index.byId.get(suggestion.id)?.country ? ", " : " "

/**
 * The places a typed text may mean, best first: the name typed in full, then a one-word name that starts with the
 * text, then a longer name that does, then one where a later word does; among equals airports, then the tariff's
 * places, then larger localities.
 */
export function suggestPlaces(index: PlaceIndex, query: string, language: Language, limit = 8): PlaceSuggestion[] {
  const wanted = foldPlace(query)
  if (!wanted) return []
  const inner = ` ${wanted}`
  // The best `limit` so far, best first: kept in order as they come (a single letter matches hundreds of places,
  // and sorting them all on every keystroke is most of its time on a phone).
  const best: { place: IndexedPlace; score: number }[] = []
  const before = (a: { place: IndexedPlace; score: number }, b: { place: IndexedPlace; score: number }) =>
    a.score > b.score || (a.score === b.score && a.place.rank > b.place.rank)
  for (const place of index.places) {
    let score = 0
    for (const key of place.keys) {
      if (key === wanted) score = Math.max(score, 3)
      // A one-word name the text begins ("Zuer": Zürich) before a longer one ("Zürich Flughafen").
      else if (key.startsWith(wanted)) score = Math.max(score, key.includes(" ") ? 2 : 2.5)
      else if (score < 1 && key.includes(inner)) score = 1
      if (score === 3) break
    }
    if (!score) continue
    const candidate = { place, score }
    if (best.length === limit) {
      if (!before(candidate, best[limit - 1])) continue
      best.pop()
    }
    // After its equals: among equals the index's order stands.
    let at = best.length
    while (at > 0 && before(candidate, best[at - 1])) at--
    best.splice(at, 0, candidate)
  }
  return best.map(({ place }) => ({ id: place.id, label: place.label[language], detail: detailOf(place, language) }))
}

// The qualifiers a place may follow its name with: the canton (Buchs SG, "Buchs (SG)", Bulle FR), or for a
// place abroad the country's code or name in either language ("Chamonix, Frankreich", "Chamonix, France").
const qualifiersOf = (place: IndexedPlace): string[] =>
  place.country
    ? [place.country, ...Object.values(countryNames[place.country] ?? {})].map(foldPlace)
    : place.region
      ? [place.region.toLowerCase()]
      : []

/** The best place whose name, alone or with its qualifier, is the whole text (folded), or null. */
function placeNamed(index: PlaceIndex, wanted: string): IndexedPlace | null {
  let best: IndexedPlace | null = null
  for (const place of index.places) {
    if (best && place.rank <= best.rank) continue
    const qualifiers = qualifiersOf(place)
    const matches = place.keys.some(
      (key) =>
        key === wanted || (wanted.startsWith(key) && qualifiers.some((qualifier) => `${key} ${qualifier}` === wanted)),
    )
    if (matches) best = place
  }
  return best
}

const countryWords = new Set(
  ["Schweiz", "Suisse", "Svizzera", "Svizra", "Switzerland", "CH", "Liechtenstein", "FL"].map(normalisePlace),
)

// A street: a German compound (Dorfstrasse, Bahnhofstr., Kirchgasse, Seeweg, Paradeplatz, Lindenallee; "Davos
// Platz" is a village), or a French or Italian street word before its name (Avenue de Lausanne, Via Cantonale).
const germanStreet = /^[a-z]*(strasse|gasse|gassli|weg|allee)$|^[a-z]+(platz|str)$/
const romanceStreet =
  /^(rue|ruelle|route|rte|avenue|av|chemin|ch|boulevard|bd|place|pl|quai|promenade|impasse|sentier|allee|via|viale|piazza|piazzale|vicolo|corso|strada|contrada)$/

const isStreet = (part: string) => {
  const words = normalisePlace(part).split(" ")
  return words.some((word) => germanStreet.test(word)) || (words.length > 1 && romanceStreet.test(words[0]))
}

// "3715 Adelboden", "CH-8001 Zürich", "FL-9490 Vaduz", also at the end of a part without a comma before it.
const postcodePart = /(?:^|\s)(?:(?:CH|FL|LI)\s?-\s?)?\d{4}\s+(\D+)$/i

const partsOf = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * The name an address begins with when it is no street, number or postcode, and more follows ("Hallenstadion,
 * Wallisellenstrasse 45, 8050 Zürich": Hallenstadion), or null.
 */
export function addressName(text: string): string | null {
  const [first, ...rest] = partsOf(text)
  const named = rest.length > 0 && !/\d/.test(first) && !isStreet(first) && !countryWords.has(normalisePlace(first))
  return named ? first : null
}

/**
 * The locality an address names, as people and the maps service write it, most telling first: the name after
 * the postcode ("Avenue de Lausanne 5, 1950 Sion": Sion), then the last part that is no street, number or
 * country ("Bahnhofstrasse 1, Zürich, Schweiz": Zürich). A place in a street's name is no locality (Luzernerstrasse).
 */
export function addressLocalities(text: string): string[] {
  const parts = partsOf(text)
  const postcodes = parts.flatMap((part) => postcodePart.exec(part)?.[1].trim() || [])
  const names = parts.filter((part) => !/\d/.test(part) && !isStreet(part) && !countryWords.has(normalisePlace(part)))
  return [...new Set([postcodes.pop(), names.pop()].filter((name): name is string => Boolean(name)))]
}

// Places that stand for a whole town: a business named like a village ("Sonnenberg, Dorfstrasse 1, 6000 Luzern")
// must not outrank its postcode, a venue or an airport named first should.
const townKinds = new Set(["locality", "city", "resort"])

/**
 * The place a text names (typed without picking, a picked label in either language, or an address), or null.
 * A label with its detail ("Buchs (SG)", "Bulle FR", "Chamonix, Frankreich") is that place; a name several places
 * share is the largest of them (the one the suggestions list first). An address is its locality ("Dorfstrasse 1,
 * 3715 Adelboden": Adelboden), or the venue or airport it begins with.
 */
export function resolvePlace(index: PlaceIndex, text: string): { id: string; label: string } | null {
  const found = (place: IndexedPlace | null) => (place ? { id: place.id, label: place.label.de } : null)
  const wanted = foldPlace(text)
  if (!wanted) return null
  const whole = placeNamed(index, wanted)
  if (whole) return found(whole)
  const name = addressName(text)
  const named = name ? placeNamed(index, foldPlace(name)) : null
  if (named && !townKinds.has(named.kind)) return found(named)
  for (const locality of addressLocalities(text)) {
    const place = placeNamed(index, foldPlace(locality))
    if (place) return found(place)
  }
  return null
}

/**
 * The text a picked suggestion leaves in the field: its label, or "label (detail)" when the label alone would name
 * another place (Buchs in SG, AG and ZH), so resolvePlace finds the one picked.
 */
export function pickedText(index: PlaceIndex, suggestion: PlaceSuggestion): string {
  if (resolvePlace(index, suggestion.label)?.id === suggestion.id) return suggestion.label
  const place = index.byId.get(suggestion.id)
  return `${suggestion.label} (${place ? place.region || place.country : suggestion.detail})`
}

/** A place of the index by id (coordinates for the distance rule), or null. */
export const indexedPlace = (index: PlaceIndex, id: string): IndexedPlace | null => index.byId.get(id) ?? null
