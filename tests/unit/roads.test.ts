import fs from "fs"
import path from "path"
import {
  attachTo,
  crossesBarrier,
  crossingsOf,
  knownCrossings,
  fareOn,
  joinsOf,
  readNetwork,
  roadState,
  routeOptions,
  routeSummary,
  tripDay,
  withLocalWeb,
  hopKm,
  lowlandM,
  minWinding,
  type Crossings,
  type RoadNetworkFile,
  type RouteEnd,
} from "../../src/lib/domain/roads"
import { driveTime, monthName, routeLine } from "../../src/lib/forms/route-line"
import { indexPlaces, type IndexedPlace } from "../../src/lib/domain/places"
import { crossesLine as crossesLineOf, haversineKm, project } from "../../src/lib/domain/geometry"
import { ruleFare } from "../../src/lib/domain/tariff-rule"
import { quoteState } from "../../src/lib/forms/quote"
import { readGeoNames } from "../../src/node/content-model/geonames"
import { placeIndexWithRoads } from "../../src/node/content-model/places-index"
import { joinPlaces, maxJoinKm, nearlyAsNearKm, maxAttachments } from "../../src/node/content-model/road-joins"
import { dayOfYear, maxDetour, resolveNetwork, type SegmentEntry } from "../../src/node/content-model/road-network"
import { checkTariff, readTariff } from "../../src/node/content-model/tariff-check"
import { roadDistances } from "./road-distances"
import { motorwayTrips, townTrips } from "./town-trips"
import { temporaryFolder } from "./temporary-folder"

/**
 * A valley network drawn for the test: A and B are joined over a pass open in summer, and the long way round by C;
 * D lies across a car train from C, dearer at the weekend and in winter.
 *
 *   A --pass 20 km-- B
 *   A --50 km-- C --50 km-- B
 *   C ==train 15 km== D ,  C --road 120 km-- D
 *   C --road 40 km-- E ,  C --motorway 60 km-- E
 */
const speeds = { motorway: 95, road: 55, pass: 45, tunnel: 80 }
const file: RoadNetworkFile = {
  nodes: [
    ["A", "", 46.5, 8.0, 1000],
    ["B", "", 46.6, 8.1, 500],
    ["C", "Ce", 46.8, 8.2, 20000],
    ["D", "", 46.3, 8.3, 800],
    ["E", "", 47.1, 8.2, 800],
  ],
  segments: [
    [0, 1, 20, "pass", [601, 630, 1010, 1031], [], 0, "Testpass", "Test Pass"],
    [0, 2, 50, "motorway", [0, 0, 0, 0], [], 0, "", ""],
    [2, 1, 50, "motorway", [0, 0, 0, 0], [], 0, "", ""],
    [
      2,
      3,
      15,
      "car-train",
      [0, 0, 0, 0],
      [
        [40, 0b11111110, 1201, 430],
        [28, 0b00011110, 101, 1231],
        [31, 0b11100000, 101, 1231],
      ],
      20,
      "Autoverlad Test",
      "Test car train",
    ],
    [2, 3, 120, "road", [0, 0, 0, 0], [], 0, "", ""],
    [2, 4, 40, "road", [0, 0, 0, 0], [], 0, "", ""],
    [2, 4, 60, "motorway", [0, 0, 0, 0], [], 0, "", ""],
  ],
  speeds,
  barriers: [],
}
const network = readNetwork(file)
const on = (date: string) => routeOptions(tripDay(date))
const at = (node: number, km = 0): RouteEnd => ({
  joins: [{ node, km, minutes: (km / speeds.road) * 60 }],
  lat: file.nodes[node][2],
  lon: file.nodes[node][3],
})

