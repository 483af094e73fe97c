#!/usr/bin/env node
/**
 * Performance benchmark (npm run bench; docs/performance.md has the method and the budgets). Not part of CI:
 * timings follow the machine's load.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { BUDGETS, METHOD_NAMES, evaluate } from "./bench/budgets.mjs"
import { javascriptWithoutInteraction } from "./bench/javascript.mjs"
import { LIGHTHOUSE_VERSION, ensureLighthouse, lighthouse } from "./bench/lighthouse.mjs"
import { renderReport, writeIntoDocs } from "./bench/report.mjs"
import { firstLoadJsKb, median, withTwins } from "./bench/samples.mjs"
import { answering, certificate, serve, servedFiles, warm } from "./bench/servers.mjs"
import { placesChunkKb, slowestKeystrokeMs, typingLatencies } from "./bench/typing.mjs"

const HELP = `Usage: node scripts/bench.mjs [options] [address ...]

Builds the site, serves it over HTTP/2 (scripts/serve.mjs), runs Lighthouse ${LIGHTHOUSE_VERSION} (mobile) on each
address under both throttling methods, Lantern's simulation and chromium's own (DevTools) throttling, alternating
with a built gatsby-starter-default when one is given, weighs each page's JavaScript, and reports medians and the
budgets. Exits with 1 when a budget is missed.

  address ...           measure these addresses (e.g. / /en) instead of the sample
  --all                 all addresses of the site (every page of the build in both languages and the route
                        table's redirects) instead of the sample
  --runs N              Lighthouse runs per address and method (default 3)
  --methods LIST        simulate, devtools or both, comma-separated (default simulate,devtools)
  --http1               serve plain HTTP/1.1 instead of HTTP/2 over TLS
  --starter DIR         the public/ folder of a built gatsby-starter-default (or BENCH_STARTER_DIR=DIR)
  --side-by-side        insist on the starter: fail when none is given
  --no-build            measure the build in public/ as it is
  --port N              the site's port (default 9110; the starter is served on the next one)
  --no-docs             leave docs/performance.md alone (the report is printed either way)
  --report-only [FILE]  report again from saved results (default: the newest in .bench/results/)
  -h, --help            this text`

// A representative sample: home, a service, a class, the contact form, a legal text and the careers page.
const SAMPLE = withTwins(["/", "/services/airport-transfers", "/premium", "/contact", "/agb", "/careers"])
// The starter's pages, taking turns: its image-led home, a text page and a mid-sized page.
const STARTER_PAGES = ["/", "/page-2/", "/using-typescript/"]
const RESULTS = ".bench/results"
const DOCS = "docs/performance.md"

const { values: options, positionals } = parseArgsOrExit({
  allowPositionals: true,
  options: {
    all: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    methods: { type: "string", default: "simulate,devtools" },
    http1: { type: "boolean", default: false },
    starter: { type: "string" },
    "side-by-side": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "9110" },
    "no-docs": { type: "boolean", default: false },
    "report-only": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
})
function parseArgsOrExit(config) {
  try {
    return parseArgs(config)
  } catch (error) {
    fail(`${error.message}\n\n${HELP}`)
  }
}
if (options.help) {
  console.log(HELP)
  process.exit(0)
}

/** A mistake on the command line or in what it names: said plainly, exit code 2. */
function fail(message) {
  console.error(message)
  process.exit(2)
}

/** Prints the report, puts it into docs/performance.md unless told not to, and exits 1 when a budget is missed. */
function report(results) {
  const evaluation = evaluate(results)
  const markdown = renderReport(results, evaluation)
  console.log("\n" + markdown)
  if (!options["no-docs"]) {
    writeIntoDocs(DOCS, markdown)
    console.log(`wrote the report into ${DOCS}`)
  }
  process.exit(evaluation.some((b) => b.met === false) ? 1 : 0)
}

if (options["report-only"]) {
  const saved = fs.existsSync(RESULTS) ? fs.readdirSync(RESULTS).filter((f) => f.endsWith(".json")) : []
  const file = positionals[0] ?? (saved.length ? path.join(RESULTS, saved.sort().at(-1)) : null)
  if (!file || !fs.existsSync(file)) fail(`no saved results ${file ?? `in ${RESULTS}/`}: run the bench first`)
  console.log(`results: ${file}`)
  report(JSON.parse(fs.readFileSync(file, "utf8")))
}

const [runs, port] = [Number(options.runs), Number(options.port)]
if (!(runs >= 1) || !(port > 0)) fail("--runs and --port take positive numbers")
const methods = options.methods.split(",").filter(Boolean)
if (!methods.length || methods.some((m) => !(m in METHOD_NAMES)))
  fail(`--methods takes ${Object.keys(METHOD_NAMES).join(" and/or ")}, comma-separated`)
const starterDir = options.starter ?? process.env.BENCH_STARTER_DIR
if (starterDir && !fs.existsSync(path.join(starterDir, "index.html")))
  fail(`${starterDir} holds no built site (no index.html): name the starter's public/ folder`)
if (!starterDir) {
  const why =
    "no starter given (--starter DIR or BENCH_STARTER_DIR=DIR, the public/ folder of a built " +
    "gatsby-starter-default), so no side-by-side run: the FCP and LCP budgets go unmeasured"
  if (options["side-by-side"]) fail(`--side-by-side: ${why}.`)
  console.log(`${why}.`)
}

