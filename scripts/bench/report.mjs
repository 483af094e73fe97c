/** The bench's report (Markdown) from a run's results, and its place in docs/performance.md. */
import fs from "node:fs"
import { METHOD_NAMES, methodsOf, ofMethod } from "./budgets.mjs"
import { median, summarise } from "./samples.mjs"

export const START = "<!-- bench:report:start -->"
export const END = "<!-- bench:report:end -->"

const verdict = (met) => (met === null ? "not measured" : met ? "met" : "**missed**")
const row = (cells) => `| ${cells.join(" | ")} |`
const KEYS = ["fcpMs", "lcpMs", "siMs", "tbtMs"]
const HEAD = ["FCP ms", "LCP ms", "Speed Index ms", "TBT ms"]
const msOf = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "–")
/** One cell per metric: each method's figure, Lantern's first, "/" between them. */
const cells = (summaries, format = msOf) => KEYS.map((key) => summaries.map((s) => format(s[key], key)).join(" / "))

/**
 * The report of a run: how it was measured, the budget table, each address's medians under each method, the site's
 * medians over all runs against the starter's, and each page's JavaScript, first load and without interaction.
 */
export function renderReport(results, evaluation) {
  const { measuredAt, lighthouse, runs, pages, site, starter, javascript, protocol } = results
  // Results saved before the bench recorded it have no index.
  const benchmarkIndex = median([...site, ...starter].map((s) => s.benchmarkIndex).filter(Number.isFinite))
  const methods = methodsOf(site)
  const kb = (value) => (value == null ? "–" : value.toFixed(1))
  const lines = [
    `Measured ${measuredAt.slice(0, 16).replace("T", " ")} UTC: ${pages.length} addresses × ${runs} run(s) × ` +
      `${methods.map((m) => METHOD_NAMES[m]).join(" and ")}, Lighthouse ${lighthouse}, mobile, Debian chromium, ` +
      `served by scripts/serve.mjs${protocol ? ` over ${protocol}` : ""}` +
      (starter.length ? ", alternating with gatsby-starter-default." : ", without the starter.") +
      (Number.isFinite(benchmarkIndex)
        ? ` The host's speed: Lighthouse's benchmark index ${Math.round(benchmarkIndex)} (median of all runs).`
        : ""),
    "",
    row(["Budget", "Target", "Measured", ""]),
    row(["---", "---", "---", "---"]),
    ...evaluation.map((b) => row([b.budget, b.target, b.measured, verdict(b.met)])),
    "",
    `Medians; where two figures stand in a cell, ${methods.map((m) => METHOD_NAMES[m]).join(" / ")}.`,
    "",
    row(["Address", ...HEAD, "JavaScript KB, first load / without interaction"]),
    row(Array(HEAD.length + 2).fill("---")),
    ...pages.map((page) => {
      const summaries = methods.map((m) => summarise(ofMethod(site, m).filter((s) => s.page === page)))
      const js = javascript?.[page] ?? {}
      return row([page, ...cells(summaries), `${kb(js.firstLoadKb)} / ${kb(js.idleKb)}`])
    }),
  ]
  if (starter.length) {
    const ours = methods.map((m) => summarise(ofMethod(site, m)))
    const theirs = methods.map((m) => summarise(ofMethod(starter, m)))
    const ratios = methods.map((_, i) =>
      Object.fromEntries(KEYS.map((key) => [key, theirs[i][key] > 0 ? ours[i][key] / theirs[i][key] : NaN])),
    )
    const [first] = Object.values(results.starterJavascript ?? {})
    lines.push(
      "",
      row(["All runs", ...HEAD, "JavaScript KB (home)"]),
      row(Array(HEAD.length + 2).fill("---")),
      row(["Site", ...cells(ours), `${kb(javascript?.["/"]?.firstLoadKb)} / ${kb(javascript?.["/"]?.idleKb)}`]),
      row(["Starter", ...cells(theirs), `${kb(first?.firstLoadKb)} / ${kb(first?.idleKb)}`]),
      row(["Site / starter", ...cells(ratios, (v) => (Number.isFinite(v) ? v.toFixed(2) : "–")), ""]),
      "",
      `The starter's runs: its /, /page-2/ and /using-typescript/ in turn, each right after one of the site's ` +
        "under the same method. Only the ratios compare across runs.",
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
