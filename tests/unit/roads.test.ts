import fs from "fs"
import path from "path"
import { readNetwork, routeOptions, routeSummary, speedKmh, type RoadNetworkFile } from "../../src/lib/domain/roads"
import { driveTime, monthName, routeLine } from "../../src/lib/forms/route-line"
import { indexPlaces, type IndexedPlace } from "../../src/lib/domain/places"
import { haversineKm, ruleFare } from "../../src/lib/domain/tariff-rule"
import { quoteState } from "../../src/lib/forms/quote"
import { placeIndexWithRoads, readGeoNames } from "../../src/node/content-model/places-index"
import { joinPlaces, localJoinKm, maxBorderJoinKm, maxJoinKm } from "../../src/node/content-model/road-joins"
import { maxDetour, resolveNetwork, type SegmentEntry } from "../../src/node/content-model/road-network"
import { checkTariff, readTariff } from "../../src/node/content-model/tariff-check"
import { roadDistances } from "./road-distances"
import { temporaryFolder } from "./temporary-folder"

/**
 * A valley network drawn for the test: A and B are joined over a pass closed from November to May, and the long
 * way round by C; D lies across a car train from C.
 *
 *   A --pass 20 km-- B
 *   A --50 km-- C --50 km-- B
 *   C ==train 15 km, CHF 27== D ,  C --road 120 km-- D
 */
const file: RoadNetworkFile = {
  nodes: [
    ["A", "", 46.5, 8.0, 1000],
    ["B", "", 46.6, 8.1, 500],
    ["C", "Ce", 46.8, 8.2, 20000],
    ["D", "", 46.3, 8.3, 800],
  ],
  segments: [
    [0, 1, 20, "pass", 0b1111100000110, 0, 0, "Testpass", "Test Pass"],
    [0, 2, 50, "motorway", 0, 0, 0, "", ""],
    [2, 1, 50, "motorway", 0, 0, 0, "", ""],
    [2, 3, 15, "car-train", 0, 27, 20, "Autoverlad Test", "Test car train"],
    [2, 3, 120, "road", 0, 0, 0, "", ""],
  ],
}
const network = readNetwork(file)
const rule = { roadFactor: 1.3, classes: [{ perKm: 2.7 }, { perKm: 3.2 }] }
const at = (node: number, km = 0) => ({ joins: [{ node, km }], lat: file.nodes[node][2], lon: file.nodes[node][3] })

