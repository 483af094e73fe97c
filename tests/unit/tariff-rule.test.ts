import fs from "fs"
import path from "path"
import {
  calibrate,
  calibrationShare,
  calibrationTolerance,
  ruleFare,
  ruleProblems,
  ruleFindings,
  describeFinding,
  describeMiss,
} from "../../src/lib/domain/tariff-rule"
import { carPoint, type DistanceRule, type Tariff } from "../../src/lib/domain/tariff"
import { haversineKm } from "../../src/lib/domain/geometry"
import { checkTariff, readClassOrder, readTariff } from "../../src/node/content-model/tariff-check"
import { tariffRoads } from "../../src/node/content-model/places-index"
import { temporaryFolder } from "./temporary-folder"

const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
const rule = tariff.distanceRule!
const classOrder = readClassOrder(contentDir)
const place = (id: string) => tariff.places.find((p) => p.id === id)!
/** The way by road between two tariff places, every pass open: what the calibration measures. */
const { road } = tariffRoads(contentDir, tariff)

describe("the straight-line distance", () => {
  it("is the great-circle distance (Zürich HB – Bern Bahnhof 95.9 km)", () => {
    expect(haversineKm({ lat: 47.3779, lon: 8.5403 }, { lat: 46.949, lon: 7.4391 })).toBeCloseTo(95.94, 2)
    expect(haversineKm({ lat: 46, lon: 7 }, { lat: 46, lon: 7 })).toBe(0)
  })

  it("goes to where a car can go: Zermatt is priced to Täsch", () => {
    expect(carPoint(place("zermatt"))).toEqual({ name: "Täsch", lat: 46.0684, lon: 7.7777 })
    expect(carPoint(place("bern"))).toEqual({ lat: place("bern").lat, lon: place("bern").lon })
    expect(carPoint({ lat: null, lon: null })).toBeNull()
  })
})

describe("the distance rule of content/tariff.yaml", () => {
  it("measures listed routes along the roads, the car end and a car train included (Bern – Zermatt)", () => {
    const zurichBern = road(place("zurich"), place("bern"))!
    // 125 km by the A1; the straight line is 95.
    expect(zurichBern.km).toBeGreaterThan(115)
    expect(zurichBern.km).toBeLessThan(135)
    expect(zurichBern.fare).toBe(0)
    // Bern – Täsch by the Lötschberg car train: about 135 km and the train's fare.
    const zermatt = road(place("bern"), place("zermatt"))!
    expect(zermatt.km).toBeGreaterThan(125)
    expect(zermatt.km).toBeLessThan(145)
    expect(zermatt.fare).toBeGreaterThan(0)
    expect(road(place("zermatt"), place("bern"))).toEqual(zermatt)
  })

  it("lets a place join the network by straight km × the office's factor (1.3)", () => {
    expect(rule.roadFactor).toBe(1.3)
  })

  it("prices each class as base + per km, rounded up to 5 CHF", () => {
    // 100 road km: economy 80 + 2.50 × 100 = 330; premium 125 + 3.70 × 100 = 495.
    expect(ruleFare(rule, 100, "economy")).toBe(330)
    expect(ruleFare(rule, 100, "eco-premium")).toBe(400)
    expect(ruleFare(rule, 100, "premium")).toBe(495)
    expect(ruleFare(rule, 100, "limousine")).toBe(695)
    expect(ruleFare(rule, 100, "minibus")).toBe(765)
    // 33 km economy: 80 + 82.5 = 162.5 → 165 (rounded up to the next 5 CHF, never down).
    expect(ruleFare(rule, 33, "economy")).toBe(165)
    expect(rule.roundTo).toBe(5)
  })

  it("charges at least the minimum fare", () => {
    expect(ruleFare(rule, 0, "economy")).toBe(90)
    expect(ruleFare(rule, 1, "eco-premium")).toBe(110)
    expect(ruleFare(rule, 0, "premium")).toBe(140)
    expect(ruleFare(rule, 0, "limousine")).toBe(210)
    expect(ruleFare(rule, 0, "minibus")).toBe(230)
  })

  it("prices trips up to 400 road km at once and none beyond", () => {
    expect(rule.maxKm).toBe(400)
    expect(ruleFare(rule, 400, "economy")).toBe(1080)
    expect(ruleFare(rule, 401, "economy")).toBeNull()
    expect(ruleFare(rule, 100, "helicopter")).toBeNull()
  })

  it("never makes a higher class cheaper than a lower one, at any distance", () => {
    for (let km = 0; km <= rule.maxKm; km += 1) {
      const fares = classOrder.map((c) => ruleFare(rule, km, c)!)
      expect(fares).toEqual([...fares].sort((a, b) => a - b))
    }
  })

  it("lands within 20 % of the listed price on at least 90 of the 100 listed routes, in every class", () => {
    const calibration = calibrate(tariff, road)
    expect(calibration.map((c) => c.vehicleClass)).toEqual(classOrder)
    for (const c of calibration) {
      expect(c.routes).toBe(tariff.routes.length)
      expect(c.within).toBeGreaterThanOrEqual(90)
    }
    expect(calibration.map((c) => c.within)).toEqual([100, 100, 100, 100, 100])
    expect(tariff.routes).toHaveLength(100)
  })

  it("passes the content check", () => {
    expect(ruleProblems(tariff, classOrder, road)).toEqual([])
  })
})

