#!/usr/bin/env node
/**
 * Performance benchmark (npm run bench). Not part of CI: timings are noisy on shared machines.
 *
 *   node scripts/bench.mjs [--runs 3] [--pages /,/en/agb] [--skip-build]
 *
 * Times a cold and a warm build, serves the site, runs Lighthouse (mobile, default throttling) --runs times
 * per address and reports medians plus first-load JavaScript (gzip sum of the scripts a page's HTML loads)
 * and HTML size, as docs/performance.md and docs/performance.json.
 * Lighthouse is installed on first use into .bench/ (kept out of the project's lockfile: its dependency on a
 * dist-tag breaks `npm ci`).
 */
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { chromiumArgs, chromiumPath } = require("./chromium.cjs")
const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const runs = Number(option("runs", 3))
const port = Number(option("port", 9300))
const origin = `http://127.0.0.1:${port}`
const budgets = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1500,
  cls: 0,
  homeJsKb: 85,
  coldBuildS: 120,
}

const seconds = (fn) => {
  const start = process.hrtime.bigint()
  const result = fn()
  return { result, s: Number(process.hrtime.bigint() - start) / 1e9 }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
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
const sitemapPages = []
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory() && !["static", "page-data", "_gatsby", "icons"].includes(entry.name)) walk(full)
    else if (entry.name === "index.html")
      sitemapPages.push("/" + path.relative("public", path.dirname(full)).split(path.sep).join("/"))
  }
}
walk("public")
let pages = sitemapPages
  .map((p) => (p === "/" ? "/" : p.replace(/\/$/, "")))
  .filter((p) => !/\/(404|500)$/.test(p) && !redirects.has(p))
// The route table's redirects (/services, /en/services) are addresses of the site too: Lighthouse follows them
// and measures the redirect plus the page it lands on. (Aliases such as /economy are not in the table.)
const routeRedirects = [...fs.readFileSync("src/routes.ts", "utf8").matchAll(/kind: "redirect"[^}]*?path: "([^"]+)"/g)]
  .map((m) => m[1])
  .flatMap((p) => [p, `/en${p}`])
pages = [...pages, ...routeRedirects].sort()
if (option("pages")) pages = option("pages").split(",")

// 3. First-load JavaScript and HTML size, from the built files.
// A redirect weighs what the page it lands on weighs.
const htmlFile = (page) => path.join("public", redirects.get(page) ?? page, "index.html")
function weight(page) {
  const html = fs.readFileSync(htmlFile(page))
  // Gatsby's entry scripts are started by an inline loader after the first paint (src/lib/scripts-after-paint.ts).
  const text = html.toString()
  const afterPaint = /\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\]),window,\d+\)/.exec(text)
  const scripts = [
    ...[...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...(afterPaint ? JSON.parse(afterPaint[1]) : []),
  ]
  const jsGzip = scripts.reduce((sum, src) => sum + zlib.gzipSync(fs.readFileSync(path.join("public", src))).length, 0)
  return { jsKb: jsGzip / 1024, htmlKb: html.length / 1024, htmlGzipKb: zlib.gzipSync(html).length / 1024 }
}

// 4. Lighthouse
const lighthouseCli = path.resolve(".bench/node_modules/lighthouse/cli/index.js")
if (!fs.existsSync(lighthouseCli)) {
  console.log("installing lighthouse 12.8.2 into .bench/ ...")
  fs.mkdirSync(".bench", { recursive: true })
  const install = spawnSync("npm", ["install", "--prefix", ".bench", "--no-audit", "--no-fund", "lighthouse@12.8.2"], {
    stdio: "inherit",
  })
  if (install.status !== 0) throw new Error("could not install lighthouse")
}
const server = spawn("node", ["scripts/serve.mjs", "--port", String(port)], { stdio: "ignore" })
await new Promise((resolve) => setTimeout(resolve, 1500))