describe("the way by road", () => {
  it("takes the pass while it is open, and goes round it in the months it is closed", () => {
    const july = routeSummary(network, at(0), at(1), routeOptions(rule, 7))!
    expect(july).toMatchObject({ km: 20, via: { de: "Testpass", en: "Test Pass" }, closed: null })
    const january = routeSummary(network, at(0), at(1), routeOptions(rule, 1))!
    expect(january).toMatchObject({ km: 100, via: { de: "C", en: "Ce" } })
    expect(january.closed).toEqual({ name: { de: "Testpass", en: "Test Pass" }, month: 1 })
  })

  it("reads the closed months as a mask: bit 1 is January, bit 12 December", () => {
    // 0b1111100000110: January, February and August to December closed.
    const closedIn = (month: number) => routeSummary(network, at(0), at(1), routeOptions(rule, month))!.km === 100
    expect([1, 2, 3, 7, 8, 12].map(closedIn)).toEqual([true, true, false, false, true, true])
  })

  it("takes a car train where it is the cheaper way, and carries its fare and crossing time", () => {
    const way = routeSummary(network, at(2), at(3), routeOptions(rule, 7))!
    expect(way).toMatchObject({ km: 15, fare: 27, via: { de: "Autoverlad Test", en: "Test car train" } })
    // Crossing 20 minutes, given with the train: not a speed.
    expect(way.minutes).toBe(20)
  })

  it("weighs a franc of fare as 1 / the cheapest price per km", () => {
    expect(routeOptions(rule, 3)).toEqual({ month: 3, roadFactor: 1.3, kmPerFranc: 1 / 2.7 })
    // A fare of CHF 300 outweighs the 105 km it saves at CHF 2.70 a km: the road wins.
    const segments = file.segments.map((s): RoadNetworkFile["segments"][number] =>
      s[3] === "car-train" ? [s[0], s[1], s[2], s[3], s[4], 300, s[6], s[7], s[8]] : s,
    )
    const dear = readNetwork({ ...file, segments })
    expect(routeSummary(dear, at(2), at(3), routeOptions(rule, 7))).toMatchObject({ km: 120, fare: 0 })
  })

  it("drives 95 km/h on motorways, 55 on main roads, 35 over passes and 80 in tunnels, and says at least 5 minutes", () => {
    expect(speedKmh).toEqual({ motorway: 95, road: 55, pass: 35, tunnel: 80 })
    // Two places 0.7 km apart at one node: under a minute's drive, said as 5 minutes.
    const near = routeSummary(network, { ...at(0), lon: 8.0 }, { ...at(0), lon: 8.009 }, routeOptions(rule, 7))!
    expect(near).toMatchObject({ km: 1, minutes: 5 })
  })

  it("adds each end's local road as straight km × roadFactor, at the speed of a main road", () => {
    const way = routeSummary(network, at(0, 4), at(2, 6), routeOptions(rule, 7))!
    expect(way.km).toBe(Math.round(50 + 10 * 1.3))
    const minutes = (50 / speedKmh.motorway) * 60 + ((10 * 1.3) / speedKmh.road) * 60
    expect(way.minutes).toBe(Math.round(minutes / 5) * 5)
  })

  it("measures two places joined to the same node by their own straight line", () => {
    const way = routeSummary(
      network,
      { ...at(0, 3), lat: 46.5, lon: 8.0 },
      { ...at(0, 2), lat: 46.5, lon: 8.1 },
      routeOptions(rule, 7),
    )!
    // 0.1° of longitude at 46.5° N: 7.65 km straight, × 1.3.
    expect(way).toMatchObject({ km: 10, via: null, fare: 0 })
  })

  it("finds no way where the closed roads cut the places apart", () => {
    const cut = readNetwork({ nodes: file.nodes.slice(0, 2), segments: [file.segments[0]] })
    expect(routeSummary(cut, at(0), at(1), routeOptions(rule, 1))).toBeNull()
  })
})

describe("the route line under the price", () => {
  const words: Record<string, string> = {
    "quote.route": "rund {{km}} km · rund {{time}}",
    "quote.routeVia": "rund {{km}} km via {{via}} · rund {{time}}",
    "quote.closed": "{{name}} im {{month}} gesperrt: {{way}}",
  }
  const t = (key: string, values: Record<string, string | number> = {}) =>
    words[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))

  it("writes a drive time as a timetable does", () => {
    expect([5, 45, 60, 90, 125].map(driveTime)).toEqual(["5 min", "45 min", "1 h", "1 h 30 min", "2 h 5 min"])
  })

  it("names the month in the visitor's language", () => {
    expect([monthName(1, "de"), monthName(1, "en"), monthName(12, "de")]).toEqual(["Januar", "January", "Dezember"])
  })

  it("says which way, how long, and which road is closed that month", () => {
    const july = routeSummary(network, at(0), at(1), routeOptions(rule, 7))!
    expect(routeLine(july, "de", t)).toBe("rund 20 km via Testpass · rund 35 min")
    const january = routeSummary(network, at(0), at(1), routeOptions(rule, 1))!
    expect(routeLine(january, "de", t)).toBe("Testpass im Januar gesperrt: rund 100 km via C · rund 1 h 5 min")
  })
})

/** The real network, joined to the real index, as the booking form prices with it. */
const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
const index = indexPlaces(placeIndexWithRoads(tariff, contentDir))
const quoted = (pickup: string, dropoff: string, date = "2027-07-15") => {
  const state = quoteState(tariff, { pickup, dropoff, date, vehicleClass: "economy" }, index)
  if (state.kind !== "quote") throw new Error(`${pickup} → ${dropoff}: no price (${state.kind})`)
  return state.quote
}

