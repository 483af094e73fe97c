import path from "path"
import zlib from "zlib"
import {
  foldPlace,
  indexPlaces,
  pickedText,
  resolvePlace,
  suggestPlaces,
  type PlaceIndex,
} from "../../src/lib/domain/places"
import { buildPlaceIndex, readGeoNames } from "../../src/node/places-index"
import { readServiceRoutes, readTariff } from "../../src/node/tariff-check"
import { findPlace } from "../../src/lib/domain/tariff"

const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
const file = buildPlaceIndex(tariff, readGeoNames())
// What the browser gets: the JSON the build writes, parsed.
const index: PlaceIndex = indexPlaces(JSON.parse(JSON.stringify(file)))

const first = (query: string, language: "de" | "en" = "de") => suggestPlaces(index, query, language)[0]
const labels = (query: string, language: "de" | "en" = "de") =>
  suggestPlaces(index, query, language).map((s) => s.label)

describe("the place index", () => {
  it("holds at least 1,500 Swiss places, and Liechtenstein", () => {
    const abroad = new Set(tariff.places.filter((p) => p.country).map((p) => p.id))
    const swiss = file.places.filter((row) => row[3] !== "FL" && !abroad.has(row[0]))
    expect(swiss.length).toBeGreaterThanOrEqual(1500)
    expect(file.places.filter((row) => row[4] === "locality" && row[3] !== "FL").length).toBeGreaterThanOrEqual(1450)
    expect(file.places.some((row) => row[3] === "FL" && row[1] === "Vaduz")).toBe(true)
  })

  it("leaves out city quarters (GeoNames PPLX, e.g. Kloten / Holberg)", () => {
    const rows = readGeoNames()
    expect(rows.some((row) => row.name === "Kloten / Holberg" && row.feature === "PPLX")).toBe(true)
    expect(file.places.some((row) => row[1] === "Kloten / Holberg")).toBe(false)
    expect(file.places.some((row) => row[1].startsWith("Zürich (Kreis"))).toBe(false)
  })

  it("lists every tariff place once, with its id, and no locality twice under the same id", () => {
    const ids = file.places.map((row) => row[0])
    expect(new Set(ids).size).toBe(ids.length)
    for (const place of tariff.places) expect(ids).toContain(place.id)
    // Zürich is the tariff's place, not a second locality beside it.
    expect(file.places.filter((row) => row[1] === "Zürich")).toHaveLength(1)
  })

  it("knows every resort and town the site's pages name, and the car-free villages GeoNames lacks", () => {
    const named = [
      "Zermatt",
      "Täsch",
      "Saas-Fee",
      "Verbier",
      "Gstaad",
      "Lenzerheide",
      "Laax",
      "Flims",
      "Arosa",
      "Villars-sur-Ollon",
      "Grindelwald",
      "St. Moritz",
      "Davos",
      "Klosters",
      "Andermatt",
      "Engelberg",
      "Crans-Montana",
      "Montreux",
      "Lausanne",
      "Lugano",
      "Chur",
      "Glattbrugg",
      "Winterthur",
      "Zug",
      "Luzern",
      "Bern",
      "Basel",
      "Genf",
      "Martigny",
      "Bürgenstock",
      "Vitznau",
      "Göschenen",
      "Thusis",
      "Walenstadt",
      "Crissier",
      "Würenlos",
      "Neuhausen",
      "Cully",
      "Wengen",
      "Mürren",
      "Lauterbrunnen",
      "Adelboden",
      "Pontresina",
      "Scuol",
      "Samnaun",
      "Interlaken",
      "Leukerbad",
      "Champéry",
    ]
    expect(named.filter((name) => !resolvePlace(index, name))).toEqual([])
  })

  it("resolves every place the service pages' typical routes name", () => {
    const texts = readServiceRoutes(contentDir).flatMap((s) => s.routes.flatMap((r) => [r.from, r.to]))
    expect(texts.filter((text) => !resolvePlace(index, text) && !findPlace(tariff, text))).toEqual([])
  })

  it("is small enough for a lazy chunk (at most 60 KB gzip)", () => {
    const gzip = zlib.gzipSync(JSON.stringify(file)).length
    expect(gzip).toBeLessThanOrEqual(60 * 1024)
  })

  it("credits GeoNames", () => {
    expect(file.source).toBe("GeoNames (geonames.org), CC BY 4.0")
  })
})

