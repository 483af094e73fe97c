/**
 * The booking form's places: every Swiss and Liechtenstein locality and the tariff's own places, with their names
 * in German, French, Italian and English and the spellings people type (src/node/places-index.ts builds the
 * index from GeoNames at build time). The index is a chunk of its own, loaded from the site's origin when an
 * address field is first used, never with the page.
 *
 * Matching compares "folded" text: lower case, no accents, umlauts typed as ae/oe/ue the same as ä/ö/ü (both
 * sides fold ä→a and ae→a), and "St." the same as "Sankt" and "Saint". Every key is folded once when the index
 * loads, so a keystroke only compares strings.
 */
import type { Language } from "../language/languages"
import { normalisePlace } from "./tariff"

/** One row of generated/places.json: [id, German label, English label or "", detail, kind, lat, lon, population, spellings joined by "|"]. */
export type PlaceRow = [string, string, string, string, string, number, number, number, string]
export type PlaceIndexFile = { source: string; places: PlaceRow[] }

export type PlaceSuggestion = { id: string; label: string; detail: string }

export type IndexedPlace = {
  readonly id: string
  readonly label: Readonly<Record<Language, string>>
  /** Canton code (GR), country code of a place abroad (IT), or empty. */
  readonly region: string
  readonly kind: string
  readonly lat: number
  readonly lon: number
  /** Folded spellings, the labels first. */
  readonly keys: readonly string[]
  readonly rank: number
}

/** Opaque to the form: hand it back to suggestPlaces / resolvePlace. */
export type PlaceIndex = { readonly places: readonly IndexedPlace[]; readonly byId: ReadonlyMap<string, IndexedPlace> }

const saintWords = /\b(sankt|saint|sainte|st|ste)\b/g

/** The comparable form of a typed name: normalisePlace, then ae/oe/ue → a/o/u and every "St."/"Sankt"/"Saint" → "st". */
export function foldPlace(text: string): string {
  return foldUmlauts(text).replace(saintWords, "st")
}

const foldUmlauts = (text: string) => normalisePlace(text).replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u")

// Airports first, then the tariff's other places, then localities by population.
const kindRank: Record<string, number> = { airport: 3e7, city: 2e7, resort: 2e7, venue: 1e7 }

/** The index in its searchable form (each key folded once). */
export function indexPlaces(file: PlaceIndexFile): PlaceIndex {
  const places = file.places.map(([id, de, en, region, kind, lat, lon, population, spellings]) => {
    const names = [de, en, ...(spellings ? spellings.split("|") : [])].filter(Boolean)
    // Folded keys, plus the saints as written, so a half-typed "Sank" still finds "Sankt Gallen".
    const plain = names.map(foldUmlauts)
    return {
      id,
      label: { de, en: en || de },
      region,
      kind,
      lat,
      lon,
      keys: [...new Set([...names.map(foldPlace), ...plain])],
      rank: (kindRank[kind] ?? 0) + population,
    }
  })
  return { places, byId: new Map(places.map((p) => [p.id, p])) }
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

const detailWords: Record<string, Record<Language, string>> = {
  airport: { de: "Flughafen", en: "Airport" },
  IT: { de: "Italien", en: "Italy" },
  DE: { de: "Deutschland", en: "Germany" },
  FR: { de: "Frankreich", en: "France" },
}

const detailOf = (place: IndexedPlace, language: Language) =>
  (detailWords[place.kind] ?? detailWords[place.region])?.[language] ?? place.region

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

/**
 * The place a text names in full (typed without picking, or a picked label in either language), or null.
 * A label with its detail ("Buchs (SG)", "Buchs, SG") is that place; a name several places share is the
 * largest of them (the one the suggestions list first).
 */
export function resolvePlace(index: PlaceIndex, text: string): { id: string; label: string } | null {
  const wanted = foldPlace(text)
  if (!wanted) return null
  let best: IndexedPlace | null = null
  for (const place of index.places) {
    const withRegion = place.region ? [`${place.region.toLowerCase()}`] : []
    const matches = place.keys.some(
      (key) => key === wanted || withRegion.some((region) => `${key} ${region}` === wanted),
    )
    if (matches && (!best || place.rank > best.rank)) best = place
  }
  return best ? { id: best.id, label: best.label.de } : null
}

/**
 * The text a picked suggestion leaves in the field: its label, or "label (detail)" when the label alone would name
 * another place (Buchs in SG, AG and ZH), so resolvePlace finds the one picked.
 */
export function pickedText(index: PlaceIndex, suggestion: PlaceSuggestion): string {
  if (resolvePlace(index, suggestion.label)?.id === suggestion.id) return suggestion.label
  return `${suggestion.label} (${index.byId.get(suggestion.id)?.region ?? suggestion.detail})`
}

/** A place of the index by id (coordinates for the distance rule), or null. */
export const indexedPlace = (index: PlaceIndex, id: string): IndexedPlace | null => index.byId.get(id) ?? null
