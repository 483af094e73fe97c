/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { gzipSync } from "zlib"
import {
  aboveOnEachSide,
  addressTbt,
  addressesAlongside,
  median,
  sideBySideFigures,
  weight,
} from "../../scripts/bench/samples.mjs"
import { minify } from "terser"
import { scriptsAfterPaintSnippet } from "../../src/node/scripts-after-paint"

const runs = (tbts: number[]) => tbts.map((tbtMs) => ({ tbtMs, lcpMs: 1000 }))

describe("bench: side-by-side figures", () => {
  it("takes the lower middle value as the median of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2)
  })

  it("gives the ratio of medians and of means, site over starter", () => {
    const result = sideBySideFigures(runs([40, 60, 100]), runs([20, 30, 40]), ["tbtMs", "lcpMs"])
    expect(result.ratios.tbtMs).toBe(2)
    expect(result.means.site.tbtMs).toBeCloseTo(200 / 3)
    expect(result.means.ratios.tbtMs).toBeCloseTo(200 / 3 / 30)
    expect(result.ratios.lcpMs).toBe(1)
  })

  it("has no median ratio when the starter's median is 0, but still a ratio of the means", () => {
    const result = sideBySideFigures(runs([30, 40, 50]), runs([0, 0, 30]), ["tbtMs"])
    expect(result.ratios.tbtMs).toBeNull()
    expect(result.means.ratios.tbtMs).toBe(4)
  })
})

describe("bench: the TBT budget over addresses", () => {
  it("takes the median of the addresses' medians and names the address with the highest", () => {
    const rows = [
      { page: "/", tbtMs: 12 },
      { page: "/contact", tbtMs: 76.5 },
      { page: "/en", tbtMs: 30 },
      { page: "/agb", tbtMs: 0 },
      { page: "/impressum", tbtMs: 20 },
    ]
    expect(addressTbt(rows)).toEqual({ medianMs: 20, highest: { page: "/contact", ms: 76.5 } })
  })
})

describe("bench: each address against the starter runs taken alongside it", () => {
  // Two rounds over two addresses, as the bench runs them: each site run is followed by one starter run.
  const site = [
    { page: "/", tbtMs: 60 },
    { page: "/en", tbtMs: 10 },
    { page: "/", tbtMs: 80 },
    { page: "/en", tbtMs: 20 },
    { page: "/", tbtMs: 40 },
    { page: "/en", tbtMs: 30 },
  ]
  const starter = [{ tbtMs: 70 }, { tbtMs: 0 }, { tbtMs: 90 }, { tbtMs: 5 }, { tbtMs: 10 }, { tbtMs: 100 }]

  it("pairs each site run with the starter run after it and compares the medians per address", () => {
    expect(addressesAlongside(site, starter)).toEqual([
      { page: "/", site: 60, starter: 70, minus: -10 },
      { page: "/en", site: 20, starter: 5, minus: 15 },
    ])
  })

  it("counts the addresses above the limit on each side, not at it", () => {
    const addresses = addressesAlongside(site, starter)
    expect(aboveOnEachSide(addresses, 50)).toEqual({ site: 1, starter: 1 })
    expect(aboveOnEachSide(addresses, 60)).toEqual({ site: 0, starter: 1 })
    expect(aboveOnEachSide(addresses, 70)).toEqual({ site: 0, starter: 0 })
  })

  it("leaves out site runs that no starter run followed (a run without --side-by-side)", () => {
    expect(addressesAlongside(site, [])).toEqual([])
  })
})

describe("bench: a page's first-load JavaScript", () => {
  it("counts the scripts the after-paint loader starts, with or without a deferred stylesheet, minified, and an earlier build's", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-weight-"))
    const sources = ["/framework-1.js", "/app-2.js", "/webpack-runtime-3.js"]
    sources.forEach((src, i) => fs.writeFileSync(path.join(root, src), `console.log(${i})`.repeat(100 * (i + 1))))
    const expectedKb =
      sources.reduce((sum, src) => sum + gzipSync(fs.readFileSync(path.join(root, src))).length, 0) / 1024
    for (const stylesheet of [null, "/styles.0123abcd.css"]) {
      const file = path.join(root, "index.html")
      fs.writeFileSync(file, `<body><script>${scriptsAfterPaintSnippet(sources, stylesheet)}</script></body>`)
      expect(weight(root, file).jsKb).toBeCloseTo(expectedKb)
      // As the pages carry it: minified after the build (minifyInlineScripts) ...
      const { code } = await minify(scriptsAfterPaintSnippet(sources, stylesheet))
      fs.writeFileSync(file, `<body><script>${code}</script></body>`)
      expect(weight(root, file).jsKb).toBeCloseTo(expectedKb)
    }
    // ... where terser may write the longest wait into the loader's body instead of passing it.
    const inlined = path.join(root, "index.html")
    fs.writeFileSync(
      inlined,
      `<body><script>!function(e,t,n){}(${JSON.stringify(sources)},"/s.css",window);</script></body>`,
    )
    expect(weight(root, inlined).jsKb).toBeCloseTo(expectedKb)
    // An earlier build's loader (--before), from before it took a stylesheet.
    const file = path.join(root, "index.html")
    fs.writeFileSync(file, `<body><script>(function(e,t,n){})(${JSON.stringify(sources)},window,2500)</script></body>`)
    expect(weight(root, file).jsKb).toBeCloseTo(expectedKb)
    fs.rmSync(root, { recursive: true })
  })
})