describe("the network of content/tariff/roads against road maps", () => {
  it("holds a table of at least 40 distances, 15 of them across the Alps", () => {
    expect(roadDistances.length).toBeGreaterThanOrEqual(40)
    expect(roadDistances.filter((d) => d.alps).length).toBeGreaterThanOrEqual(15)
  })

  it.each(roadDistances.map((d) => [d.from, d.to, d.km] as const))(
    "%s → %s: within 12 %% of the road map's %i km in summer",
    (from, to, km) => {
      const way = quoted(from, to).route!
      expect(Math.abs(way.km - km) / km).toBeLessThanOrEqual(0.12)
    },
  )

  it("goes round a ridge by the road, not across it: Arosa → Davos by Chur, about 87 km", () => {
    const way = quoted("Arosa", "Davos").route!
    expect(way.via).toEqual({ de: "Chur", en: "Chur" })
    expect(way.km).toBeGreaterThan(80)
    // The straight line is 14 km; the old rule (× 1.3) priced 18.
    expect(haversineKm(index.byId.get("arosa")!, index.byId.get("davos")!)).toBeLessThan(15)
  })

  it("prices Meiringen → Andermatt over the Susten in July and round by the Brünig in January", () => {
    const summer = quoted("Meiringen", "Andermatt", "2027-07-15")
    const winter = quoted("Meiringen", "Andermatt", "2027-01-15")
    expect(summer.route).toMatchObject({ via: { de: "Sustenpass", en: "Susten Pass" }, closed: null })
    expect(winter.route!.closed).toEqual({ name: { de: "Sustenpass", en: "Susten Pass" }, month: 1 })
    expect(winter.route!.via).toEqual({ de: "Brünigpass", en: "Brünig Pass" })
    expect(winter.route!.km).toBeGreaterThan(1.6 * summer.route!.km)
    expect(winter.total).toBeGreaterThan(summer.total)
    // Every month of the pass's closure says so, and none of its open months does.
    const closedIn = (month: number) =>
      quoted("Meiringen", "Andermatt", `2027-${String(month).padStart(2, "0")}-15`).route!.closed !== null
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(closedIn)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ])
  })

  it("takes the Lötschberg car train from Thun to Visp and adds its fare to the price", () => {
    const visp = quoted("Thun", "Visp")
    const train = visp.route!.route.segments.find((s) => s.kind === "car-train")!
    expect(train.name).toEqual({ de: "Autoverlad Lötschberg", en: "Lötschberg car train" })
    expect(visp.route!.fare).toBe(train.fare)
    expect(visp.outbound).toBe(ruleFare(tariff.distanceRule!, visp.route!.km, "economy")! + Math.ceil(train.fare))
  })

  it("joins each place on its own side of the mountains: Saas-Grund up the Saas valley, Zermatt at Täsch", () => {
    const nodes = (place: IndexedPlace) => place.joins.map((join) => index.network!.nodes[join.node].name.de)
    const named = (label: string) => index.places.find((p) => p.label.de === label)!
    expect(nodes(named("Saas-Grund"))).toEqual(["Parkhaus Saas-Fee"])
    expect(nodes(index.byId.get("zermatt")!)).toEqual(["Täsch"])
    expect(nodes(index.byId.get("arosa")!)).toEqual(["Arosa"])
    // Between two towns of one canton, close to both: joined to both, and the trip takes the shorter.
    expect(nodes(named("Dübendorf")).sort()).toEqual(["Uster", "Zürich"])
    // Every node has a name a route line can say; a tariff place by its plain name or its car end (Täsch).
    const written = new Set(tariff.places.map((p) => p.name.de).filter((name) => name.includes("(")))
    expect(index.network!.nodes.filter((node) => !node.name.de || !node.name.en || written.has(node.name.de))).toEqual(
      [],
    )
    // Every place of the index is joined.
    expect(index.places.filter((p) => !p.joins.length)).toEqual([])
  })
})

