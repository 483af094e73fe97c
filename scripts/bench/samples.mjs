/** Turning Lighthouse runs into the bench's figures: medians, spreads, first-load weight of a built page. */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

/** The median; of an even number of values, the lower middle one. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
}

/** The arithmetic mean. */
export const mean = (values) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : NaN)

/** Each of `keys` over the runs, reduced to one figure by `reduce` (median, mean). */
const figures = (reduce) => (samples, keys) =>
  Object.fromEntries(keys.map((k) => [k, reduce(samples.map((s) => s[k]))]))

/** The median of each of `keys` over the runs. */
export const medians = figures(median)

/** The mean of each of `keys` over the runs. */
export const means = figures(mean)

/** The lowest and highest of the runs, to tell noise from a regression. */
export const spread = (samples, key) => [
  Math.min(...samples.map((s) => s[key])),
  Math.max(...samples.map((s) => s[key])),
]

/**
 * First-load JavaScript (gzip sum of the scripts the page's HTML loads) and HTML size of one built page.
 * Gatsby's entry scripts are either `<script src>` tags or, on the site, started by an inline loader after the
 * first paint (src/node/scripts-after-paint.ts; builds before the critical CSS passed it no stylesheet, and since the
 * pages' inline scripts are minified its longest wait is written into its body, not passed); all count.
 */
export function weight(root, htmlFile) {
  const html = fs.readFileSync(htmlFile)
  const text = html.toString()
  const afterPaint = /\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\]),(?:(?:null|"[^"]*"),)?window(?:,\d+)?\)/.exec(text)
  const scripts = [
    ...[...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...(afterPaint ? JSON.parse(afterPaint[1]) : []),
  ]
  const jsGzip = scripts.reduce((sum, src) => sum + zlib.gzipSync(fs.readFileSync(path.join(root, src))).length, 0)
  return { jsKb: jsGzip / 1024, htmlKb: html.length / 1024, htmlGzipKb: zlib.gzipSync(html).length / 1024 }
}

/** Medians per page of runs tagged with their `page`, in the order of `pages` (pages without runs left out). */
export const pageMedians = (samples, pages, keys) =>
  pages
    .map((page) => samples.filter((s) => s.page === page))
    .filter((runs) => runs.length)
    .map((runs) => ({
      page: runs[0].page,
      runs: runs.length,
      ...medians(runs, keys),
      tbtSpreadMs: spread(runs, "tbtMs"),
    }))

/**
 * Both sides' medians and means over all their runs, and site / starter of each (null where the starter's is 0).
 * On a quiet machine most of the starter's runs have no blocking time at all, so its median TBT is 0 and only the
 * ratio of the means compares the two.
 */
export function sideBySideFigures(siteSamples, starterSamples, keys) {
  const ratiosOf = (site, starter) =>
    Object.fromEntries(keys.map((key) => [key, starter[key] > 0 ? site[key] / starter[key] : null]))
  const site = medians(siteSamples, keys)
  const starter = medians(starterSamples, keys)
  const average = { site: means(siteSamples, keys), starter: means(starterSamples, keys) }
  return {
    runs: { site: siteSamples.length, starter: starterSamples.length },
    site,
    starter,
    ratios: ratiosOf(site, starter),
    means: { ...average, ratios: ratiosOf(average.site, average.starter) },
  }
}

/** The row whose `key` is highest (the first of equals); null for no rows. */
export const highestBy = (rows, key) => rows.reduce((top, row) => (top && top[key] >= row[key] ? top : row), null)

/**
 * The TBT budget over addresses: the median of the addresses' median TBTs, and the address whose median is highest
 * (`rows` are the per-address medians).
 */
export function addressTbt(rows) {
  const highest = highestBy(rows, "tbtMs")
  return {
    medianMs: median(rows.map((row) => row.tbtMs)),
    highest: highest && { page: highest.page, ms: highest.tbtMs },
  }
}

/**
 * Each address's TBT median beside the median of the starter runs taken alongside it (the bench runs the starter
 * right after each site run, so `starterSamples[i]` followed `siteSamples[i]`), and the site's minus the starter's:
 * the per-address budget measured against a bare Gatsby site under the same load on the machine. Addresses in the
 * order of their first run.
 */
export function addressesAlongside(siteSamples, starterSamples, key = "tbtMs") {
  const byPage = new Map()
  siteSamples.forEach((sample, i) => {
    if (!starterSamples[i]) return
    const runs = byPage.get(sample.page) ?? { site: [], starter: [] }
    runs.site.push(sample[key])
    runs.starter.push(starterSamples[i][key])
    byPage.set(sample.page, runs)
  })
  return [...byPage].map(([page, runs]) => {
    const [site, starter] = [median(runs.site), median(runs.starter)]
    return { page, site, starter, minus: site - starter }
  })
}

/** How many of `addresses` (from addressesAlongside) are above `limitMs` on each side. */
export const aboveOnEachSide = (addresses, limitMs) => ({
  site: addresses.filter((a) => a.site > limitMs).length,
  starter: addresses.filter((a) => a.starter > limitMs).length,
})
