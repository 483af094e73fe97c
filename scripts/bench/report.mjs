/** The bench's report (Markdown) from a run's results, and its place in docs/performance.md. */
import fs from "node:fs"
import { addressRows, median, summarise } from "./samples.mjs"

export const START = "<!-- bench:report:start -->"
export const END = "<!-- bench:report:end -->"

const verdict = (met) => (met === null ? "not measured" : met ? "met" : "**missed**")
const row = (cells) => `| ${cells.join(" | ")} |`
const figures = (s) => [
  String(s.performance),
  Math.round(s.fcpMs),
  Math.round(s.lcpMs),
  `${Math.round(s.tbtMs)} (${s.tbtRangeMs.map(Math.round).join("–")})`,
  s.cls.toFixed(3),
]

/**
 * The report of a run: how it was measured, the budget table, each address's medians and, side by side, the
 * starter's medians over all its runs with the site's over its own and their ratios.
 */
export function renderReport(results, evaluation) {
  const { measuredAt, lighthouse, runs, pages, site, starter } = results
  // Results saved before the bench recorded it have no index.
  const benchmarkIndex = median([...site, ...starter].map((s) => s.benchmarkIndex).filter(Number.isFinite))
  const head = ["Performance", "FCP ms", "LCP ms", "TBT ms (lowest–highest)", "CLS"]
  const lines = [
    `Measured ${measuredAt.slice(0, 16).replace("T", " ")} UTC: ${pages.length} addresses × ${runs} run(s), ` +
      `Lighthouse ${lighthouse}, mobile, default throttling, Debian chromium, served by scripts/serve.mjs` +
      (starter.length ? ", alternating with gatsby-starter-default." : ", without the starter.") +
      (Number.isFinite(benchmarkIndex)
        ? ` The host's speed: Lighthouse's benchmark index ${Math.round(benchmarkIndex)} (median of all runs).`
        : ""),
    "",
    row(["Budget", "Target", "Measured", ""]),
    row(["---", "---", "---", "---"]),
    ...evaluation.map((b) => row([b.budget, b.target, b.measured, verdict(b.met)])),
    "",
    row(["Address", ...head]),
    row(Array(head.length + 1).fill("---")),
    ...addressRows(site, pages).map((r) => row([r.page, ...figures(r)])),
  ]
  if (starter.length) {
    const [ours, theirs] = [summarise(site), summarise(starter)]
    const ratio = (key) => (theirs[key] > 0 ? (ours[key] / theirs[key]).toFixed(2) : "–")
    lines.push(
      "",
      `All runs: the site's ${ours.runs} against the starter's ${theirs.runs} (its /, /page-2/ and ` +
        "/using-typescript/ in turn, each run right after one of the site's). Only these ratios compare across runs.",
      "",
      row(["Medians of all runs", ...head]),
      row(Array(head.length + 1).fill("---")),
      row(["Site", ...figures(ours)]),
      row(["Starter", ...figures(theirs)]),
      row(["Site / starter", ratio("performance"), ratio("fcpMs"), ratio("lcpMs"), ratio("tbtMs"), "–"]),
      "",
      `TBT, site − starter (medians of all runs): ${Math.round(median(site.map((s) => s.tbtMs)) - theirs.tbtMs)} ms.`,
    )
  }
  return lines.join("\n") + "\n"
}

/** Puts `report` between the markers of `file` (docs/performance.md), replacing the one there. */
export function writeIntoDocs(file, report) {
  const text = fs.readFileSync(file, "utf8")
  const [start, end] = [text.indexOf(START), text.indexOf(END)]
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} section`)
  fs.writeFileSync(file, text.slice(0, start + START.length) + "\n" + report + text.slice(end))
}
