/** @jest-environment node */
import fs from "fs"
import path from "path"
import { gzipSync } from "zlib"
import { CPU_SLOWDOWN, LONGEST_TRIP, placesChunkKb, slowestKeystrokeMs } from "../../scripts/bench/typing.mjs"
import { temporaryFolder } from "./temporary-folder"

describe("bench: place suggestions while typing", () => {
  it("measures at a 4x CPU slowdown, a phone-class CPU", () => {
    expect(CPU_SLOWDOWN).toBe(4)
  })

  it("times the longest trip's way from the western end of the network to its eastern", () => {
    expect(LONGEST_TRIP).toEqual(["Genf", "Müstair"])
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
