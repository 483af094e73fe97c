/** Turning Lighthouse runs into the bench's figures: medians per address, first-load weight of a built page. */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

/** The figures the bench keeps of each Lighthouse run. */
export const FIGURES = ["performance", "fcpMs", "lcpMs", "siMs", "tbtMs", "cls"]

/** The median; of an even number of values, the lower middle one (a run that went badly does not pull it up). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
}

/** A German address's English twin, and addresses with their twins. */
export const twinOf = (page) => (page === "/" ? "/en" : `/en${page}`)
export const withTwins = (pages) => pages.flatMap((page) => [page, twinOf(page)])

/** Each figure's median over `runs`, the run count, and the lowest and highest TBT (noise, or a regression). */
export const summarise = (runs) => ({
  runs: runs.length,
  ...Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((run) => run[key]))])),
  tbtRangeMs: [Math.min(...runs.map((run) => run.tbtMs)), Math.max(...runs.map((run) => run.tbtMs))],
})

/** One row per address in the order of `pages`, each the summary of the runs tagged with it. */
export const addressRows = (samples, pages) =>
  pages.map((page) => ({ page, ...summarise(samples.filter((s) => s.page === page)) }))

/**
 * First-load JavaScript of one built page in KB: the gzip sum of the scripts its HTML starts. Gatsby's entry
 * scripts are either `<script src>` tags or, on the site, started by the loader in the after-paint file
 * (src/node/gatsby-output/scripts-after-paint.ts), itself a `<script src>`; all count.
 */
export function firstLoadJsKb(root, htmlFile) {
  const text = fs.readFileSync(htmlFile, "utf8")
  const tags = [...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
  const started = (src) => {
    const code = fs.readFileSync(path.join(root, src), "utf8")
    const call = /\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\]),[^()]*\bwindow\b[^()]*\)/.exec(code)
    return call ? JSON.parse(call[1]) : []
  }
  const scripts = [...tags, ...tags.flatMap(started)]
  return scripts.reduce((sum, src) => sum + zlib.gzipSync(fs.readFileSync(path.join(root, src))).length, 0) / 1024
}
