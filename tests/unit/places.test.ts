import path from "path"
import zlib from "zlib"
import {
  addressLocalities,
  addressName,
  foldPlace,
  indexPlaces,
  pickedText,
  resolvePlace,
  separatorOf,
  suggestPlaces,
  type PlaceIndex,
  type PlaceSuggestion,
} from "../../src/lib/domain/places"
import { placeIndexWithRoads } from "../../src/node/content-model/places-index"
import { readGeoNames } from "../../src/node/content-model/geonames"
import { readServiceRoutes, readTariff } from "../../src/node/content-model/tariff-check"
import { findPlace } from "../../src/lib/domain/tariff"

const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
// What the browser gets: the JSON the build writes (the road network inside), parsed.
const file = placeIndexWithRoads(tariff, contentDir)
const index: PlaceIndex = indexPlaces(JSON.parse(JSON.stringify(file)))

const first = (query: string, language: "de" | "en" = "de") => suggestPlaces(index, query, language)[0]
const labels = (query: string, language: "de" | "en" = "de") =>
  suggestPlaces(index, query, language).map((s) => s.label)

describe("the place index", () => {
  // Airports, venues and roadside stops count here; the localities alone have a threshold of their own below.
  it("holds at least 1,500 Swiss places, and Liechtenstein", () => {
    const abroad = new Set(tariff.places.filter((p) => p.country).map((p) => p.id))
    const swiss = file.places.filter((row) => row[3] !== "FL" && !abroad.has(row[0]))
    expect(swiss.length).toBeGreaterThanOrEqual(1500)
    expect(file.places.some((row) => row[3] === "FL" && row[1] === "Vaduz")).toBe(true)
  })

  it("holds at least 1,450 Swiss localities, without the tariff's airports, venues and places abroad", () => {
    const localities = file.places.filter((row) => row[4] === "locality" && row[3] !== "FL")
    expect(localities.length).toBeGreaterThanOrEqual(1450)
  })

  it("marks the country of a place abroad apart from the canton codes", () => {
    const detail = (id: string) => file.places.find((row) => row[0] === id)?.[3]
    expect(detail("chamonix")).toBe("@FR")
    expect(detail("milan")).toBe("@IT")
    expect(detail("bulle-fr")).toBe("FR")
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

  it("is small enough for a lazy chunk with the road network inside (at most 70 KB gzip)", () => {
    expect(file.network!.segments.length).toBeGreaterThan(250)
    const gzip = zlib.gzipSync(JSON.stringify(file)).length
    expect(gzip).toBeLessThanOrEqual(70 * 1024)
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

  it("show the canton of Fribourg as FR, and France by its name", () => {
    for (const language of ["de", "en"] as const) {
      expect(first("Bulle", language)).toMatchObject({ id: "bulle-fr", detail: "FR" })
      expect(first("Murten", language)).toMatchObject({ detail: "FR" })
      expect(first("Fribourg", language)).toMatchObject({ id: "fribourg-fr", detail: "FR" })
    }
    expect(first("Wil")).toMatchObject({ label: "Wil", detail: "SG" })
    expect(first("Chamonix")).toMatchObject({ id: "chamonix", detail: "Frankreich" })
    expect(first("Chamonix", "en")).toMatchObject({ id: "chamonix", detail: "France" })
    expect(first("München")).toMatchObject({ id: "munich", detail: "Deutschland" })
    expect(first("Munich", "en")).toMatchObject({ id: "munich", detail: "Germany" })
  })

  it("read as the Swiss write them: Bulle FR, Chamonix, Frankreich", () => {
    // An option as a screen reader reads it: its label, the separator the combobox puts, its detail.
    const suggestionText = (index: PlaceIndex, suggestion: PlaceSuggestion) =>
      `${suggestion.label}${separatorOf(index, suggestion)}${suggestion.detail}`
    expect(suggestionText(index, first("Bulle"))).toBe("Bulle FR")
    expect(suggestionText(index, first("Wil"))).toBe("Wil SG")
    expect(suggestionText(index, first("Chamonix"))).toBe("Chamonix, Frankreich")
    expect(suggestionText(index, first("Chamonix", "en"))).toBe("Chamonix, France")
    expect(suggestionText(index, first("Vaduz"))).toBe("Vaduz FL")
    // What the option reads is also a text the price understands.
    for (const query of ["Bulle", "Wil", "Chamonix", "Mailand"]) {
      const suggestion = first(query)
      expect(resolvePlace(index, suggestionText(index, suggestion))?.id).toBe(suggestion.id)
    }
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

  // A stand-in on Node for what the bench measures in a browser at a 4x CPU slowdown (scripts/bench/typing.mjs):
  // it catches a search that became many times slower, not the budget itself.
  it("search the whole index a keystroke in under an eighth of the bench's 50 ms budget, on Node", () => {
    const queries = ["Z", "Zu", "Zue", "Zuer", "Zueri", "Zuerich", "S", "St", "St.", "St. G", "Ge", "Gen", "a", "b"]
    const started = performance.now()
    for (const query of queries) suggestPlaces(index, query, "de")
    expect((performance.now() - started) / queries.length).toBeLessThan(50 / 8)
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

  it("recognises a place with its canton, or abroad with its country, as the list shows it", () => {
    expect(resolvePlace(index, "Bulle FR")?.id).toBe("bulle-fr")
    expect(resolvePlace(index, "Murten FR")?.label).toBe("Murten/Morat")
    expect(resolvePlace(index, "Wil SG")?.id).toBe("wil-sg")
    for (const text of ["Chamonix, Frankreich", "Chamonix, France", "Chamonix (FR)"]) {
      expect(resolvePlace(index, text)?.id).toBe("chamonix")
    }
    expect(resolvePlace(index, "Mailand, Italien")?.id).toBe("milan")
    expect(resolvePlace(index, "Milan, Italy")?.id).toBe("milan")
    const chamonix = suggestPlaces(index, "Chamonix", "en")[0]
    expect(resolvePlace(index, pickedText(index, chamonix))?.id).toBe("chamonix")
  })

  it("prices an address at its locality, the one after the postcode first", () => {
    expect(resolvePlace(index, "Dorfstrasse 1, 3715 Adelboden")?.id).toBe("adelboden-be")
    expect(resolvePlace(index, "Dorfstrasse 1 3715 Adelboden")?.id).toBe("adelboden-be")
    expect(resolvePlace(index, "Avenue de Lausanne 5, 1950 Sion")?.id).toBe("sitten-vs")
    expect(resolvePlace(index, "1950 Sion")?.id).toBe("sitten-vs")
    expect(resolvePlace(index, "8001 Zürich")?.id).toBe("zurich")
    expect(resolvePlace(index, "CH-8001 Zürich")?.id).toBe("zurich")
    expect(resolvePlace(index, "FL-9490 Vaduz")?.label).toBe("Vaduz")
    expect(resolvePlace(index, "Bahnhofstrasse 1, 8001 Zürich, Schweiz")?.id).toBe("zurich")
    expect(resolvePlace(index, "Rue du Marché 2, Bulle, Suisse")?.id).toBe("bulle-fr")
    expect(resolvePlace(index, "Bahnhofstrasse 1, Zürich")?.id).toBe("zurich")
  })

  it("never takes a place named in a street for the locality", () => {
    expect(resolvePlace(index, "Luzernerstrasse 5, 6010 Kriens")?.id).toBe("kriens-lu")
    expect(resolvePlace(index, "Zürichstrasse 3")).toBeNull()
    expect(resolvePlace(index, "Route de Berne 12, 1700 Fribourg")?.id).toBe("fribourg-fr")
    expect(resolvePlace(index, "Via Lugano 4, Bellinzona")?.label).toBe("Bellinzona")
  })

  it("takes a venue or airport an address begins with, and Google's address of the airport", () => {
    expect(resolvePlace(index, "Hallenstadion, Wallisellenstrasse 45, 8050 Zürich")?.id).toBe("hallenstadion")
    expect(resolvePlace(index, "Flughafen Zürich (ZRH), 8058 Kloten, Schweiz")?.id).toBe("zrh-airport")
    expect(resolvePlace(index, "8058 Kloten")?.id).toBe("zrh-airport")
    // A business named like a village is not that village: the postcode says where it is.
    expect(resolvePlace(index, "Adelboden, Pilatusstrasse 1, 6003 Luzern")?.id).toBe("luzern")
  })

  it("recognises nothing in nonsense or a street address without a locality", () => {
    expect(resolvePlace(index, "Xyzzy 12")).toBeNull()
    expect(resolvePlace(index, "Atlantis")).toBeNull()
    expect(resolvePlace(index, "")).toBeNull()
    expect(resolvePlace(index, "Xyzzy 12, 9999 Atlantis, Schweiz")).toBeNull()
    expect(resolvePlace(index, "Schweiz")).toBeNull()
    expect(resolvePlace(index, "Zürichstrasse 3")).toBeNull()
    expect(resolvePlace(index, "Bahnhofstrasse 1, Schweiz")).toBeNull()
  })

  it("folds names the same way on both sides", () => {
    expect(foldPlace("Zürich")).toBe(foldPlace("Zuerich"))
    expect(foldPlace("St. Gallen")).toBe(foldPlace("Sankt Gallen"))
    expect(foldPlace("Genève")).toBe("geneve")
  })
})

describe("the locality of an address", () => {
  it("is the name after the postcode, with or without CH- or FL-", () => {
    expect(addressLocalities("Dorfstrasse 1, 3715 Adelboden")).toEqual(["Adelboden"])
    expect(addressLocalities("Avenue de Lausanne 5, 1950 Sion")).toEqual(["Sion"])
    expect(addressLocalities("CH-8001 Zürich")).toEqual(["Zürich"])
    expect(addressLocalities("FL-9490 Vaduz")).toEqual(["Vaduz"])
    expect(addressLocalities("Bahnhofstrasse 1 8001 Zürich")).toEqual(["Zürich"])
  })

  it("else the last part that is no street, number or country", () => {
    expect(addressLocalities("Bahnhofstrasse 1, 8001 Zürich, Schweiz")).toEqual(["Zürich"])
    expect(addressLocalities("Kronenhalle, Rämistrasse 4, Zürich, Switzerland")).toEqual(["Zürich"])
    expect(addressLocalities("Rue du Marché 2, Bulle, Suisse")).toEqual(["Bulle"])
    expect(addressLocalities("Zürichstrasse 3")).toEqual([])
    expect(addressLocalities("Luzernerstrasse, Kriens")).toEqual(["Kriens"])
    expect(addressLocalities("Via Lugano, Bellinzona, Svizzera")).toEqual(["Bellinzona"])
  })

  it("keeps a village whose name has the word Platz (Davos Platz)", () => {
    expect(addressLocalities("Promenade 1, Davos Platz")).toEqual(["Davos Platz"])
  })

  it("begins with a name only when that is no street, number or country", () => {
    expect(addressName("Hallenstadion, Wallisellenstrasse 45, 8050 Zürich")).toBe("Hallenstadion")
    expect(addressName("Flughafen Zürich (ZRH), 8058 Kloten, Schweiz")).toBe("Flughafen Zürich (ZRH)")
    expect(addressName("Dorfstrasse 1, 3715 Adelboden")).toBeNull()
    expect(addressName("Avenue de Lausanne, 1950 Sion")).toBeNull()
    expect(addressName("Schweiz, Zürich")).toBeNull()
    expect(addressName("Zürich")).toBeNull()
  })
})