describe("the content check of the rule", () => {
  const withRule = (change: (r: DistanceRule) => DistanceRule): Tariff => ({
    ...tariff,
    distanceRule: change(rule),
  })
  const fare = (r: DistanceRule, vehicleClass: string, values: Partial<DistanceRule["classes"][number]>) => ({
    ...r,
    classes: r.classes.map((c) => (c.vehicleClass === vehicleClass ? { ...c, ...values } : c)),
  })

  it("holds the rule to 20 % on 90 % of the routes", () => {
    expect(calibrationTolerance).toBe(0.2)
    expect(calibrationShare).toBe(0.9)
  })

  it("names numbers that are not positive", () => {
    expect(
      ruleProblems(
        withRule((r) => fare(r, "premium", { perKm: 0 })),
        classOrder,
        road,
      ),
    ).toContain("distanceRule premium perKm must be a positive number")
    expect(
      ruleProblems(
        withRule((r) => ({ ...r, roundTo: -5 })),
        classOrder,
        road,
      ),
    ).toContain("distanceRule roundTo must be a positive number")
    expect(
      ruleProblems(
        withRule((r) => ({ ...r, roadFactor: 0.8 })),
        classOrder,
        road,
      ),
    ).toContain("distanceRule roadFactor must be at least 1 (a road is never shorter)")
  })

  it("names a higher class that could cost less than a lower one", () => {
    expect(
      ruleProblems(
        withRule((r) => fare(r, "limousine", { minimum: 100 })),
        classOrder,
        road,
      ),
    ).toEqual(["distanceRule limousine minimum (100) is below premium (140): the higher class would cost less"])
  })

  it("names a class without a fare", () => {
    const problems = ruleProblems(
      withRule((r) => ({ ...r, classes: r.classes.filter((c) => c.vehicleClass !== "minibus") })),
      classOrder,
      road,
    )
    expect(problems).toEqual(["distanceRule has no fare for minibus"])
  })

  it("names a rule that strays from the listed prices, with the routes furthest off", () => {
    const [problem, ...rest] = ruleProblems(
      withRule((r) => fare(r, "economy", { perKm: 1.2 })),
      classOrder,
      road,
    )
    expect(rest).toEqual([])
    expect(problem).toMatch(
      /^distanceRule economy: only \d+ of 100 listed routes within 20 % of the rule \(at least 90 needed\); furthest off: /,
    )
    // The three named are the three furthest off of all the misses, furthest first.
    const off = (text: string) =>
      [...text.matchAll(/(\d+) listed, (\d+) by rule/g)].map(
        ([, listed, byRule]) => Math.abs(Number(byRule) - Number(listed)) / Number(listed),
      )
    const named = off(problem)
    const all = off(
      calibrate(
        withRule((r) => fare(r, "economy", { perKm: 1.2 })),
        road,
      )[0]
        .misses.map((miss) => describeMiss(miss, "en"))
        .join("; "),
    )
    expect(named).toHaveLength(3)
    expect(named).toEqual([...all].sort((a, b) => b - a).slice(0, 3))
  })

  it("fails the build's tariff check when the office edits the rule out of line", () => {
    const dir = temporaryFolder("tariff-rule")
    fs.cpSync(contentDir, dir, { recursive: true })
    const file = path.join(dir, "tariff.yaml")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("      perKm: 2.5\n", "      perKm: 1.2\n"))
    const problems = checkTariff(dir)
    expect(problems.some((p) => p.startsWith("content/tariff.yaml: distanceRule economy: only "))).toBe(true)
  })

  it("says each finding in German for the office, with classes and places by the names it sees", () => {
    const names = {
      vehicleClass: (slug: string) =>
        ({ economy: "Economy", premium: "Premium", limousine: "Limousine" })[slug] ?? slug,
      place: (id: string) => place(id).name.de,
    }
    const german = (changed: Tariff) =>
      ruleFindings(changed, classOrder, road).map((f) => describeFinding(f, "de", names))
    expect(german(withRule((r) => fare(r, "premium", { perKm: 0 })))).toContain(
      "Premium: Preis pro Strassen-km muss eine positive Zahl sein",
    )
    expect(german(withRule((r) => ({ ...r, roadFactor: 0.8 })))).toEqual([
      "Der Umwegfaktor muss mindestens 1 sein (eine Strasse ist nie kürzer als die Luftlinie)",
    ])
    expect(german(withRule((r) => fare(r, "limousine", { minimum: 100 })))).toEqual([
      "Limousine: Mindestpreis (100) ist tiefer als bei Premium (140): die höhere Klasse würde weniger kosten",
    ])
    const [calibration] = german(withRule((r) => fare(r, "economy", { perKm: 1.2 })))
    expect(calibration).toMatch(
      /^Economy: nur \d+ von 100 Festpreis-Strecken innerhalb 20 % der Regel \(mindestens 90 nötig\); am weitesten daneben: /,
    )
    // Places by name, not by id.
    expect(calibration).toMatch(/: [^;]+ ↔ [^;]+: \d+ Festpreis, \d+ nach Regel/)
    expect(calibration).not.toMatch(/zrh-airport|gva-airport/)
  })
})
