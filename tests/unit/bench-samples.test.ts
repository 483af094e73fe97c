/** @jest-environment node */
import fs from "fs"
import path from "path"
import { gzipSync } from "zlib"
import { addressRows, firstLoadJsKb, median, summarise } from "../../scripts/bench/samples.mjs"
import { scriptsAfterPaintSnippet } from "../../src/node/gatsby-output/scripts-after-paint"
import { temporaryFolder } from "./temporary-folder"

const run = (page: string, tbtMs: number, performance = 1) => ({
  page,
  performance,
  fcpMs: 1000 + tbtMs,
  lcpMs: 1500 + tbtMs,
  tbtMs,
  cls: 0,
})

describe("bench: medians", () => {
  it("takes the middle value of an odd count and the lower middle one of an even count", () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([4, 1, 3, 2])).toBe(2)
    expect(median([])).toBeNaN()
  })

  it("sums up runs as the median of each figure, the run count and TBT's lowest and highest", () => {
    expect(summarise([run("/", 80, 0.98), run("/", 10), run("/", 40)])).toEqual({
      runs: 3,
      performance: 1,
      fcpMs: 1040,
      lcpMs: 1540,
      tbtMs: 40,
      cls: 0,
      tbtRangeMs: [10, 80],
    })
  })

  it("gives one row per address in the order asked for, from that address's runs only", () => {
    const rows = addressRows([run("/", 60), run("/en", 0), run("/", 20), run("/en", 10), run("/", 0)], ["/en", "/"])
    expect(rows.map((r) => [r.page, r.runs, r.tbtMs])).toEqual([
      ["/en", 2, 0],
      ["/", 3, 20],
    ])
  })
})

describe("bench: a page's first-load JavaScript", () => {
  it("counts script tags and the scripts the after-paint file starts, as written and minified", async () => {
    const root = temporaryFolder("bench-weight")
    const sources = ["/framework-1.js", "/app-2.js", "/webpack-runtime-3.js"]
    sources.forEach((src, i) => fs.writeFileSync(path.join(root, src), `console.log(${i})`.repeat(100 * (i + 1))))
    const gzipKb = (srcs: string[]) =>
      srcs.reduce((sum, src) => sum + gzipSync(fs.readFileSync(path.join(root, src))).length, 0) / 1024
    const file = path.join(root, "index.html")
    const measured = (html: string) => {
      fs.writeFileSync(file, html)
      return firstLoadJsKb(root, file)
    }
    for (const stylesheet of [null, "/styles.0123abcd.css"]) {
      fs.writeFileSync(
        path.join(root, "after-paint-1.js"),
        `window.x=1\n${scriptsAfterPaintSnippet(sources, stylesheet)}`,
      )
      const html = '<body><script src="/after-paint-1.js" async></script></body>'
      expect(measured(html)).toBeCloseTo(gzipKb(["/after-paint-1.js", ...sources]))
    }
    // A plain Gatsby page (the starter's) starts its scripts with tags.
    expect(measured(`<script src="/app-2.js" async></script><p>text</p>`)).toBeCloseTo(gzipKb(["/app-2.js"]))
    expect(measured("<p>no scripts</p>")).toBe(0)
  })
})