function lighthouse(url, attempt = 1) {
  // The browser's language must match the page: the site sends an English-preferring first visit on a German
  // page to the English twin, and that redirect is not what a German visitor measures.
  const language = new URL(url).pathname.startsWith("/en") ? "en-GB" : "de-CH"
  const result = spawnSync(
    "node",
    [
      lighthouseCli,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      `--chrome-path=${chromiumPath}`,
      `--chrome-flags=${[...chromiumArgs, `--lang=${language}`, `--accept-lang=${language}`].join(" ")}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  )
  const report = result.status === 0 ? JSON.parse(result.stdout) : null
  if (!report || report.runtimeError) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART), on a loaded machine and now and then on an
    // idle one, with a non-zero exit or a runtimeError in the report: up to four tries.
    if (attempt < 4) return lighthouse(url, attempt + 1)
    throw new Error(`lighthouse failed on ${url}: ${report?.runtimeError?.code ?? result.stderr.slice(0, 500)}`)
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories["best-practices"].score,
    seo: report.categories.seo.score,
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bestPracticeLosses: Object.values(report.audits)
      .filter(
        (a) =>
          report.categories["best-practices"].auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
          a.score !== null &&
          a.score < 1,
      )
      .map((a) => a.id),
    consoleErrors: (report.audits["errors-in-console"]?.details?.items ?? []).map((item) =>
      String(item.description ?? item.source ?? "").slice(0, 160),
    ),
  }
}

const rows = []
try {
  for (const page of pages) {
    const samples = Array.from({ length: runs }, () => lighthouse(origin + page))
    const pick = (key) => median(samples.map((s) => s[key]))
    // The spread of the runs next to the median, so a reader can tell noise from a regression.
    const spread = (key) => [Math.min(...samples.map((s) => s[key])), Math.max(...samples.map((s) => s[key]))]
    const row = {
      page,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      performanceSpread: spread("performance"),
      tbtSpreadMs: spread("tbtMs"),
      cls: pick("cls"),
      bestPracticeLosses: [...new Set(samples.flatMap((s) => s.bestPracticeLosses))],
      consoleErrors: [...new Set(samples.flatMap((s) => s.consoleErrors))],
      ...weight(page),
    }
    rows.push(row)
    console.log(
      `${page}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} ` +
        `LCP ${Math.round(row.lcpMs)} ms TBT ${Math.round(row.tbtMs)} ms CLS ${row.cls.toFixed(3)} JS ${row.jsKb.toFixed(1)} KB`,
    )
  }
} finally {
  server.kill()
}

// 5. Report
const home = rows.find((r) => r.page === "/")
const summary = {
  measuredAt: new Date().toISOString(),
  runsPerPage: runs,
  build,
  medianLcpMs: median(rows.map((r) => r.lcpMs)),
  minPerformance: Math.min(...rows.map((r) => r.performance)),
  maxCls: Math.max(...rows.map((r) => r.cls)),
  homeFirstLoadJsKb: home ? home.jsKb : null,
  budgets,
}
fs.mkdirSync("docs", { recursive: true })
fs.writeFileSync("docs/performance.json", JSON.stringify({ summary, pages: rows }, null, 2) + "\n")
const ok = (pass) => (pass ? "met" : "**missed**")
const lines = [
  "# Performance",
  "",
  `Measured by \`npm run bench\` on ${summary.measuredAt.slice(0, 10)}: Lighthouse 12.8.2, mobile, default throttling, ` +
    `median of ${runs} run(s) per page, Debian chromium, site served by scripts/serve.mjs on 127.0.0.1.`,
  "",
  "| Budget | Target | Measured | |",
  "|---|---|---|---|",
  `| Cold build | <= ${budgets.coldBuildS} s | ${build.cold ? build.cold.toFixed(1) + " s" : "not run"} | ${build.cold ? ok(build.cold <= budgets.coldBuildS) : ""} |`,
  `| Warm build | – | ${build.warm ? build.warm.toFixed(1) + " s" : "not run"} | |`,
  `| Performance, every page | >= ${budgets.performance} | min ${summary.minPerformance} | ${ok(summary.minPerformance >= budgets.performance)} |`,
  `| Median LCP | <= ${budgets.lcpMs} ms | ${Math.round(summary.medianLcpMs)} ms | ${ok(summary.medianLcpMs <= budgets.lcpMs)} |`,
  `| CLS | 0 | max ${summary.maxCls.toFixed(3)} | ${ok(summary.maxCls <= 0.001)} |`,
  `| Home first-load JS (gzip) | <= ${budgets.homeJsKb} KB | ${home ? home.jsKb.toFixed(1) + " KB" : "–"} | ${home ? ok(home.jsKb <= budgets.homeJsKb) : ""} |`,
  "",
  `Perf and TBT show the median and, in brackets, the lowest and highest of the ${runs} run(s).`,
  "",
  "| Page | Perf (min-max) | A11y | Best pr. | SEO | LCP ms | TBT ms (min-max) | CLS | JS KB gz | HTML KB (gz) |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} (${r.performanceSpread.join("-")}) | ${r.accessibility} | ${r.bestPractices} | ` +
      `${r.seo} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} (${r.tbtSpreadMs.map(Math.round).join("-")}) | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.htmlKb.toFixed(1)} (${r.htmlGzipKb.toFixed(1)}) |`,
  ),
  "",
  "Best-practices audits that lost points on some page: " +
    ([...new Set(rows.flatMap((r) => r.bestPracticeLosses))].join(", ") || "none") +
    ".",
  ...rows
    .filter((r) => r.consoleErrors.length)
    .flatMap((r) => [`- ${r.page}: ${r.consoleErrors.map((e) => "`" + e.replace(/`/g, "'") + "`").join("; ")}`]),
  "",
]
// The hand-written analysis (from "## Analysis" on) is kept; it must be updated by hand with the tables.
const previous = fs.existsSync("docs/performance.md") ? fs.readFileSync("docs/performance.md", "utf8") : ""
const analysis = previous.indexOf("\n## Analysis")
fs.writeFileSync("docs/performance.md", lines.join("\n") + (analysis >= 0 ? previous.slice(analysis) : ""))
console.log("wrote docs/performance.md and docs/performance.json")