describe("the way by road", () => {
  it("takes the pass while it is surely open, and goes round it while it is closed", () => {
    const july = routeSummary(network, at(0), at(1), on("2027-07-15"))!
    expect(july).toMatchObject({ km: 20, via: { de: "Testpass", en: "Test Pass" }, closed: null })
    const january = routeSummary(network, at(0), at(1), on("2027-01-15"))!
    expect(january).toMatchObject({ km: 100, via: { de: "C", en: "Ce" } })
    expect(january.closed).toEqual({ name: { de: "Testpass", en: "Test Pass" }, month: 1, state: "closed" })
  })

  it("prices the way that is surely open in the weeks a pass may still or already be closed, and says so", () => {
    // Season 1 June (earliest opening) – 30 June (surely open) – 10 October (surely open until) – 31 October.
    const state = (date: string) => roadState(network.segments[0], tripDay(date))
    expect(
      [
        "2027-05-31",
        "2027-06-01",
        "2027-06-29",
        "2027-06-30",
        "2027-10-10",
        "2027-10-11",
        "2027-10-31",
        "2027-11-01",
      ].map(state),
    ).toEqual(["closed", "uncertain", "uncertain", "open", "open", "uncertain", "uncertain", "closed"])
    const june = routeSummary(network, at(0), at(1), on("2027-06-15"))!
    expect(june.km).toBe(100)
    expect(june.closed).toEqual({ name: { de: "Testpass", en: "Test Pass" }, month: 6, state: "uncertain" })
    // Every road open: the calibration's way.
    expect(routeSummary(network, at(0), at(1), routeOptions(null))!.km).toBe(20)
  })

  it("reads a day as month × 100 + day and its weekday, and refuses a day that does not exist", () => {
    expect(tripDay("2027-06-15")).toEqual({ mmdd: 615, weekday: 2 })
    expect(tripDay("2027-06-19")).toEqual({ mmdd: 619, weekday: 6 })
    expect([tripDay("2027-02-30"), tripDay("15.06.2027"), tripDay("")]).toEqual([null, null, null])
    expect([dayOfYear("15.06."), dayOfYear("1.6."), dayOfYear("31.11."), dayOfYear("June")]).toEqual([
      615,
      601,
      null,
      null,
    ])
  })

  it("charges a car train's fare of the pick-up day: weekday, weekend, winter", () => {
    const train = network.segments[3]
    expect(fareOn(train, tripDay("2027-06-15"))).toBe(28) // a Tuesday
    expect(fareOn(train, tripDay("2027-06-19"))).toBe(31) // a Saturday
    expect(fareOn(train, tripDay("2027-01-12"))).toBe(40) // winter, across the new year
    expect(fareOn(train, null)).toBe(40)
    const way = routeSummary(network, at(2), at(3), on("2027-06-19"))!
    expect(way).toMatchObject({ km: 15, fare: 31, via: { de: "Autoverlad Test", en: "Test car train" } })
    // Crossing 20 minutes, given with the train: not a speed.
    expect(way.minutes).toBe(20)
  })

  it("chooses the way by drive time at the network's speeds, and prices that way's km", () => {
    // C → E: 40 km of road (44 min at 55 km/h) against 60 km of motorway (38 min at 95 km/h).
    const way = routeSummary(network, at(2), at(4), on("2027-07-15"))!
    expect(way).toMatchObject({ km: 60, minutes: 40 })
    const slow = readNetwork({ ...file, speeds: { ...speeds, motorway: 60 } })
    expect(routeSummary(slow, at(2), at(4), on("2027-07-15"))!.km).toBe(40)
  })

  it("says at least 5 minutes, and adds each end's local road at the speed of a main road", () => {
    const near = routeSummary(network, at(0, 0.4), at(0, 0.5), on("2027-07-15"))!
    expect(near).toMatchObject({ km: 1, minutes: 5 })
    const way = routeSummary(network, at(0, 5.2), at(2, 7.8), on("2027-07-15"))!
    expect(way.km).toBe(Math.round(50 + 13))
    const minutes = (50 / speeds.motorway) * 60 + (13 / speeds.road) * 60
    expect(way.minutes).toBe(Math.round(minutes / 5) * 5)
  })

  it("joins a place along a segment at its nearest point, by its straight line to each end times the road's winding", () => {
    // A point a quarter of the way from A to C, 1 km to the side.
    const point = { lat: 46.5 + 0.3 * 0.25, lon: 8.0 + 0.2 * 0.25 + 1 / 76.5 }
    const [attachment] = attachTo(network, point, [1])
    expect(attachment.t).toBeCloseTo(0.25, 1)
    // The motorway A – C: 50 km by road, its straight line about 36 km: it winds 1.37 times.
    const chord = haversineKm(network.nodes[0], network.nodes[2])
    const joins = joinsOf(network, [{ segment: 1, t: 0.25, offKm: 1.3 }])
    expect(joins.map((j) => j.node)).toEqual([0, 2])
    expect(joins[0].km).toBeCloseTo(Math.hypot(0.25 * chord, 1.3) * (50 / chord), 6)
    expect(joins[1].km).toBeCloseTo(Math.hypot(0.75 * chord, 1.3) * (50 / chord), 6)
    // A road straighter than a town's streets winds at least minWinding times.
    expect(minWinding).toBe(1.2)
    const straight = readNetwork({ ...file, segments: [[0, 2, Math.ceil(chord), "road", [0, 0, 0, 0], [], 0, "", ""]] })
    expect(joinsOf(straight, [{ segment: 0, t: 0.5, offKm: 0 }])[0].km).toBeCloseTo(0.5 * chord * 1.2, 6)
    // Where the straight line to an end crosses a lake, the way goes to the road and along it.
    const lake = readNetwork({ ...file, barriers: [[46.55, 8.0, 46.55, 8.3]] })
    const place = { lat: 46.575, lon: 8.06 }
    const [toA] = joinsOf(lake, [{ segment: 1, t: 0.25, offKm: 1.3 }], (end) => crossesBarrier(lake, place, end))
    expect(toA.km).toBeCloseTo(1.3 * 1.2 + 0.25 * 50, 6)
    // Two places along the same segment drive along it between them, not to its end and back.
    const end = (t: number): RouteEnd => ({ joins: joinsOf(network, [{ segment: 1, t, offKm: 1 }]), lat: 0, lon: 0 })
    expect(routeSummary(network, end(0.2), end(0.6), on("2027-07-15"))!.km).toBe(Math.round(2 + 0.4 * 50))
  })

  it("reaches a village below a closed pass from its nearer end, and not over the top", () => {
    const below = { joins: joinsOf(network, [{ segment: 0, t: 0.2, offKm: 0 }]), lat: 0, lon: 0 }
    expect(routeSummary(network, at(0), below, on("2027-01-15"))!.km).toBe(4)
    expect(routeSummary(network, at(1), below, on("2027-01-15"))!.km).toBe(50 + 50 + 4)
  })

  it("finds no way where the closed roads cut the places apart", () => {
    const cut = readNetwork({ ...file, nodes: file.nodes.slice(0, 2), segments: [file.segments[0]] })
    expect(routeSummary(cut, at(0), at(1), on("2027-01-15"))).toBeNull()
  })
})