if (!options["no-build"]) {
  console.log("building the site ...")
  if (spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" }).status !== 0) throw new Error("build failed")
}

if (!fs.existsSync("public/index.html")) fail("no build in public/: run without --no-build")

// Every address of the site: each page of the build (a folder with an index.html, not an error page or an address a
// redirect rule sends on, such as /economy), and the route table's redirects (/services and /en/services), which
// Lighthouse follows and measures with the page they land on.
const redirected = new Set(
  fs
    .readFileSync("public/_redirects", "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/)[0]),
)
const routeRedirects = withTwins(
  [...fs.readFileSync("src/routes.ts", "utf8").matchAll(/kind: "redirect"[^}]*?path: "([^"]+)"/g)].map((m) => m[1]),
)
const everyAddress = servedFiles("public")
  .filter((file) => file.endsWith("/index.html") && !/^\/(static|page-data|_gatsby|icons)\//.test(file))
  .map((file) => file.slice(0, -"/index.html".length) || "/")
  .filter((page) => !/\/(404|500)$/.test(page) && !redirected.has(page))
  .concat(routeRedirects)
  .sort()
const pages = positionals.length ? positionals : options.all ? everyAddress : SAMPLE
const unknown = pages.filter((page) => !everyAddress.includes(page))
if (unknown.length) fail(`not addresses of the site: ${unknown.join(", ")} (see --all)`)

ensureLighthouse()
// HTTP/2 over TLS, as the host serves the site: Lantern gives an HTTP/1.1 origin six connections, and a request
// that did not reuse the document's starts on a new one, paying a simulated handshake and a cold congestion
// window; over HTTP/2 every request of the origin shares the document's connection (docs/performance.md).
const tls = options.http1 ? null : certificate(".bench/tls")
const scheme = tls ? "https" : "http"
const site = { dir: "public", origin: `${scheme}://127.0.0.1:${port}` }
const starter = starterDir && { dir: starterDir, origin: `${scheme}://127.0.0.1:${port + 1}` }
const servers = [site, starter].filter(Boolean)
const processes = servers.map(({ dir, origin }) => serve(dir, Number(new URL(origin).port), tls))
const [siteSamples, starterSamples, typing] = [[], [], []]
let javascript = null
let starterJavascript = null
const started = Date.now()
try {
  // scripts/serve.mjs compresses a file the first time it is asked for: every file once, and one Lighthouse run
  // that is not kept, so the first measured page does not pay for compressing the shared chunks.
  for (const { dir, origin } of servers) {
    await answering(origin)
    await warm(origin, dir)
    await lighthouse(`${origin}/`)
  }
  // In rounds (every address once, then again), each site run followed by a starter run under the same method: a
  // spell of load on the machine falls into one run of an address, and on both sides alike.
  for (let run = 1; run <= runs; run++)
    for (const page of pages)
      for (const method of methods) {
        const sample = { page, ...(await lighthouse(site.origin + page, method)) }
        siteSamples.push(sample)
        let line = `run ${run}/${runs} ${method} ${page}: perf ${sample.performance} FCP ${Math.round(sample.fcpMs)} `
        line += `LCP ${Math.round(sample.lcpMs)} SI ${Math.round(sample.siMs)} TBT ${Math.round(sample.tbtMs)} ms`
        if (starter) {
          const mine = starterSamples.filter((s) => s.method === method).length
          const starterPage = STARTER_PAGES[mine % STARTER_PAGES.length]
          const theirs = { page: starterPage, ...(await lighthouse(starter.origin + starterPage, method)) }
          starterSamples.push(theirs)
          line += ` | starter ${starterPage}: FCP ${Math.round(theirs.fcpMs)} SI ${Math.round(theirs.siMs)} `
          line += `TBT ${Math.round(theirs.tbtMs)} ms`
        }
        console.log(line)
      }
  // Every script each page loads without interaction, and the first-load scripts its HTML starts, from the build.
  javascript = await javascriptWithoutInteraction(site.origin, site.dir, pages)
  for (const page of pages) {
    const html = path.join(site.dir, page, "index.html")
    javascript[page].firstLoadKb = fs.existsSync(html) ? firstLoadJsKb(site.dir, html) : null
  }
  if (starter) {
    starterJavascript = await javascriptWithoutInteraction(starter.origin, starter.dir, ["/"])
    starterJavascript["/"].firstLoadKb = firstLoadJsKb(starter.dir, path.join(starter.dir, "index.html"))
  }
  // The place suggestions while typing, once per run, after Lighthouse (the machine as it was for the pages).
  for (let run = 1; run <= runs; run++) {
    const { keystrokes, routeMs } = typing[typing.push(await typingLatencies(site.origin)) - 1]
    console.log(
      `typing ${run}/${runs}: slowest keystroke ${Math.round(Math.max(...keystrokes))} ms, trip ${routeMs} ms`,
    )
  }
} finally {
  for (const child of processes) child.kill()
}
const lighthouseRuns = siteSamples.length + starterSamples.length
console.log(`${lighthouseRuns} runs in ${((Date.now() - started) / 60000).toFixed(1)} min (warm-up included)`)

const results = {
  measuredAt: new Date().toISOString(),
  lighthouse: LIGHTHOUSE_VERSION,
  budgets: BUDGETS,
  runs,
  pages,
  protocol: tls ? "HTTP/2 (TLS)" : "HTTP/1.1",
  javascript,
  starterJavascript,
  homeJsKb: firstLoadJsKb("public", "public/index.html"),
  placesKb: placesChunkKb("public"),
  keystrokeMs: slowestKeystrokeMs(typing.map((run) => run.keystrokes)),
  routeMs: typing.length ? median(typing.map((run) => run.routeMs)) : null,
  site: siteSamples,
  starter: starterSamples,
}
fs.mkdirSync(RESULTS, { recursive: true })
const file = path.join(RESULTS, `${results.measuredAt.replace(/[:.]/g, "-")}.json`)
fs.writeFileSync(file, JSON.stringify(results, null, 2) + "\n")
console.log(`results: ${file}`)
report(results)
