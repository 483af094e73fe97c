/** @jest-environment node */
import fs from "fs"
import path from "path"
import { evaluate } from "../../scripts/bench/budgets.mjs"
import { END, START, renderReport, writeIntoDocs } from "../../scripts/bench/report.mjs"
import { temporaryFolder } from "./temporary-folder"

const run = (page: string, tbtMs: number, fcpMs = 1100, method: "simulate" | "devtools" = "simulate") => ({
  page,
  method,
  performance: 1,
  fcpMs,
  lcpMs: 1400,
  siMs: fcpMs + 200,
  tbtMs,
  cls: 0,
})
const results = (starter: ReturnType<typeof run>[]) => ({
  measuredAt: "2026-12-01T14:30:00.000Z",
  lighthouse: "12.8.2",
  runs: 2,
  pages: ["/", "/en"],
  site: [run("/", 30), run("/en", 0), run("/", 70), run("/en", 10)],
  starter,
  homeJsKb: 80,
})

describe("bench: the report", () => {
  const sideBySide = results([run("/", 0, 1000), run("/page-2/", 20, 1000), run("/", 10, 1000), run("/", 0, 1000)])

  it("says how it was measured and gives every budget with its verdict, a miss in bold", () => {
    const report = renderReport(sideBySide, evaluate(sideBySide))
    expect(report).toContain("2026-12-01 14:30 UTC: 2 addresses × 2 run(s) × Lantern, Lighthouse 12.8.2")
    expect(report).toContain("| Home first-load JavaScript (gzip) | <= 75 KB | 80.0 KB | **missed** |")
    expect(report).toContain(
      "| FCP, site / starter (medians of all runs), Lantern | <= 1.1x | 1.10x (1100 ms / 1000 ms) | met |",
    )
  })

  it("gives each address's medians and the site against the starter over all runs", () => {
    const report = renderReport(sideBySide, evaluate(sideBySide))
    expect(report).toContain("| / | 1100 | 1400 | 1300 | 30 | – / – |")
    expect(report).toContain("| /en | 1100 | 1400 | 1300 | 0 | – / – |")
    expect(report).toContain("| Site | 1100 | 1400 | 1300 | 10 |")
    expect(report).toContain("| Starter | 1000 | 1400 | 1200 | 0 |")
    // The starter's median TBT is 0: no ratio.
    expect(report).toContain("| Site / starter | 1.10 | 1.00 | 1.08 | – |  |")
  })

  it("gives the host's speed as Lighthouse measured it, the median of all runs, when the runs recorded it", () => {
    const indexed = (index: number) => (sample: ReturnType<typeof run>) => ({ ...sample, benchmarkIndex: index })
    const measured = {
      ...sideBySide,
      site: sideBySide.site.map(indexed(900)),
      starter: sideBySide.starter.map((sample, i) => indexed(i < 2 ? 600 : 1200)(sample)),
    }
    expect(renderReport(measured, evaluate(measured))).toContain(
      "The host's speed: Lighthouse's benchmark index 900 (median of all runs).",
    )
    expect(renderReport(sideBySide, evaluate(sideBySide))).not.toContain("benchmark index")
  })

  it("says when the starter's budgets went unmeasured and has no starter table then", () => {
    const alone = results([])
    const report = renderReport(alone, evaluate(alone))
    expect(report).toContain("without the starter")
    expect(report).toContain(
      "| LCP, site / starter (medians of all runs), Lantern | <= 1x | no starter in this run | not measured |",
    )
    expect(report).not.toContain("| Starter |")
    expect(report).toContain("| / | 1100 | 1400 | 1300 | 30 | – / – |")
  })

  it("gives both methods' figures side by side, and each page's JavaScript, first load and without interaction", () => {
    const both = {
      ...sideBySide,
      site: [...sideBySide.site, run("/", 90, 2000, "devtools"), run("/en", 80, 1900, "devtools")],
      starter: [...sideBySide.starter, run("/", 40, 1500, "devtools")],
      protocol: "HTTP/2 (TLS)",
      javascript: { "/": { firstLoadKb: 70.94, idleKb: 122.66, scripts: 13 }, "/en": { firstLoadKb: 70.9 } },
      starterJavascript: { "/": { firstLoadKb: 68, idleKb: 97.9 } },
    }
    const report = renderReport(both, evaluate(both))
    expect(report).toContain("× Lantern and DevTools,")
    expect(report).toContain("served by scripts/serve.mjs over HTTP/2 (TLS)")
    expect(report).toContain("Medians; where two figures stand in a cell, Lantern / DevTools.")
    expect(report).toContain("| / | 1100 / 2000 | 1400 / 1400 | 1300 / 2200 | 30 / 90 | 70.9 / 122.7 |")
    expect(report).toContain("| /en | 1100 / 1900 | 1400 / 1400 | 1300 / 2100 | 0 / 80 | 70.9 / – |")
    expect(report).toContain("| Site / starter | 1.10 / 1.27 | 1.00 / 1.00 | 1.08 / 1.24 | – / 2.00 |  |")
    expect(report).toContain("| Starter | 1000 / 1500 | 1400 / 1400 | 1200 / 1700 | 0 / 40 | 68.0 / 97.9 |")
  })

  it("replaces only what stands between the markers of the docs file", () => {
    const file = path.join(temporaryFolder("bench-docs"), "performance.md")
    fs.writeFileSync(file, `# Method\n\n${START}\nold report\n${END}\n\nAfter.\n`)
    writeIntoDocs(file, "new report\n")
    writeIntoDocs(file, "newer report\n")
    expect(fs.readFileSync(file, "utf8")).toBe(`# Method\n\n${START}\nnewer report\n${END}\n\nAfter.\n`)
    fs.writeFileSync(file, "# Method without markers\n")
    expect(() => writeIntoDocs(file, "report\n")).toThrow(/no <!-- bench:report:start -->/)
  })
})