describe("the local roads between lowland places", () => {
  // Three villages 5 km apart along a line of latitude, the third across a lake, all joined to A's segments;
  // heights in hectometres, as the index carries them.
  const lake: number[] = [46.45, 8.115, 46.55, 8.115]
  const villages = [0, 1, 2].map((i) => ({ lat: 46.5, lon: 8.0 + (i * 5) / 76.5 }))
  const attached = villages.map(() => [{ segment: 1, t: 0, offKm: 20 }])
  const webOf = (barriers: number[][], heights = [5, 5, 5]) => {
    const roads = readNetwork({ ...file, barriers })
    return withLocalWeb(roads, villages, heights, attached, 1.3, crossingsOf(roads, villages))
  }

  it(`links two villages below ${lowlandM} m at most ${hopKm} km apart by straight km × roadFactor`, () => {
    const { network: roads, ends } = webOf([])
    expect(routeSummary(roads, ends[0]!, ends[1]!, on("2027-07-15"))!.km).toBe(Math.round(5 * 1.3))
    // Ten km apart: over the village between them.
    expect(routeSummary(roads, ends[0]!, ends[2]!, on("2027-07-15"))!.km).toBe(Math.round(10 * 1.3))
    expect([lowlandM, hopKm]).toEqual([1000, 8])
  })

  it("never across a barrier: the way goes round by the network", () => {
    const { network: roads, ends } = webOf([lake])
    expect(routeSummary(roads, ends[0]!, ends[1]!, on("2027-07-15"))!.km).toBe(Math.round(5 * 1.3))
    expect(routeSummary(roads, ends[1]!, ends[2]!, on("2027-07-15"))!.km).toBe(40)
  })

  it("ships the build's crossings with the index: the booking form's web is the build's, with no line tested", () => {
    const roads = readNetwork({ ...file, barriers: [lake] })
    const tested = crossingsOf(roads, villages)
    const built = withLocalWeb(roads, villages, [5, 5, 5], attached, 1.3, tested)
    expect(tested.found).toEqual({ ends: [[2, 1, 0]], hops: [[1, 2]] })
    const shipped = JSON.parse(JSON.stringify(tested.found)) as Crossings
    const untested = readNetwork({ ...file, barriers: [] })
    const loaded = withLocalWeb(untested, villages, [5, 5, 5], attached, 1.3, knownCrossings(shipped))
    // Built over a network without the lake: the shipped crossings alone keep the local road off it.
    expect(loaded.ends.map((end) => end!.hops)).toEqual(built.ends.map((end) => end!.hops))
    expect(loaded.ends[1]!.hops!.map((hop) => hop.place)).toEqual([1, 0])
    expect(loaded.ends[2]!.joins).toEqual(built.ends[2]!.joins)
  })

  it("gives a village in the mountains no local road: it is only ever a trip's end", () => {
    const { network: roads, ends } = webOf([], [5, 12, 5])
    expect(ends[1]!.hops).toBeNull()
    expect(routeSummary(roads, ends[0]!, ends[1]!, on("2027-07-15"))!.km).toBe(40)
  })
})

