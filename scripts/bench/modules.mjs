#!/usr/bin/env node
/**
 * What each JavaScript module costs to evaluate on a first visit (npm run bench:modules -- / /contact).
 *
 *   node scripts/bench/modules.mjs [--loads 5] [--top 20] [--dir DIR] [--port 9320] PATH...
 *
 * A sampling profiler cannot say which module's top-level code a short task spent its time in (and inflates it);
 * this times every module's evaluation itself. It builds the site unminified with modules named by their paths
 * (BENCH_UNMINIFIED, gatsby-node.ts), keeps that build in .bench/modules/site (public/ is put back as it was),
 * wraps the module call in webpack's runtime with performance.now(), and loads each path --loads times in chromium
 * with the CPU slowed down as Lighthouse's mobile run does (4x). It prints, per path, the modules by median self
 * time (the module's own code, not the modules it required) and the sums per package; the numbers are for
 * comparing modules and builds with each other, not a TBT. With --dir it times a build made that way before.
 *
 * Loads use a new browser context each (no cache) with navigator.webdriver off, so the cookie banner runs as it
 * does for a visitor.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import chromiumConfig from "../chromium.cjs"
import { CPU_SLOWDOWN } from "./long-tasks.mjs"
import { packageOf, timeModuleCalls } from "./module-times.mjs"
import { median } from "./samples.mjs"
import { answering, serve } from "./servers.mjs"
import { pageFileName, takeOption } from "./cli.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => takeOption(args, name, fallback)
const loads = Number(option("loads", 5))
const top = Number(option("top", 20))
const port = Number(option("port", 9320))
const given = option("dir", null)
const pages = args.length ? args : ["/"]
const work = path.resolve(".bench/modules")
const dir = given ? path.resolve(given) : buildUnminified()

patchRuntime(dir)
const server = serve(dir, port)
const browser = await chromium.launch({
  executablePath: chromiumConfig.chromiumPath,
  args: [...chromiumConfig.chromiumArgs, "--disable-blink-features=AutomationControlled"],
})
try {
  await answering(`http://127.0.0.1:${port}/`)
  for (const page of pages) report(page, await time(page))
} finally {
  await browser.close()
  server.kill()
}

/** An unminified build with named modules in .bench/modules/site; public/ and what was in it stay as they were. */
function buildUnminified() {
  const site = path.join(work, "site")
  const kept = path.join(work, "public.kept")
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  const hadPublic = fs.existsSync("public")
  if (hadPublic) fs.renameSync("public", kept)
  try {
    const build = spawnSync("node", ["scripts/build.mjs"], {
      stdio: "inherit",
      env: { ...process.env, BENCH_UNMINIFIED: "1" },
    })
    if (build.status !== 0) throw new Error("the unminified build failed")
    fs.renameSync("public", site)
  } finally {
    fs.rmSync("public", { recursive: true, force: true })
    if (hadPublic) fs.renameSync(kept, "public")
  }
  return site
}

/** Patches the build's webpack runtime once (module-times.mjs). */
function patchRuntime(site) {
  const file = fs.readdirSync(site).find((name) => /^webpack-runtime-.*\.js$/.test(name))
  if (!file) throw new Error(`no webpack-runtime-*.js in ${site}`)
  const source = fs.readFileSync(path.join(site, file), "utf8")
  if (!source.includes("__moduleTimes")) fs.writeFileSync(path.join(site, file), timeModuleCalls(source))
}

/** Self time per module (ms, at the CPU slowdown) for each load of `page`. */
async function time(page) {
  const samples = []
  for (let load = 0; load < loads; load++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "de-CH" })
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: "load" })
    // Until no module has been evaluated for 2 s: the chunks loaded after paint and on idle are in.
    let last = -1
    for (let quiet = 0; quiet < 4;) {
      await tab.waitForTimeout(500)
      const now = await tab.evaluate(() => Object.keys(self.__moduleTimes ?? {}).length)
      quiet = now === last ? quiet + 1 : 0
      last = now
    }
    samples.push(await tab.evaluate(() => self.__moduleTimes ?? {}))
    await context.close()
  }
  return samples
}

function report(page, samples) {
  const ids = [...new Set(samples.flatMap((sample) => Object.keys(sample)))]
  const rows = ids.map((id) => ({ id, ms: median(samples.map((sample) => sample[id] ?? 0)) }))
  rows.sort((a, b) => b.ms - a.ms)
  const total = median(samples.map((sample) => Object.values(sample).reduce((sum, ms) => sum + ms, 0)))
  console.log(
    `\n${page}: ${ids.length} modules, ${total.toFixed(1)} ms of evaluation in all ` +
      `(median of ${loads} loads, CPU ${CPU_SLOWDOWN}x slower)\n`,
  )
  console.log("   ms  module")
  for (const { id, ms } of rows.slice(0, top)) console.log(`${ms.toFixed(1).padStart(5)}  ${id}`)
  const packages = new Map()
  for (const { id, ms } of rows) packages.set(packageOf(id), (packages.get(packageOf(id)) ?? 0) + ms)
  console.log("\n   ms  package")
  for (const [name, ms] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(5)}  ${name}`)
  const file = path.join(work, `${pageFileName(page)}.json`)
  fs.mkdirSync(work, { recursive: true })
  fs.writeFileSync(file, JSON.stringify({ page, loads, slowdown: CPU_SLOWDOWN, total, modules: rows }, null, 2))
  console.log(`\n(all modules: ${path.relative(".", file)})`)
}