describe("the check of the road network", () => {
  const rows = readGeoNames()
  const segment = (fields: Partial<SegmentEntry & { file: string }>) => ({
    from: "Chur",
    to: "Landquart",
    km: 17,
    kind: "motorway" as const,
    file: "content/tariff/roads/chur--landquart.yaml",
    ...fields,
  })
  const problemsOf = (...segments: ReturnType<typeof segment>[]) =>
    resolveNetwork({ junctions: [], segments }, tariff, rows).problems

  it("accepts a segment that names its ends and is as long as its road", () => {
    expect(problemsOf(segment({}))).toEqual([])
  })

  it("names the file and the field of an unknown end, a length that is not positive and a month outside 1-12", () => {
    expect(problemsOf(segment({ to: "Atlantis" }))).toContain(
      'content/tariff/roads/chur--landquart.yaml: to: "Atlantis" is not a junction (content/tariff/junctions.yaml), a tariff place or a Swiss locality',
    )
    expect(problemsOf(segment({ km: -17 }))).toContain(
      "content/tariff/roads/chur--landquart.yaml: km: must be a positive number (is -17)",
    )
    expect(problemsOf(segment({ closed: [12, 13] }))).toEqual([
      "content/tariff/roads/chur--landquart.yaml: closed: 13 is not a month (1-12)",
    ])
  })

  it("refuses a length shorter than the straight line, or more than 2.5 times it (3.5 for a pass)", () => {
    // Chur – Landquart: 11.4 km straight.
    expect(problemsOf(segment({ km: 9 }))[0]).toMatch(
      /km: 9 is shorter than the straight line between Chur and Landquart/,
    )
    expect(problemsOf(segment({ km: 29 }))[0]).toMatch(/km: 29 is more than 2.5 × the straight line \(11.4 km\)/)
    expect(problemsOf(segment({ km: 28 }))).toEqual([])
    expect(problemsOf(segment({ km: 39, kind: "pass" }))).toEqual([])
    expect(problemsOf(segment({ km: 40, kind: "pass" }))[0]).toMatch(/km: 40 is more than 3.5 × the straight line/)
    expect(maxDetour).toEqual({ motorway: 2.5, road: 2.5, tunnel: 2.5, pass: 3.5, "car-train": 2.5 })
  })

  it("refuses a network in parts, naming what cannot be reached", () => {
    const apart = segment({ from: "Genf", to: "Lausanne", km: 63, file: "content/tariff/roads/genf--lausanne.yaml" })
    expect(problemsOf(segment({}), apart)).toEqual([
      "content/tariff/roads: the network is in parts: Genf, Lausanne cannot be reached from Chur",
    ])
  })

  it("fails on a place it cannot join, naming it", () => {
    const network = resolveNetwork({ junctions: [], segments: [segment({})] }, tariff, rows)
    const { joins, problems } = joinPlaces(network, [{ name: "Lugano", lat: 46.0101, lon: 8.96 }], rows)
    expect(joins).toEqual([null])
    expect(problems).toEqual([
      `places: "Lugano" cannot be joined to the road network: no node of its district or canton within ${maxJoinKm} km (add a segment to content/tariff/roads/)`,
    ])
    expect([maxJoinKm, localJoinKm, maxBorderJoinKm]).toEqual([25, 8, 12])
  })

  it("fails the build's tariff check on a bad segment file, naming the file", () => {
    const dir = temporaryFolder("roads")
    fs.cpSync(contentDir, dir, { recursive: true })
    fs.writeFileSync(
      path.join(dir, "tariff/roads/chur--landquart.yaml"),
      "from: Chur\nto: Nowhere\nkm: 17\nkind: road\n",
    )
    expect(checkTariff(dir)).toContain(
      'content/tariff/roads/chur--landquart.yaml: to: "Nowhere" is not a junction (content/tariff/junctions.yaml), a tariff place or a Swiss locality',
    )
  })
})