describe("the route line under the price", () => {
  const words: Record<string, string> = {
    "quote.route": "rund {{km}} km · rund {{time}}",
    "quote.routeVia": "rund {{km}} km via {{via}} · rund {{time}}",
    "quote.closed": "{{name}} im {{month}} gesperrt: {{way}}",
    "quote.uncertain": "{{name}} im {{month}} vielleicht gesperrt: {{way}}",
  }
  const t = (key: string, values: Record<string, string | number> = {}) =>
    words[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))

  it("writes a drive time as a timetable does", () => {
    expect([5, 45, 60, 90, 125].map(driveTime)).toEqual(["5 min", "45 min", "1 h", "1 h 30 min", "2 h 5 min"])
  })

  it("names the month in the visitor's language", () => {
    expect([monthName(1, "de"), monthName(1, "en"), monthName(12, "de")]).toEqual(["Januar", "January", "Dezember"])
  })

  it("says which way, how long, and which road is closed or may be closed that day", () => {
    const july = routeSummary(network, at(0), at(1), on("2027-07-15"))!
    expect(routeLine(july, "de", t)).toBe("rund 20 km via Testpass · rund 25 min")
    const january = routeSummary(network, at(0), at(1), on("2027-01-15"))!
    expect(routeLine(january, "de", t)).toBe("Testpass im Januar gesperrt: rund 100 km via C · rund 1 h 5 min")
    const june = routeSummary(network, at(0), at(1), on("2027-06-15"))!
    expect(routeLine(june, "de", t)).toBe("Testpass im Juni vielleicht gesperrt: rund 100 km via C · rund 1 h 5 min")
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

  it("holds at least 40 trips between a town and its nearby centre, across the country", () => {
    expect(townTrips.length).toBeGreaterThanOrEqual(40)
    const regions = new Set(townTrips.map((trip) => index.places.find((p) => p.label.de === trip.from)?.region))
    expect(regions.size).toBeGreaterThanOrEqual(20)
  })

  // Straight roads between their ends stand for roads that bend: a town's way to its centre comes out within 12 %
  // of the road map for most towns; the rest, along lake shores and valleys whose road the straight line cuts,
  // within 60 %. Both figures only ever get better.
  it("prices at least 42 of the towns' trips to their centre within 12 % of the road map, and all within 60 %", () => {
    const off = townTrips.map(({ from, to, km }) => Math.abs(quoted(from, to).route!.km - km) / km)
    expect(off.filter((share) => share <= 0.12).length).toBeGreaterThanOrEqual(42)
    expect(Math.max(...off)).toBeLessThanOrEqual(0.6)
  })

  it.each(motorwayTrips.map((trip) => [trip.from, trip.to, trip.km, trip.motorway] as const))(
    "%s → %s takes the motorway a driver takes (about %i km, via %s), not the shorter, slower way",
    (from, to, km, motorway) => {
      const [a, b] = [from, to].map((label) => index.places.find((p) => p.label.de === label || p.label.en === label)!)
      const way = routeSummary(index.network!, a.end!, b.end!, on("2027-07-15"))!
      expect(Math.abs(way.km - km) / km).toBeLessThanOrEqual(0.12)
      expect(way.route.segments.filter((s) => s.kind === "pass")).toEqual([])
      // The route line names the way by the largest town it passes on the motorway.
      expect(motorway).toBeTruthy()
      expect(way.route.nodes.map((n) => index.network!.nodes[n].name.de)).toContain(way.via?.de)
    },
  )

  it("goes round a ridge by the road, not across it: Arosa → Davos by Chur, about 87 km", () => {
    const way = quoted("Arosa", "Davos").route!
    expect(way.via).toEqual({ de: "Chur", en: "Chur" })
    expect(way.km).toBeGreaterThan(80)
    // The straight line is 14 km; the old rule (× 1.3) priced 18.
    expect(haversineKm(index.byId.get("arosa")!, index.byId.get("davos")!)).toBeLessThan(15)
  })

  it("prices Meiringen → Andermatt over the Susten in July, round by the Brünig in January and in mid-June", () => {
    const summer = quoted("Meiringen", "Andermatt", "2027-07-15")
    const winter = quoted("Meiringen", "Andermatt", "2027-01-15")
    expect(summer.route).toMatchObject({ via: { de: "Sustenpass", en: "Susten Pass" }, closed: null })
    expect(winter.route!.closed).toEqual({ name: { de: "Sustenpass", en: "Susten Pass" }, month: 1, state: "closed" })
    // Round by the Brünig and Luzern's lake: no longer over the Susten.
    expect(winter.route!.route.segments.filter((s) => s.name?.de === "Sustenpass")).toEqual([])
    expect(winter.route!.via).not.toEqual({ de: "Sustenpass", en: "Susten Pass" })
    expect(winter.route!.km).toBeGreaterThan(1.5 * summer.route!.km)
    expect(winter.total).toBeGreaterThan(summer.total)
    // The pass usually opens in June and closes in October: in those months the price goes round, and says why.
    const state = (month: number) =>
      quoted("Meiringen", "Andermatt", `2027-${String(month).padStart(2, "0")}-15`).route!.closed?.state ?? "open"
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(state)).toEqual([
      "closed",
      "closed",
      "closed",
      "closed",
      "closed",
      "uncertain",
      "open",
      "open",
      "open",
      "uncertain",
      "closed",
      "closed",
    ])
  })

  it("takes the Lötschberg car train from Thun to Visp, at its weekday fare on a Thursday and its weekend fare on a Saturday", () => {
    const thursday = quoted("Thun", "Visp", "2027-07-15")
    const saturday = quoted("Thun", "Visp", "2027-07-17")
    const train = thursday.route!.route.segments.find((s) => s.kind === "car-train")!
    expect(train.name).toEqual({ de: "Autoverlad Lötschberg", en: "Lötschberg car train" })
    expect([thursday.route!.fare, saturday.route!.fare]).toEqual([28, 31])
    expect(thursday.outbound).toBe(ruleFare(tariff.distanceRule!, thursday.route!.km, "economy")! + 28)
    expect(saturday.outbound - thursday.outbound).toBe(3)
  })

  it("joins each place along its own valley's road: Saas-Grund up the Saas valley, Zermatt at Täsch, Münsingen on the A6", () => {
    const segmentsOf = (place: IndexedPlace) =>
      place.segments.map((segment) => {
        const { from, to } = index.network!.segments[segment]
        return `${index.network!.nodes[from].name.de}–${index.network!.nodes[to].name.de}`
      })
    const named = (label: string) => index.places.find((p) => p.label.de === label)!
    expect(segmentsOf(named("Saas-Grund"))[0]).toBe("Stalden–Parkhaus Saas-Fee")
    expect(index.byId.get("zermatt")!.end!.joins.map((j) => index.network!.nodes[j.node].name.de)).toContain("Täsch")
    const munsingen = named("Münsingen")
    expect(segmentsOf(munsingen)).toContain("Bern–Thun")
    // Along the motorway, not to Bern and back: about 15 km by road to Bern, 17 to Thun.
    expect(quoted("Münsingen", "Bern").route!.km).toBeLessThanOrEqual(18)
    expect(quoted("Münsingen", "Thun").route!.km).toBeLessThanOrEqual(19)
    // Every node has a name a route line can say; a tariff place by its plain name or its car end (Täsch).
    const written = new Set(tariff.places.map((p) => p.name.de).filter((name) => name.includes("(")))
    expect(index.network!.nodes.filter((node) => !node.name.de || !node.name.en || written.has(node.name.de))).toEqual(
      [],
    )
    // Every place of the index is joined.
    expect(index.places.filter((p) => !p.end)).toEqual([])
  })

  it("joins no place across a barrier of content/tariff/barriers.yaml", () => {
    const roads = index.network!
    const crossing = index.places.flatMap((place) =>
      place.segments.flatMap((segment) => {
        const { from, to } = roads.segments[segment]
        const { at: joined } = project(place, roads.nodes[from], roads.nodes[to])
        return roads.barriers.some((line) => crossesLineOf(place, joined, line)) ? [place.label.de] : []
      }),
    )
    expect(crossing).toEqual([])
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
  const content = (segments: ReturnType<typeof segment>[]) => ({
    junctions: [],
    segments,
    barriers: [],
    speeds: { file: "content/tariff/speeds.yaml" },
  })
  const problemsOf = (...segments: ReturnType<typeof segment>[]) =>
    resolveNetwork(content(segments), tariff, rows).problems

  it("accepts a segment that names its ends and is as long as its road", () => {
    expect(problemsOf(segment({}))).toEqual([])
  })

  it("names the file and the field of an unknown end and of a length that is not positive", () => {
    expect(problemsOf(segment({ to: "Atlantis" }))).toContain(
      'content/tariff/roads/chur--landquart.yaml: to: "Atlantis" is not a junction (content/tariff/junctions.yaml), a tariff place or a Swiss locality',
    )
    expect(problemsOf(segment({ km: -17 }))).toContain(
      "content/tariff/roads/chur--landquart.yaml: km: must be a positive number (is -17)",
    )
  })

  it("reads a pass's season as four days in order, and names a day it cannot read", () => {
    const season = {
      earliestOpening: "01.06.",
      surelyOpenFrom: "30.06.",
      surelyOpenUntil: "10.10.",
      latestClosing: "31.10.",
    }
    expect(problemsOf(segment({ kind: "pass", season }))).toEqual([])
    expect(problemsOf(segment({ kind: "pass", season: { ...season, surelyOpenFrom: "31.06." } }))).toEqual([
      'content/tariff/roads/chur--landquart.yaml: season.surelyOpenFrom: "31.06." is not a day (15.06.)',
    ])
    expect(problemsOf(segment({ kind: "pass", season: { ...season, latestClosing: "01.10." } }))).toEqual([
      "content/tariff/roads/chur--landquart.yaml: season: the four days must follow each other within one year (earliestOpening ≤ surelyOpenFrom ≤ surelyOpenUntil ≤ latestClosing)",
    ])
  })

  it("needs a car train's fares, crossing time, source and the day they were checked", () => {
    const train = { kind: "car-train" as const, minutes: 20, source: "BLS", checked: "2026-12-05" }
    expect(problemsOf(segment({ ...train, fares: [{ chf: 28, weekdays: [1, 2, 3, 4] }, { chf: 31 }] }))).toEqual([])
    expect(problemsOf(segment({ ...train, fares: [] }))).toEqual([
      "content/tariff/roads/chur--landquart.yaml: fares, minutes: a car train needs its fares (CHF) and its crossing time",
    ])
    expect(problemsOf(segment({ ...train, fares: [{ chf: 28, weekdays: [8] }], checked: null }))).toEqual([
      "content/tariff/roads/chur--landquart.yaml: fares[0].weekdays: 8 is not a weekday (1 = Monday … 7 = Sunday)",
      "content/tariff/roads/chur--landquart.yaml: source, checked: a car train's fares name where they come from and the day they were checked (2026-12-05)",
    ])
  })

  it("holds the office's speeds to what a car averages, and a barrier to a line of points", () => {
    const resolved = (speeds: Record<string, unknown>, barriers: unknown[]) =>
      resolveNetwork(
        {
          ...content([segment({})]),
          speeds: { file: "content/tariff/speeds.yaml", ...speeds },
          barriers: barriers as never,
        },
        tariff,
        rows,
      )
    expect(resolved({}, []).file.speeds).toEqual({ motorway: 95, road: 55, pass: 35, tunnel: 80 })
    expect(resolved({ motorway: 200 }, []).problems).toEqual([
      "content/tariff/speeds.yaml: motorway: 200 km/h is not an average speed on that kind of road (10-130)",
    ])
    const lake = {
      name: "Zürichsee",
      kind: "lake",
      line: [{ lat: 47.3, lon: 8.55 }],
      file: "content/tariff/barriers.yaml: barriers[0]",
    }
    expect(resolved({}, [lake]).problems).toEqual([
      'content/tariff/barriers.yaml: barriers[0]: line: "Zürichsee" needs two or more points in and around Switzerland',
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
    const resolved = resolveNetwork(content([segment({})]), tariff, rows)
    const { segments, problems } = joinPlaces(resolved, [{ name: "Lugano", lat: 46.0101, lon: 8.96 }])
    expect(segments).toEqual([null])
    expect(problems).toEqual([
      `places: "Lugano" cannot be joined to the road network: no road it may join within ${maxJoinKm} km on its side of the barriers (add a segment to content/tariff/roads/)`,
    ])
    expect([maxJoinKm, nearlyAsNearKm, maxAttachments]).toEqual([25, 2.5, 3])
  })

  it("joins a place to the nearest road on its side of a barrier, not across it", () => {
    // Thalwil lies on the left shore of the Zürichsee, Meilen's road on the right: a lake line between them.
    const right = segment({ from: "Zürich", to: "Meilen", km: 15, file: "content/tariff/roads/zurich--meilen.yaml" })
    const left = segment({ from: "Zürich", to: "Horgen", km: 17, file: "content/tariff/roads/zurich--horgen.yaml" })
    const lake = {
      name: "Zürichsee",
      kind: "lake" as const,
      line: [
        { lat: 47.35, lon: 8.545 },
        { lat: 47.2, lon: 8.75 },
      ],
      file: "barriers[0]",
    }
    const thalwil = { name: "Thalwil", lat: 47.2917, lon: 8.5635 }
    const join = (barriers: (typeof lake)[]) => {
      const resolved = resolveNetwork({ ...content([right, left]), barriers }, tariff, rows)
      const { network, segments } = joinPlaces(resolved, [thalwil])
      return segments[0]!.map((segment) => network.nodes[network.segments[segment].to].name.de)
    }
    expect(join([lake])).toEqual(["Horgen"])
    expect(join([])).toContain("Meilen")
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
