import fs from "fs"
import path from "path"
import {
  calibrate,
  calibrationShare,
  calibrationTolerance,
  carPoint,
  haversineKm,
  roadKm,
  ruleFare,
  ruleProblems,
} from "../../src/lib/domain/tariff-rule"
import type { DistanceRule, Tariff } from "../../src/lib/domain/tariff"
import { checkTariff, readClassOrder, readTariff } from "../../src/node/tariff-check"
import { temporaryFolder } from "./temporary-folder"

const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
const rule = tariff.distanceRule!
const classOrder = readClassOrder(contentDir)
const place = (id: string) => tariff.places.find((p) => p.id === id)!

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
  it("turns straight-line km into road km with the office's factor (1.3)", () => {
    expect(rule.roadFactor).toBe(1.3)
    expect(roadKm(rule, { lat: 47.3779, lon: 8.5403 }, { lat: 46.949, lon: 7.4391 })).toBe(125)
  })

  it("prices each class as base + per km, rounded up to 5 CHF", () => {
    // 100 road km: economy 80 + 2.70 × 100 = 350; premium 125 + 4.00 × 100 = 525.
    expect(ruleFare(rule, 100, "economy")).toBe(350)
    expect(ruleFare(rule, 100, "eco-premium")).toBe(420)
    expect(ruleFare(rule, 100, "premium")).toBe(525)
    expect(ruleFare(rule, 100, "limousine")).toBe(735)
    expect(ruleFare(rule, 100, "minibus")).toBe(805)
    // 33 km economy: 80 + 89.1 = 169.1 → 170 (rounded up to the next 5 CHF, never down).
    expect(ruleFare(rule, 33, "economy")).toBe(170)
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
    expect(ruleFare(rule, 400, "economy")).toBe(1160)
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
    const calibration = calibrate(tariff)
    expect(calibration.map((c) => c.vehicleClass)).toEqual(classOrder)
    for (const c of calibration) {
      expect(c.routes).toBe(tariff.routes.length)
      expect(c.within).toBeGreaterThanOrEqual(90)
    }
    expect(calibration.map((c) => c.within)).toEqual([97, 97, 97, 99, 98])
    expect(tariff.routes).toHaveLength(100)
  })

  it("passes the content check", () => {
    expect(ruleProblems(tariff, classOrder)).toEqual([])
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
      ),
    ).toContain("distanceRule premium perKm must be a positive number")
    expect(
      ruleProblems(
        withRule((r) => ({ ...r, roundTo: -5 })),
        classOrder,
      ),
    ).toContain("distanceRule roundTo must be a positive number")
    expect(
      ruleProblems(
        withRule((r) => ({ ...r, roadFactor: 0.8 })),
        classOrder,
      ),
    ).toContain("distanceRule roadFactor must be at least 1 (a road is never shorter)")
  })

  it("names a higher class that could cost less than a lower one", () => {
    expect(
      ruleProblems(
        withRule((r) => fare(r, "limousine", { minimum: 100 })),
        classOrder,
      ),
    ).toEqual(["distanceRule limousine minimum (100) is below premium (140): the higher class would cost less"])
  })

  it("names a class without a fare", () => {
    const problems = ruleProblems(
      withRule((r) => ({ ...r, classes: r.classes.filter((c) => c.vehicleClass !== "minibus") })),
      classOrder,
    )
    expect(problems).toEqual(["distanceRule has no fare for minibus"])
  })

  it("names a rule that strays from the listed prices, with the routes furthest off", () => {
    const [problem, ...rest] = ruleProblems(
      withRule((r) => fare(r, "economy", { perKm: 1.5 })),
      classOrder,
    )
    expect(rest).toEqual([])
    expect(problem).toMatch(
      /^distanceRule economy: only \d+ of 100 listed routes within 20 % of the rule \(at least 90 needed\); furthest off: /,
    )
  })

  it("fails the build's tariff check when the office edits the rule out of line", () => {
    const dir = temporaryFolder("tariff-rule")
    fs.cpSync(contentDir, dir, { recursive: true })
    const file = path.join(dir, "tariff.yaml")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("      perKm: 2.7\n", "      perKm: 1.5\n"))
    const problems = checkTariff(dir)
    expect(problems.some((p) => p.startsWith("content/tariff.yaml: distanceRule economy: only "))).toBe(true)
  })
})
