/**
 * Lighthouse for the bench: one mobile run (default throttling) per call, reduced to the figures the report uses.
 * Installed on first use into .bench/ (kept out of the project's lockfile: its dependency on a dist-tag breaks
 * `npm ci`).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { documentTransferKb } from "./round-trips.mjs"
import { blockingTasks } from "./blocking.mjs"

const require = createRequire(import.meta.url)
const { chromiumArgs, chromiumPath } = require("../chromium.cjs")

export const LIGHTHOUSE_VERSION = "12.8.2"
const cli = path.resolve(".bench/node_modules/lighthouse/cli/index.js")

export function ensureLighthouse() {
  if (fs.existsSync(cli)) return
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
 * The Lighthouse command line for one mobile run of `url` (default throttling) in Debian's chromium; `extra`
 * adds options (the trace tool asks for the trace and a CPU profile).
 */
export function lighthouseArgs(url, extra = []) {
  // The browser's language must match the page: the site sends an English-preferring first visit on a German
  // page to the English twin, and that redirect is not what a German visitor measures.
  const language = new URL(url).pathname.startsWith("/en") ? "en-GB" : "de-CH"
  return [
    cli,
    url,
    "--quiet",
    `--chrome-path=${chromiumPath}`,
    `--chrome-flags=${[...chromiumArgs, `--lang=${language}`, `--accept-lang=${language}`].join(" ")}`,
    ...extra,
  ]
}

/**
 * One Lighthouse run of `url`, reduced to the report's figures and the run's long tasks; `chunkLabels` (from
 * ./blocking.mjs) names the served build's other chunks in them.
 */
export function lighthouse(url, { chunkLabels } = {}, attempt = 1) {
  const result = spawnSync(
    "node",
    lighthouseArgs(url, [
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices,seo",
    ]),
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  )
  const report = result.status === 0 ? JSON.parse(result.stdout) : null
  if (!report || report.runtimeError) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART), on a loaded machine and now and then on an
    // idle one, with a non-zero exit or a runtimeError in the report: up to four tries.
    if (attempt < 4) return lighthouse(url, { chunkLabels }, attempt + 1)
    throw new Error(`lighthouse failed on ${url}: ${report?.runtimeError?.code ?? result.stderr.slice(0, 500)}`)
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories["best-practices"].score,
    seo: report.categories.seo.score,
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    // Every byte the page load transferred (compressed), as Lighthouse counts it.
    totalKb: audit("total-byte-weight") / 1024,
    // The HTML response as transferred (compressed as served, and headers): above 14,600 bytes it costs a round trip
    // (./round-trips.mjs).
    documentKb: documentTransferKb(report),
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
    // The run's long tasks, by kind, with what each blocks (./blocking.mjs): where its TBT came from.
    tasks: blockingTasks(
      report.audits["long-tasks"]?.details?.items ?? [],
      audit("first-contentful-paint"),
      audit("interactive"),
      chunkLabels,
    ),
  }
}
