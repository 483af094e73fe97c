/**
 * Lighthouse for the bench: one mobile run in Debian's chromium per call, reduced to the figures the report uses.
 * Installed on first use into .bench/ (kept out of the project's lockfile: its dependency on a dist-tag breaks
 * `npm ci`) and run in this process: a Lighthouse process of its own per run spent seconds of each run loading it.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"

const { chromiumArgs, chromiumPath } = createRequire(import.meta.url)("../chromium.cjs")

export const LIGHTHOUSE_VERSION = "12.8.2"
const installed = path.resolve(".bench/node_modules")
// The audits of the performance score (its weights stay Lighthouse's): the diagnostics' artifacts (source maps, a
// full-page screenshot) took seconds of every run and change no metric.
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "speed-index",
  "total-blocking-time",
  "cumulative-layout-shift",
]
const SCORED = METRICS

export function ensureLighthouse() {
  if (fs.existsSync(path.join(installed, "lighthouse"))) return
  console.log(`installing lighthouse ${LIGHTHOUSE_VERSION} into .bench/ ...`)
  fs.mkdirSync(".bench", { recursive: true })
  const install = spawnSync(
    "npm",
    ["install", "--prefix", ".bench", "--no-audit", "--no-fund", `lighthouse@${LIGHTHOUSE_VERSION}`],
    { stdio: "inherit" },
  )
  if (install.status !== 0) throw new Error("could not install lighthouse")
}

/**
 * One Lighthouse run of `url` throttled by `method`: "simulate" (Lantern, Lighthouse's default: the metrics modelled
 * from an unthrottled load, the page's work starting once the whole document has arrived) or "devtools" (chromium
 * throttles the network and the CPU itself and the metrics are what it observed, the HTML streaming in).
 * Performance score, FCP, LCP, Speed Index, TBT (ms), CLS and the host's benchmark index. An https address is the bench's own server with its self-signed
 * certificate, which the browser is told to accept.
 */
export async function lighthouse(url, method = "simulate", attempt = 1) {
  const load = (name, file) => import(pathToFileURL(path.join(installed, name, file)).href)
  const [{ default: run }, { launch }] = await Promise.all([
    load("lighthouse", "core/index.js"),
    load("chrome-launcher", "dist/index.js"),
  ])
  // The browser's language must match the page: the site sends an English-preferring first visit on a German
  // page to the English twin, and that redirect is not what a German visitor measures.
  const language = new URL(url).pathname.startsWith("/en") ? "en-GB" : "de-CH"
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [
      ...chromiumArgs,
      `--lang=${language}`,
      `--accept-lang=${language}`,
      ...(url.startsWith("https:") ? ["--ignore-certificate-errors"] : []),
    ],
  })
  const settings = {
    onlyCategories: ["performance"],
    onlyAudits: SCORED,
    disableFullPageScreenshot: true,
    throttlingMethod: method,
  }
  const report = await run(url, { port: chrome.port, logLevel: "silent", ...settings })
    .then((result) => result?.lhr)
    .catch((error) => ({ runtimeError: { code: error.message } }))
    .finally(() => chrome.kill())
  if (!report || report.runtimeError) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART), more often on a loaded machine: four tries.
    if (attempt < 4) return lighthouse(url, method, attempt + 1)
    throw new Error(`lighthouse failed on ${url}: ${report?.runtimeError?.code ?? "no report"}`)
  }
  const [fcpMs, lcpMs, siMs, tbtMs, cls] = METRICS.map((id) => report.audits[id]?.numericValue ?? NaN)
  const [performance, benchmarkIndex] = [report.categories.performance.score, report.environment?.benchmarkIndex ?? NaN]
  return { method, performance, fcpMs, lcpMs, siMs, tbtMs, cls, benchmarkIndex }
}
