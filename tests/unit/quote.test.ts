import path from "path"
import { quoteFields, quoteState, type QuoteState } from "../../src/lib/forms/quote"
import { indexPlaces } from "../../src/lib/domain/places"
import { findRoute } from "../../src/lib/domain/tariff"
import { buildPlaceIndex, readGeoNames } from "../../src/node/places-index"
import { readClassOrder, readTariff } from "../../src/node/tariff-check"

/** The real tariff and place index: an office edit that leaves an ordinary trip without a price fails here. */
const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
const classOrder = readClassOrder(contentDir)
const index = indexPlaces(buildPlaceIndex(tariff, readGeoNames()))

const priced = (pickup: string, dropoff: string, vehicleClass = "economy", tripType = "oneway") =>
  quoteState(tariff, { pickup, dropoff, vehicleClass, tripType }, index)
const quoteOf = (state: QuoteState) => (state.kind === "quote" ? state.quote : null)

describe("a price for any two Swiss places", () => {
  const ordinaryTrips = [
    ["Chur", "Flughafen Zürich"],
    ["Aarau", "Flughafen Zürich"],
    ["Schaffhausen", "Flughafen Zürich"],
    ["Zug", "Davos"],
    ["Fribourg", "Bern"],
    ["Thun", "Adelboden"],
    ["Flughafen Genf", "Villars-sur-Ollon"],
    ["Locarno", "Flughafen Zürich"],
    ["Sion", "Flughafen Genf"],
    ["Neuchâtel", "Zurich Airport"],
    ["Interlaken", "Flughafen Zürich"],
    ["Basel", "Grindelwald"],
    ["Winterthur", "Flims"],
    ["Vaduz", "Flughafen Zürich"],
    ["Solothurn", "Bern"],
    ["Biel/Bienne", "Flughafen Zuerich"],
    ["Montreux", "Gstaad"],
    ["Brig", "Saas-Fee"],
  ] as const

  it.each(ordinaryTrips)("%s → %s has a price by the rule in every class", (from, to) => {
    expect(findRoute(tariff, from, to)).toBeNull()
    const fares = classOrder.map((c) => quoteOf(priced(from, to, c)))
    for (const fare of fares) expect(fare).toMatchObject({ source: "rule", currency: "CHF", version: tariff.version })
    expect(fares[0]!.distanceKm).toBeGreaterThan(0)
    const totals = fares.map((f) => f!.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
  })

  it("prices Chur → Flughafen Zürich from its road distance", () => {
    const chur = quoteOf(priced("Chur", "Flughafen Zürich"))!
    // 99.2 km straight × 1.3 = 129 road km; economy 80 + 2.70 × 129 = 428.30 → 430.
    expect(chur).toMatchObject({ distanceKm: 129, outbound: 430, total: 430, via: null })
    expect(quoteOf(priced("Flughafen Zürich", "Chur", "economy", "return"))).toMatchObject({
      outbound: 430,
      back: 430,
      total: 860,
    })
  })

  it("names the most affordable class while none is chosen", () => {
    expect(quoteState(tariff, { pickup: "Chur", dropoff: "Flughafen Zürich" }, index)).toEqual({
      kind: "chooseClass",
      from: 430,
    })
  })

  it("keeps a listed route's price", () => {
    const listed = quoteOf(priced("Zürich Flughafen", "Zermatt"))!
    expect(listed).toMatchObject({ source: "list", distanceKm: null })
    expect(listed.outbound).toBe(findRoute(tariff, "zrh-airport", "zermatt")!.prices[0].amount)
  })

  it("prices car-free resorts to where the car goes, and says so", () => {
    const wengen = quoteOf(priced("Flughafen Zürich", "Wengen"))!
    expect(wengen).toMatchObject({
      source: "rule",
      via: { id: "lauterbrunnen", label: "Lauterbrunnen" },
      carFree: { de: "Wengen", en: "Wengen" },
      carFreeAt: "dropoff",
    })
    const lauterbrunnen = quoteOf(priced("Flughafen Zürich", "Lauterbrunnen"))!
    expect(wengen.outbound).toBe(lauterbrunnen.outbound)
    expect(quoteOf(priced("Muerren", "Bern"))).toMatchObject({
      via: { id: "stechelberg", label: "Stechelberg" },
      carFreeAt: "pickup",
    })
    expect(quoteOf(priced("Thun", "Zermatt"))).toMatchObject({
      source: "rule",
      via: { id: "tasch", label: "Täsch" },
      carFree: { de: "Zermatt", en: "Zermatt" },
    })
    // A listed route to a car-free resort is priced to the same car end, and says so too.
    expect(quoteOf(priced("Flughafen Zürich", "Zermatt"))).toMatchObject({
      source: "list",
      via: { id: "tasch", label: "Täsch" },
    })
  })

  it("sends nonsense, an unlisted place abroad and a trip beyond the limit to the e-mail quote", () => {
    expect(priced("Xyzzy 12", "Flughafen Zürich")).toEqual({ kind: "byEmail" })
    expect(priced("Atlantis", "Bern")).toEqual({ kind: "byEmail" })
    expect(priced("Mailand", "Chur")).toEqual({ kind: "byEmail" })
    expect(priced("Paris", "Genf")).toEqual({ kind: "byEmail" })
    // Genève – Samnaun: about 330 km straight, 430 road km, beyond the 400 km priced at once.
    expect(priced("Genf", "Samnaun")).toEqual({ kind: "byEmail" })
    expect(priced("Bern", "Bern")).toEqual({ kind: "byEmail" })
  })

  it("works on the tariff's own places while the index is not loaded yet", () => {
    expect(quoteState(tariff, { pickup: "Chur", dropoff: "Flughafen Zürich", vehicleClass: "economy" }, null)).toEqual({
      kind: "byEmail",
    })
    expect(
      quoteOf(quoteState(tariff, { pickup: "Zug", dropoff: "Davos", vehicleClass: "economy" }, null)),
    ).toMatchObject({ source: "rule" })
    expect(
      quoteOf(quoteState(tariff, { pickup: "ZRH", dropoff: "Zermatt", vehicleClass: "economy" }, null)),
    ).toMatchObject({ source: "list" })
  })
})

describe("the request's price fields", () => {
  const format = (amount: number) => `CHF ${amount}`

  it("always carry the same keys, with the source and the distance of a rule price", () => {
    expect(quoteFields(priced("Chur", "Flughafen Zürich"), format)).toEqual({
      quotedPrice: "CHF 430",
      tariffVersion: tariff.version,
      priceSource: "rule",
      distanceKm: "129",
    })
    expect(quoteFields(priced("Flughafen Zürich", "Zermatt"), format)).toMatchObject({
      priceSource: "list",
      distanceKm: "",
    })
    expect(quoteFields({ kind: "byEmail" }, format)).toEqual({
      quotedPrice: "",
      tariffVersion: "",
      priceSource: "",
      distanceKm: "",
    })
  })
})