describe("place suggestions", () => {
  it("ignore accents, case and umlauts typed as ae/oe/ue", () => {
    expect(first("zuerich").label).toBe("Zürich")
    expect(first("ZURICH").label).toBe("Zürich")
    expect(first("Kuessnacht").label).toBe("Küssnacht")
    expect(first("Muerren").label).toBe("Mürren")
    expect(first("neuchatel").label).toBe("Neuenburg")
    expect(first("Taesch").label).toBe("Zermatt (Täsch)")
    expect(labels("Goeschenen")).toContain("Göschenen (A2, Gotthard-Nordportal)")
  })

  it("find a place by its German, French, Italian or English name", () => {
    for (const query of ["Genf", "Genève", "Geneva", "Ginevra"]) expect(first(query).id).toBe("geneva")
    for (const query of ["Sitten", "Sion"]) expect(first(query).label).toBe("Sitten")
    expect(first("Sion", "en").label).toBe("Sion")
    for (const query of ["Luzern", "Lucerne", "Lucerna"]) expect(first(query).id).toBe("luzern")
    expect(first("Lucerne", "en").label).toBe("Lucerne")
    expect(first("Fribourg").label).toBe("Freiburg")
    expect(first("Freiburg", "en").label).toBe("Fribourg")
  })

  it("treat St. and Sankt (and Saint) as the same word", () => {
    expect(first("St. Gallen").id).toBe("st-gallen")
    expect(first("Sankt Gallen").id).toBe("st-gallen")
    expect(first("sankt moritz").id).toBe("st-moritz")
    expect(first("St-Maurice")?.label).toBe("Saint-Maurice")
    expect(first("Sank")).toBeDefined()
  })

  it("put the one-word name typed, then airports and larger places first, and match later words of a name", () => {
    expect(first("Flughafen").detail).toBe("Flughafen")
    // "Zur" begins the city's one-word name and the airport's longer "Zürich Flughafen": the city first.
    expect(first("Zur").id).toBe("zurich")
    expect(labels("Zur")).toContain("Flughafen Zürich")
    expect(first("Zurich", "en").label).toBe("Zurich")
    expect(labels("Bu").length).toBe(8)
    expect(labels("Moritz")).toContain("St. Moritz")
  })

  it("show the canton, the airport or the country as the detail, in the visitor's language", () => {
    expect(first("Chur")).toEqual({ id: "chur-gr", label: "Chur", detail: "GR" })
    expect(first("Mailand")).toMatchObject({ id: "milan", label: "Mailand", detail: "Italien" })
    expect(first("Milan", "en")).toMatchObject({ label: "Milan", detail: "Italy" })
    expect(first("Geneva Airport", "en")).toMatchObject({ label: "Geneva Airport", detail: "Airport" })
    expect(first("Vaduz")).toMatchObject({ detail: "FL" })
  })

  it("suggest nothing for an empty or nonsense query", () => {
    expect(suggestPlaces(index, "  ", "de")).toEqual([])
    expect(suggestPlaces(index, "Xyzzy 12", "de")).toEqual([])
    expect(suggestPlaces(index, "Zur", "de", 3)).toHaveLength(3)
  })

  it("list the same best places, in the same order, whatever the number asked for", () => {
    const queries = [..."abcdefghijklmnoprstuvwz", "St", "Zu", "ge", "la", "Sa"]
    for (const query of queries) {
      const all = suggestPlaces(index, query, "de", 5000)
      expect(all.length).toBeGreaterThan(8)
      expect(suggestPlaces(index, query, "de")).toEqual(all.slice(0, 8))
      expect(suggestPlaces(index, query, "de", 3)).toEqual(all.slice(0, 3))
    }
  })

  it("answer a keystroke in well under 50 ms", () => {
    const queries = ["Z", "Zu", "Zue", "Zuer", "Zueri", "Zuerich", "S", "St", "St.", "St. G", "Ge", "Gen", "a", "b"]
    const started = performance.now()
    for (const query of queries) suggestPlaces(index, query, "de")
    // 4x a slow phone's CPU still leaves it below 50 ms per keystroke.
    expect((performance.now() - started) / queries.length).toBeLessThan(50 / 4)
  })
})

describe("resolving a typed place", () => {
  it("recognises a place typed in full, or a picked label in either language", () => {
    expect(resolvePlace(index, "Chur")).toEqual({ id: "chur-gr", label: "Chur" })
    expect(resolvePlace(index, "zuerich")?.id).toBe("zurich")
    expect(resolvePlace(index, "Geneva Airport")?.id).toBe("gva-airport")
    expect(resolvePlace(index, "Flughafen Genf")?.id).toBe("gva-airport")
    expect(resolvePlace(index, "Sion")?.label).toBe("Sitten")
  })

  it("takes the largest of places that share a name, or the one the canton names", () => {
    const buchs = resolvePlace(index, "Buchs")!
    expect(buchs.id).toMatch(/^buchs-/)
    expect(resolvePlace(index, "Buchs SG")?.id).toBe("buchs-sg")
    expect(resolvePlace(index, "Buchs (AG)")?.id).toBe("buchs-ag")
  })

  it("gets back the very place a suggestion named, also where several share its name", () => {
    const buchs = suggestPlaces(index, "Buchs", "de").filter((s) => s.label === "Buchs")
    expect(buchs.length).toBeGreaterThanOrEqual(2)
    for (const suggestion of buchs) expect(resolvePlace(index, pickedText(index, suggestion))?.id).toBe(suggestion.id)
    const chur = suggestPlaces(index, "Chur", "de")[0]
    expect(pickedText(index, chur)).toBe("Chur")
    const geneva = suggestPlaces(index, "Geneva", "en")[0]
    expect(resolvePlace(index, pickedText(index, geneva))?.id).toBe("geneva")
  })

  it("recognises nothing in nonsense or a street address", () => {
    expect(resolvePlace(index, "Xyzzy 12")).toBeNull()
    expect(resolvePlace(index, "Atlantis")).toBeNull()
    expect(resolvePlace(index, "")).toBeNull()
  })

  it("folds names the same way on both sides", () => {
    expect(foldPlace("Zürich")).toBe(foldPlace("Zuerich"))
    expect(foldPlace("St. Gallen")).toBe(foldPlace("Sankt Gallen"))
    expect(foldPlace("Genève")).toBe("geneve")
  })
})
