/**
 * Lighthouse for the bench: one mobile run (default throttling) in Debian's chromium per call, reduced to the figures
 * the report uses. Installed on first use into .bench/ (kept out of the project's lockfile: its dependency on a
 * dist-tag breaks `npm ci`).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"

const { chromiumArgs, chromiumPath } = createRequire(import.meta.url)("../chromium.cjs")

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

/** One Lighthouse run of `url`: performance score, FCP, LCP, TBT (ms), CLS and the host's benchmark index. */
export function lighthouse(url, attempt = 1) {
  // The browser's language must match the page: the site sends an English-preferring first visit on a German
  // page to the English twin, and that redirect is not what a German visitor measures.
  const language = new URL(url).pathname.startsWith("/en") ? "en-GB" : "de-CH"
  const result = spawnSync(
    "node",
    [
      cli,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance",
      `--chrome-path=${chromiumPath}`,
      `--chrome-flags=${[...chromiumArgs, `--lang=${language}`, `--accept-lang=${language}`].join(" ")}`,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  )
  const report = result.status === 0 ? JSON.parse(result.stdout) : null
  if (!report || report.runtimeError) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART), more often on a loaded machine: four tries.
    if (attempt < 4) return lighthouse(url, attempt + 1)
    throw new Error(`lighthouse failed on ${url}: ${report?.runtimeError?.code ?? result.stderr.slice(0, 500)}`)
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  return {
    performance: report.categories.performance.score,
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  }
}
