#!/usr/bin/env node
/**
 * Performance benchmark (npm run bench). Not part of CI: timings are noisy on shared machines.
 *
 *   node scripts/bench.mjs [--runs 3] [--pages /,/en/agb] [--skip-build] [--side-by-side] [--anchor DIR]
 *                          [--before DIR [--before-label TEXT]]
 *   node scripts/bench.mjs --report-only   (docs/performance.md again from docs/performance.json)
 *
 * Times a cold and a warm build, serves the site, runs Lighthouse (mobile, default throttling) --runs times
 * per address (in rounds: every address once, then again; after a run on each server that is not kept) and
 * reports medians plus first-load JavaScript (gzip sum of the scripts a page's HTML loads) and HTML size, as
 * docs/performance.md and docs/performance.json.
 *
 * --side-by-side (implied by --anchor) also serves a reference build: the public/ folder of a built
 * gatsby-starter-default, named by --anchor DIR or the BENCH_STARTER_DIR environment variable (the repository
 * does not carry one), with the same server on the next port, and runs Lighthouse
 * on it after every run on the site (A B A B ...), cycling the starter's three pages, so the machine's load hits
 * both alike (TBT here follows load several-fold). The report adds both sides' medians and their ratios, and per
 * address its TBT median beside the median of the starter runs taken right after its runs (how many addresses are
 * above the per-address budget on each side under the same load).
 *
 * Every run keeps Lighthouse's long tasks with what each blocked (./bench/blocking.mjs), and the report sums them by
 * kind of task (the page's HTML, webpack's runtime, React, the app chunk, ...) over all runs and over the runs above
 * the per-address budget, for both sides: which tasks make the tail.
 *
 * --before DIR also serves an earlier build of the site (a copy of its public/ folder) on the port after that and
 * runs Lighthouse on the same address of it after each run on the site (new, old, starter, new, ...): a change's
 * before and after, measured in the same run. The report adds per-address and overall medians of both, and names
 * the earlier build by --before-label (for example the commit it was built from).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ensureLighthouse, lighthouse } from "./bench/lighthouse.mjs"
import { answering, serve, servedFiles, warm } from "./bench/servers.mjs"
import { chunkLabels } from "./bench/blocking.mjs"
import { compared, writeReport } from "./bench/report.mjs"
import {
  addressTbt,
  addressesAlongside,
  median,
  medians,
  pageMedians,
  sideBySideFigures,
  spread,
  weight,
} from "./bench/samples.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const runs = Number(option("runs", 3))
const port = Number(option("port", 9300))
const origin = `http://127.0.0.1:${port}`
const sideBySideAsked = args.includes("--side-by-side") || args.includes("--anchor")
const anchor = sideBySideAsked ? option("anchor", process.env.BENCH_STARTER_DIR ?? null) : null
if (sideBySideAsked && !anchor) {
  console.error(
    "--side-by-side needs a built gatsby-starter-default: --anchor DIR or BENCH_STARTER_DIR=DIR (its public/)",
  )
  process.exit(2)
}
// The starter's pages: home with one image, a text-only page, the TypeScript demo (its README's own list).
const starterPages = ["/", "/page-2/", "/using-typescript/"]
const starterOrigin = `http://127.0.0.1:${port + 1}`
const before = option("before", null)
const beforeLabel = option("before-label", "an earlier build")
const beforeOrigin = `http://127.0.0.1:${port + 2}`
const budgets = {
  performance: 0.95,
  medianPerformance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1500,
  cls: 0,
  // The scripts the home page's HTML starts (i18next is a chunk of its own, loaded in parallel).
  homeJsKb: 85,
  coldBuildS: 120,
  // Issue 19: the median of the addresses' TBT medians, the highest of them, FCP against the starter's.
  tbtMedianMs: 25,
  tbtAddressMs: 50,
  fcpStarterRatio: 1.15,
}

if (args.includes("--report-only")) {
  // Writes docs/performance.md again from docs/performance.json (after a change to the report), measuring nothing.
  const saved = JSON.parse(fs.readFileSync("docs/performance.json", "utf8"))
  const summary = { ...saved.summary, budgets, tbt: addressTbt(saved.pages) }
  const { beforeAndAfter, samples } = saved
  // Runs saved before the per-address comparison was reported get it from their samples.
  const sideBySide = saved.sideBySide && {
    ...saved.sideBySide,
    addresses: addressesAlongside(samples.site, samples.starter),
  }
  writeReport({
    build: summary.build,
    runs: summary.runsPerPage,
    summary,
    rows: saved.pages,
    sideBySide,
    beforeAndAfter,
    samples,
  })
  process.exit(0)
}

const seconds = (fn) => {
  const start = process.hrtime.bigint()
  const result = fn()
  return { result, s: Number(process.hrtime.bigint() - start) / 1e9 }
}

// 1. Builds
let build = { cold: null, warm: null }
if (!args.includes("--skip-build")) {
  for (const dir of [".cache", "public", "generated"]) fs.rmSync(dir, { recursive: true, force: true })
  const cold = seconds(() => spawnSync("node", ["scripts/build.mjs"], { stdio: "ignore" }))
  if (cold.result.status !== 0) throw new Error("cold build failed")
  const warm = seconds(() => spawnSync("node", ["scripts/build.mjs", "--incremental"], { stdio: "ignore" }))
  if (warm.result.status !== 0) throw new Error("warm build failed")
  build = { cold: cold.s, warm: warm.s }
  console.log(`build: cold ${cold.s.toFixed(1)} s, warm ${warm.s.toFixed(1)} s`)
}

// 2. The addresses: every page of the route table in both languages, and its redirects.
const redirects = new Map(
  fs
    .readFileSync("public/_redirects", "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split(/\s+/).slice(0, 2)),
)
// Every folder of the build with an index.html is a page; not Gatsby's own folders of assets and data.
const sitemapPages = servedFiles("public")
  .filter((file) => file.endsWith("/index.html") && !/^\/(static|page-data|_gatsby|icons)\//.test(file))
  .map((file) => file.slice(0, -"/index.html".length) || "/")
let pages = sitemapPages.filter((p) => !/\/(404|500)$/.test(p) && !redirects.has(p))
// The route table's redirects (/services, /en/services) are addresses of the site too: Lighthouse follows them
// and measures the redirect plus the page it lands on. (Aliases such as /economy are not in the table.)
const routeRedirects = [...fs.readFileSync("src/routes.ts", "utf8").matchAll(/kind: "redirect"[^}]*?path: "([^"]+)"/g)]
  .map((m) => m[1])
  .flatMap((p) => [p, `/en${p}`])
pages = [...pages, ...routeRedirects].sort()
if (option("pages")) pages = option("pages").split(",")

// 3. Servers: the site, and the reference build when side by side.
for (const dir of [anchor, before].filter(Boolean))
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`no built site in ${dir}`)
ensureLighthouse()
const builds = [
  ["public", origin],
  ...(anchor ? [[anchor, starterOrigin]] : []),
  ...(before ? [[before, beforeOrigin]] : []),
]
const servers = builds.map(([dir, url]) => serve(dir, Number(new URL(url).port)))
// Each build's chunks named by what most of their code is, for the report's long tasks (./bench/blocking.mjs).
const labels = new Map(builds.map(([dir, url]) => [url, { chunkLabels: chunkLabels(dir) }]))

// 4. Lighthouse: each run on the site is followed by one on the earlier build's same address (with --before) and
// one on the starter, whose pages take turns. A redirect weighs what the page it lands on weighs.
// Before anything is measured, every server has compressed every file once (./bench/servers.mjs, warm) and has
// served one Lighthouse run that is not kept: in the six budget runs since the server compresses, the bench's
// very first run (the home page's) blocked longer than 62-98 % of the site's runs (docs/performance.md).
// Round by round: every address once, then every address again. An address's runs lie a round apart (about 17
// minutes for all 42 addresses with the starter), so a spell of load on the machine falls into one of its runs,
// not all of them.
const siteWeight = (page, root = "public") => weight(root, path.join(root, redirects.get(page) ?? page, "index.html"))
const starterWeights = new Map(
  anchor ? starterPages.map((p) => [p, weight(anchor, path.join(anchor, p, "index.html"))]) : [],
)
const pageKeys = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "totalKb",
  "documentKb",
]
const siteSamples = []
const starterSamples = []
const beforeSamples = []
const pageWeights = new Map(pages.map((page) => [page, siteWeight(page)]))
const beforeWeights = new Map(before ? pages.map((page) => [page, siteWeight(page, before)]) : [])
try {
  for (const [dir, url] of builds) {
    await answering(url)
    await warm(url, dir)
    lighthouse(`${url}/`, labels.get(url))
  }
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const sample = { page, ...lighthouse(origin + page, labels.get(origin)), jsKb: pageWeights.get(page).jsKb }
      siteSamples.push(sample)
      if (before)
        beforeSamples.push({
          page,
          ...lighthouse(beforeOrigin + page, labels.get(beforeOrigin)),
          jsKb: beforeWeights.get(page).jsKb,
        })
      if (anchor) {
        const starterPage = starterPages[starterSamples.length % starterPages.length]
        starterSamples.push({
          page: starterPage,
          ...lighthouse(starterOrigin + starterPage, labels.get(starterOrigin)),
          ...starterWeights.get(starterPage),
        })
      }
      console.log(
        `run ${run + 1}/${runs} ${page}: perf ${sample.performance} FCP ${Math.round(sample.fcpMs)} ms ` +
          `LCP ${Math.round(sample.lcpMs)} ms TBT ${Math.round(sample.tbtMs)} ms CLS ${sample.cls.toFixed(3)}`,
      )
    }
  }
} finally {
  for (const server of servers) server.kill()
}
const rows = pages.map((page) => {
  const samples = siteSamples.filter((s) => s.page === page)
  return {
    page,
    ...medians(samples, pageKeys),
    performanceSpread: spread(samples, "performance"),
    tbtSpreadMs: spread(samples, "tbtMs"),
    bestPracticeLosses: [...new Set(samples.flatMap((s) => s.bestPracticeLosses))],
    consoleErrors: [...new Set(samples.flatMap((s) => s.consoleErrors))],
    ...pageWeights.get(page),
  }
})
for (const row of rows)
  console.log(
    `${row.page}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} ` +
      `FCP ${Math.round(row.fcpMs)} ms LCP ${Math.round(row.lcpMs)} ms TBT ${Math.round(row.tbtMs)} ms ` +
      `CLS ${row.cls.toFixed(3)} JS ${row.jsKb.toFixed(1)} KB`,
  )

// 5. Report
const keys = compared.map(([key]) => key)
const sideBySide = anchor && {
  pages: pageMedians(starterSamples, starterPages, keys),
  overall: sideBySideFigures(siteSamples, starterSamples, keys),
  addresses: addressesAlongside(siteSamples, starterSamples),
}
if (sideBySide)
  console.log(
    `site / starter: ${keys.map((key) => `${key} ${sideBySide.overall.ratios[key]?.toFixed(2) ?? "–"}`).join(", ")}`,
  )
const home = rows.find((r) => r.page === "/")
const summary = {
  measuredAt: new Date().toISOString(),
  runsPerPage: runs,
  build,
  medianLcpMs: median(rows.map((r) => r.lcpMs)),
  minPerformance: Math.min(...rows.map((r) => r.performance)),
  medianPerformance: median(rows.map((r) => r.performance)),
  maxCls: Math.max(...rows.map((r) => r.cls)),
  homeFirstLoadJsKb: home ? home.jsKb : null,
  tbt: addressTbt(rows),
  budgets,
}
const beforeAndAfter = before && {
  before: beforeLabel,
  pages: pageMedians(beforeSamples, pages, keys),
  overall: sideBySideFigures(siteSamples, beforeSamples, keys),
  // TBT of each side minus the starter's, medians over all runs: what the site adds to a bare Gatsby site.
  tbtOverStarterMs: anchor && {
    after: median(siteSamples.map((s) => s.tbtMs)) - median(starterSamples.map((s) => s.tbtMs)),
    before: median(beforeSamples.map((s) => s.tbtMs)) - median(starterSamples.map((s) => s.tbtMs)),
  },
  starter: anchor && sideBySide.overall.starter,
}
// Every run as measured, so a run can be re-cut later (an address left out, another statistic) without rerunning it.
const samples = { site: siteSamples, starter: starterSamples, before: beforeSamples }
writeReport({ build, runs, summary, rows, sideBySide, beforeAndAfter, samples })
