/** @jest-environment node */
import fs from "fs"
import path from "path"
import { gzipSync } from "zlib"
import {
  CPU_SLOWDOWN,
  LONGEST_TRIP,
  WAY_ENTRY,
  placesChunkKb,
  slowestKeystrokeMs,
} from "../../scripts/bench/typing.mjs"
import { temporaryFolder } from "./temporary-folder"
import { indexPlaces } from "../../src/lib/domain/places"
import { quoteState, WAY_MEASURE } from "../../src/lib/forms/quote"
import { placeIndexWithRoads } from "../../src/node/content-model/places-index"
import { readTariff } from "../../src/node/content-model/tariff-check"

describe("bench: place suggestions while typing", () => {
  it("measures at a 4x CPU slowdown, a phone-class CPU", () => {
    expect(CPU_SLOWDOWN).toBe(4)
  })

  it("times a trip across the country that the rule still prices, within 5 % of its longest", () => {
    const contentDir = path.resolve(__dirname, "../../content")
    const tariff = readTariff(contentDir)
    const index = indexPlaces(placeIndexWithRoads(tariff, contentDir))
    const [pickup, dropoff] = LONGEST_TRIP
    const state = quoteState(tariff, { pickup, dropoff, vehicleClass: "economy", date: "2027-07-15" }, index)
    // A price must follow the last letter (a trip beyond the limit gets none, and nothing to time).
    expect(state.kind).toBe("quote")
    const km = state.kind === "quote" ? state.quote.distanceKm! : 0
    expect(km).toBeLessThanOrEqual(tariff.distanceRule!.maxKm)
    expect(km).toBeGreaterThanOrEqual(0.95 * tariff.distanceRule!.maxKm)
  })

  it("reads the entry the booking form times its search for a way with", () => {
    expect(WAY_ENTRY).toBe(WAY_MEASURE)
  })

  it("takes each keystroke's median over the runs, then the slowest keystroke", () => {
    expect(
      slowestKeystrokeMs([
        [10, 40, 5],
        [12, 90, 6],
        [11, 30, 70],
      ]),
    ).toBe(40)
    expect(slowestKeystrokeMs([])).toBeNull()
  })

  it("weighs the places chunk of a build, gzip, and says when a build has none", () => {
    const dir = temporaryFolder("bench-places")
    expect(placesChunkKb(dir)).toBeNull()
    const body = "Zürich Genf Genève Geneva ".repeat(500)
    fs.writeFileSync(path.join(dir, "places-0123abcd.js"), body)
    fs.writeFileSync(path.join(dir, "app-0123abcd.js"), "x".repeat(100_000))
    expect(placesChunkKb(dir)).toBeCloseTo(gzipSync(body).length / 1024)
  })
})
