#!/usr/bin/env node
/**
 * How much rendering work a page load asks of the browser, counted rather than timed
 * (npm run bench:work -- /contact /en).
 *
 *   node scripts/bench/work.mjs [--dir public] [--before DIR] [--runs 2] [--port 9320] [--size 412x823] PATH...
 *
 * Loads each path in a fresh chromium (a phone's viewport, the language German, no consent yet: a first visit),
 * traces it and reads from the trace what the browser did on its main thread, split at the first contentful
 * paint: the elements it styled (UpdateLayoutTree's elementCount), the boxes it laid out (Layout's dirtyObjects)
 * and the size of the layout tree when the page was first painted (the largest totalObjects of a layout before it).
 * With --before DIR it serves an earlier build (a copy of its public/ folder) as well and loads both in turn,
 * a change's before and after from the same run. Prints each figure's median over the runs.
 *
 * Timings (TBT, FCP) on a shared 2-core machine move several-fold with its load; these counts do not, so they show
 * whether a change takes work out of a load even when the machine is too busy for the bench to time it.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { chromium } from "@playwright/test"
import { answering, serve } from "./servers.mjs"
import { median } from "./samples.mjs"
import { countWork } from "./work-counts.mjs"
import { takeOption } from "./cli.mjs"

const require = createRequire(import.meta.url)
const { chromiumArgs, chromiumPath } = require("../chromium.cjs")

const args = process.argv.slice(2)
const option = (name, fallback) => takeOption(args, name, fallback)
const dir = path.resolve(option("dir", "public"))
const before = option("before", null)
const runs = Number(option("runs", 2))
const port = Number(option("port", 9320))
const [width, height] = option("size", "412x823").split("x").map(Number)
const pages = args.length ? args : ["/", "/contact", "/en/services/airport-transfers"]

async function load(origin, page) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const tab = await browser.newPage({ viewport: { width, height }, locale: "de-CH" })
    await browser.startTracing(tab, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] })
    await tab.goto(origin + page, { waitUntil: "load" })
    // The scripts start after the first paint and the load; hydration and the consent banner follow.
    await tab.waitForTimeout(4000)
    return countWork(JSON.parse((await browser.stopTracing()).toString()).traceEvents)
  } finally {
    await browser.close()
  }
}

const builds = [{ label: "this build", dir, port }]
if (before) builds.push({ label: "before", dir: path.resolve(before), port: port + 1 })
for (const build of builds) {
  if (!fs.existsSync(path.join(build.dir, "index.html"))) throw new Error(`${build.dir} holds no built site`)
}
const servers = builds.map((build) => serve(build.dir, build.port))
try {
  for (const build of builds) await answering(`http://127.0.0.1:${build.port}/`)
  const samples = new Map()
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      for (const build of builds) {
        const key = `${page}\t${build.label}`
        samples.set(key, [...(samples.get(key) ?? []), await load(`http://127.0.0.1:${build.port}`, page)])
      }
    }
  }
  console.log(`medians of ${runs} load(s) each at ${width} x ${height}`)
  for (const [key, loads] of samples) {
    const figures = Object.keys(loads[0]).map((name) => `${name} ${median(loads.map((counts) => counts[name]))}`)
    console.log(key.replace("\t", "  "), "  ", figures.join(", "))
  }
} finally {
  for (const server of servers) server.kill()
}
