#!/usr/bin/env node
/**
 * Where a page's Total Blocking Time comes from (npm run bench:trace -- /en/premium /contact).
 *
 *   node scripts/bench/trace.mjs [--dir public] [--port 9310] PATH...
 *
 * Serves the build, runs Lighthouse once per path (mobile, default throttling, as the bench) with the V8 CPU
 * profiler in its trace, and prints each task that counts towards TBT: when it ran, its observed length and what
 * Lighthouse counts (4x), the browser's work in it (parsing, style, layout, which script it evaluated) and the
 * functions that took the time, named through the build's source maps (Gatsby writes them next to the chunks).
 * The trace and report stay in .bench/traces/ for Chrome's performance panel.
 *
 * One run is one sample: on a 2-core machine the same page's TBT moves by 100-200 ms between runs. Use it to see
 * what the long tasks are, and the bench to measure whether a change helped.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { SourceMapConsumer } from "source-map"
import { ensureLighthouse, lighthouseArgs } from "./lighthouse.mjs"
import { CPU_SLOWDOWN, LONG_TASK_MS, functionTimes, longTasks } from "./long-tasks.mjs"
import { answering, serve } from "./servers.mjs"
import { pageFileName, takeOption } from "./cli.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => takeOption(args, name, fallback)
const dir = path.resolve(option("dir", "public"))
const port = Number(option("port", 9310))
const top = Number(option("top", 12))
const pages = args.length ? args : ["/"]
const out = path.resolve(".bench/traces")

ensureLighthouse()
fs.mkdirSync(out, { recursive: true })
const server = serve(dir, port)
try {
  await answering(`http://127.0.0.1:${port}/`)
  const name = await frameNamer()
  for (const page of pages) report(page, name)
} finally {
  server.kill()
}

function report(page, name) {
  const base = path.join(out, pageFileName(page))
  const run = spawnSync(
    "node",
    lighthouseArgs(`http://127.0.0.1:${port}${page}`, [
      "--output=json",
      `--output-path=${base}.json`,
      "--save-assets",
      "--only-categories=performance",
      "--additional-trace-categories=disabled-by-default-v8.cpu_profiler",
    ]),
    { stdio: "inherit" },
  )
  if (run.status !== 0) throw new Error(`lighthouse failed on ${page}`)
  const { audits } = JSON.parse(fs.readFileSync(`${base}.json`, "utf8"))
  const trace = JSON.parse(fs.readFileSync(`${base}-0.trace.json`, "utf8"))
  const tasks = longTasks(trace.traceEvents ?? trace)
  const ms = (value) => `${Math.round(value)} ms`
  console.log(
    `\n${page}: FCP ${ms(audits["first-contentful-paint"].numericValue)}, ` +
      `TBT ${ms(audits["total-blocking-time"].numericValue)} (Lighthouse's simulation); ` +
      `${tasks.length} tasks over ${LONG_TASK_MS / CPU_SLOWDOWN} ms observed (trace: ${path.relative(".", base)}-0.trace.json)`,
  )
  for (const task of tasks) {
    const work = task.work
      .slice(0, 5)
      .map(([kind, time]) => `${kind} ${time.toFixed(1)}`)
      .join(", ")
    console.log(
      `\n  at ${ms(task.startMs)}: ${task.observedMs.toFixed(1)} ms observed, ${ms(task.countedMs)} counted, ` +
        `${ms(Math.max(0, task.blockingMs))} blocking\n    ${work}`,
    )
    const { total, self } = functionTimes(task.stacks, name)
    if (!total.length) continue
    const list = (entries) =>
      entries.slice(0, top).map(([label, time]) => `      ${time.toFixed(1).padStart(6)}  ${label}`)
    console.log(["    functions (total):", ...list(total), "    functions (self):", ...list(self)].join("\n"))
  }
}

/** Names a call frame by its original source (the build's source maps); the profiler's own nodes are left out. */
async function frameNamer() {
  const maps = new Map()
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".js.map")))
    maps.set(
      file.slice(0, -".map".length),
      await new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))),
    )
  return (frame) => {
    if (!frame || /^\((root|program|idle|garbage collector)\)$/.test(frame.functionName)) return null
    const file = (frame.url ?? "").split("/").pop()
    const map = maps.get(file)
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
    if (!original?.source) return `${frame.functionName || "(anonymous)"} ${file || "(native)"}`
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, "").replace(/.*node_modules\//, "")
    return `${original.name ?? frame.functionName ?? "(anonymous)"} ${source}:${original.line}`
  }
}
