import path from "path"
import { quoteFields, quoteState, type QuoteState } from "../../src/lib/forms/quote"
import type { RouteSummary } from "../../src/lib/domain/roads"
import { indexPlaces } from "../../src/lib/domain/places"
import { findPlace, findRoute } from "../../src/lib/domain/tariff"
import { ruleFare } from "../../src/lib/domain/tariff-rule"
import { placeIndexWithRoads } from "../../src/node/content-model/places-index"
import { readClassOrder, readTariff } from "../../src/node/content-model/tariff-check"

/** The real tariff and place index: an office edit that leaves an ordinary trip without a price fails here. */
const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
const classOrder = readClassOrder(contentDir)
const index = indexPlaces(placeIndexWithRoads(tariff, contentDir))

/** A trip in July, every pass open, unless a date says otherwise. */
const priced = (pickup: string, dropoff: string, vehicleClass = "economy", tripType = "oneway", date = "2027-07-15") =>
  quoteState(tariff, { pickup, dropoff, vehicleClass, tripType, date }, index)
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
    // Not a listed route: where both are tariff places, the tariff pairs them nowhere.
    const [a, b] = [findPlace(tariff, from), findPlace(tariff, to)]
    if (a && b) expect(findRoute(tariff, a.id, b.id)).toBeNull()
    const fares = classOrder.map((c) => quoteOf(priced(from, to, c)))
    for (const fare of fares) expect(fare).toMatchObject({ source: "rule", currency: "CHF", version: tariff.version })
    expect(fares[0]!.distanceKm).toBeGreaterThan(0)
    const totals = fares.map((f) => f!.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
  })

  it("prices Chur → Flughafen Zürich from its road distance", () => {
    const chur = quoteOf(priced("Chur", "Flughafen Zürich"))!
    // About 130 km by the A3 and round Zürich (the straight line is 99 km); economy 80 + 2.50 a km, up to 5 CHF.
    expect(chur.distanceKm).toBeGreaterThanOrEqual(120)
    expect(chur.distanceKm).toBeLessThanOrEqual(140)
    expect(chur).toMatchObject({ outbound: ruleFare(tariff.distanceRule!, chur.distanceKm!, "economy"), via: null })
    expect(chur.total).toBe(chur.outbound)
    expect(quoteOf(priced("Flughafen Zürich", "Chur", "economy", "return"))).toMatchObject({
      outbound: chur.outbound,
      back: chur.outbound,
      total: 2 * chur.outbound,
    })
  })

  it("names the most affordable class while none is chosen", () => {
    const economy = quoteOf(priced("Chur", "Flughafen Zürich"))!.outbound
    expect(quoteState(tariff, { pickup: "Chur", dropoff: "Flughafen Zürich", date: "2027-07-15" }, index)).toEqual({
      kind: "chooseClass",
      from: economy,
    })
  })

  it("keeps a listed route's price", () => {
    const listed = quoteOf(priced("Zürich Flughafen", "Zermatt"))!
    // The way is still described (and sent), the price is the list's.
    expect(listed.source).toBe("list")
    expect(listed.distanceKm).toBeGreaterThan(200)
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
    // Saas-Fee too: cars stop at the car park at the village's entrance.
    expect(quoteOf(priced("Visp", "Saas-Fee"))).toMatchObject({
      source: "rule",
      via: { id: "parkhaus-saas-fee", label: "Parkhaus Saas-Fee" },
      carFree: { de: "Saas-Fee", en: "Saas-Fee" },
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

  it("measures an address the maps service placed from its own coordinates", () => {
    // Maran, above Arosa, 2 km from the village's point: on the same side of the mountains.
    const maran = { lat: 46.7939, lon: 9.6676 }
    const pointOf = (text: string) => (text === "Poststrasse 1, 7050 Arosa, Schweiz" ? maran : undefined)
    const fromAddress = quoteState(
      tariff,
      { pickup: "Poststrasse 1, 7050 Arosa, Schweiz", dropoff: "Chur", vehicleClass: "economy", date: "2027-07-15" },
      index,
      pointOf,
    )
    const fromVillage = quoteOf(priced("Arosa", "Chur"))!
    const address = quoteOf(fromAddress)!
    expect(address.source).toBe("rule")
    // Joined to the village's own road (Chur – Arosa) at its own point on it: a few km from the village's price,
    // never by the next valley.
    expect(Math.abs(address.distanceKm! - fromVillage.distanceKm!)).toBeGreaterThanOrEqual(1)
    expect(Math.abs(address.distanceKm! - fromVillage.distanceKm!)).toBeLessThanOrEqual(4)
    expect(address.route!.via).not.toEqual({ de: "Davos", en: "Davos" })
    // A tariff place keeps its listed prices, wherever in it the maps service puts the address.
    const airport = quoteState(
      tariff,
      { pickup: "Flughafen Zürich", dropoff: "Zürich", vehicleClass: "economy" },
      index,
      () => ({ lat: 47.45, lon: 8.56 }),
    )
    expect(quoteOf(airport)!.source).toBe("list")
  })

  it("prices only the listed routes while the index, and the road network with it, has not loaded", () => {
    expect(quoteState(tariff, { pickup: "Chur", dropoff: "Flughafen Zürich", vehicleClass: "economy" }, null)).toEqual({
      kind: "byEmail",
    })
    expect(quoteState(tariff, { pickup: "Zug", dropoff: "Davos", vehicleClass: "economy" }, null)).toEqual({
      kind: "byEmail",
    })
    expect(
      quoteOf(quoteState(tariff, { pickup: "ZRH", dropoff: "Zermatt", vehicleClass: "economy" }, null)),
    ).toMatchObject({ source: "list", distanceKm: null, route: null })
    // An address is its locality there too: Lausanne in a street's name is not Lausanne.
    expect(
      quoteState(tariff, { pickup: "Genf", dropoff: "Avenue de Lausanne 5, 1950 Sion", vehicleClass: "economy" }, null),
    ).toEqual({ kind: "byEmail" })
    expect(
      quoteOf(
        quoteState(tariff, { pickup: "Genf", dropoff: "Rue du Lac 1, 1003 Lausanne", vehicleClass: "economy" }, null),
      ),
    ).toMatchObject({ source: "list" })
  })
})

describe("the request's price fields", () => {
  const format = (amount: number) => `CHF ${amount}`

  it("always carry the same keys: the source, the road km, the way and the drive time", () => {
    const describe = (route: RouteSummary) => `${route.km} km, ${route.minutes} min`
    const chur = quoteOf(priced("Chur", "Flughafen Zürich"))!
    expect(quoteFields(priced("Chur", "Flughafen Zürich"), format, describe)).toEqual({
      quotedPrice: `CHF ${chur.total}`,
      tariffVersion: tariff.version,
      priceSource: "rule",
      distanceKm: String(chur.distanceKm),
      route: `${chur.route!.km} km, ${chur.route!.minutes} min`,
      driveMinutes: String(chur.route!.minutes),
    })
    expect(chur.route!.minutes).toBeGreaterThan(60)
    expect(quoteFields(priced("Flughafen Zürich", "Zermatt"), format, describe)).toMatchObject({
      priceSource: "list",
      route: expect.stringMatching(/^\d+ km, \d+ min$/),
    })
    expect(quoteFields({ kind: "byEmail" }, format, describe)).toEqual({
      quotedPrice: "",
      tariffVersion: "",
      priceSource: "",
      distanceKm: "",
      route: "",
      driveMinutes: "",
    })
  })
})

describe("by the hour", () => {
  const hourly = (hours: string, vehicleClass = "premium", dropoff = "") =>
    quoteState(
      tariff,
      { pickup: "Zürich", dropoff, vehicleClass, tripType: "hourly", hours, date: "2027-07-15" },
      index,
    )
  const rate = (vehicleClass: string) => tariff.hourly.find((h) => h.vehicleClass === vehicleClass)!

  it("keeps the office's rates, minimum hours and the area an end place costs nothing in", () => {
    expect(tariff.hourly.map((h) => [h.vehicleClass, h.rate, h.minimumHours])).toEqual([
      ["economy", 95, 2],
      ["eco-premium", 110, 2],
      ["premium", 140, 2],
      ["limousine", 190, 3],
      ["minibus", 210, 3],
    ])
    expect(tariff.hourlyAreaKm).toBe(25)
  })

  it("is the class's hourly rate times the hours", () => {
    expect(quoteOf(hourly("4"))).toMatchObject({
      source: "hourly",
      outbound: 4 * 140,
      back: 0,
      total: 560,
      hourly: { hours: 4, rate: 140, endFare: 0 },
    })
    expect(quoteOf(hourly("3", "limousine"))!.total).toBe(3 * rate("limousine").rate)
    expect(quoteOf(hourly("24"))!.total).toBe(24 * 140)
  })

  it("asks for the class's minimum, and at most 24 hours, showing the minimum's price meanwhile", () => {
    expect(hourly("1")).toEqual({ kind: "hours", from: 2 * 140, minimumHours: 2 })
    expect(hourly("2", "limousine")).toEqual({ kind: "hours", from: 3 * 190, minimumHours: 3 })
    expect(hourly("25")).toEqual({ kind: "hours", from: 280, minimumHours: 2 })
    expect(hourly("2.5")).toEqual({ kind: "hours", from: 280, minimumHours: 2 })
    expect(hourly("")).toEqual({ kind: "hours", from: 280, minimumHours: 2 })
  })

  it("names the most affordable class's price while none is chosen", () => {
    expect(hourly("5", "")).toEqual({ kind: "chooseClass", from: 5 * 95, hourly: true })
    // Under every minimum: each class at its own minimum.
    expect(hourly("", "")).toEqual({ kind: "chooseClass", from: 2 * 95, hourly: true })
  })

  it("adds the rule's fare back from an end place beyond the area, nothing within it", () => {
    const near = quoteOf(hourly("4", "premium", "Kloten"))!
    expect(near.distanceKm).toBeLessThanOrEqual(25)
    expect(near).toMatchObject({ total: 560, hourly: { endFare: 0 } })
    const far = quoteOf(hourly("4", "premium", "Bern"))!
    const fare = ruleFare(tariff.distanceRule!, far.distanceKm!, "premium")!
    expect(far.distanceKm).toBeGreaterThan(100)
    expect(far).toMatchObject({ total: 560 + fare, hourly: { hours: 4, rate: 140, endFare: fare } })
  })

  it("needs only a start place", () => {
    expect(quoteState(tariff, { tripType: "hourly", vehicleClass: "premium", hours: "3" }, index)).toEqual({
      kind: "empty",
    })
    expect(quoteOf(hourly("3"))!.route).toBeNull()
  })
})

describe("stops on the way", () => {
  const withStops = (stops: string[], vehicleClass = "economy", tripType = "oneway") =>
    quoteState(
      tariff,
      { pickup: "Zürich", dropoff: "Luzern", stops, vehicleClass, tripType, date: "2027-07-15" },
      index,
    )

  it("keeps the office's charge per stop", () => {
    expect(tariff.stopCharge).toBe(20)
  })

  it("go by road through the stops in order, each leg added, plus the charge per stop", () => {
    const legs = [quoteOf(priced("Zürich", "Zug"))!, quoteOf(priced("Zug", "Luzern"))!]
    const km = legs[0].distanceKm! + legs[1].distanceKm!
    const one = quoteOf(withStops(["Zug"]))!
    expect(one.source).toBe("rule")
    expect(one.distanceKm).toBe(km)
    expect(one.route!.minutes).toBe(legs[0].route!.minutes + legs[1].route!.minutes)
    expect(one.stops).toEqual({ count: 1, charge: 20 })
    expect(one.outbound).toBe(ruleFare(tariff.distanceRule!, km, "economy")! + 20)
    // The way line names the stops.
    expect(one.route!.via).toEqual({ de: "Zug", en: "Zug" })
  })

  it("charge each stop and count the way back the same on a return trip", () => {
    const two = quoteOf(withStops(["Zug", "Baar"], "premium", "return"))!
    expect(two.stops).toEqual({ count: 2, charge: 40 })
    expect(two.back).toBe(two.outbound)
    expect(two.total).toBe(2 * two.outbound)
    expect(two.route!.via!.de).toBe("Zug, Baar")
  })

  it("price a listed route with a stop by the rule, not the list", () => {
    const listed = quoteOf(priced("Flughafen Zürich", "Zermatt"))!
    expect(listed.source).toBe("list")
    const stopped = quoteOf(
      quoteState(
        tariff,
        {
          pickup: "Flughafen Zürich",
          dropoff: "Zermatt",
          stops: ["Bern"],
          vehicleClass: "economy",
          date: "2027-07-15",
        },
        index,
      ),
    )!
    expect(stopped.source).toBe("rule")
    expect(stopped.stops!.count).toBe(1)
  })

  it("leave blank stops out and send an unknown stop to the e-mail quote", () => {
    expect(withStops(["", "  "])).toEqual(priced("Zürich", "Luzern"))
    expect(withStops(["Xyzzy Nowhere"])).toEqual({ kind: "byEmail" })
  })

  it("name the most affordable class's price while none is chosen", () => {
    const economy = quoteOf(withStops(["Zug"]))!.outbound
    expect(withStops(["Zug"], "")).toEqual({ kind: "chooseClass", from: economy })
  })
})
