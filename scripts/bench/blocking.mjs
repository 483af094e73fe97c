/**
 * Where a run's Total Blocking Time comes from, by kind of task, over every run of a budget run.
 *
 * Lighthouse's "long-tasks" audit lists the top-level tasks of 50 ms or more at its 4x CPU slowdown, with their
 * start and length in its throttling simulation, and the script each is attributed to. A task blocks for what it
 * lasts beyond 50 ms between the first contentful paint and time to interactive (only the part inside that window
 * counts): the sum over a run's tasks is close to its TBT, not equal (Lighthouse simulates the audit's tasks and
 * the two metrics separately, and the list stops at 20 tasks). Good enough to say which kind of task a run's blocking
 * time came from; the bench's figures stay Lighthouse's own TBT.
 */
import fs from "node:fs"
import path from "node:path"
import { LONG_TASK_MS } from "./long-tasks.mjs"
import { packageOf } from "./module-times.mjs"
import { highestBy } from "./samples.mjs"

/** A chunk's kind by its file name: one of Gatsby's own chunks, the page's template, or another chunk. */
function chunkKind(file) {
  const name = file.replace(/-[0-9a-f]{20}\.js$/, "")
  if (["webpack-runtime", "framework", "app", "commons"].includes(name)) return name
  if (name.startsWith("component---")) return "template"
  return "other chunk"
}

/**
 * The kind of task a long task's attributed URL names: "document" (the page's HTML: parsing, style, layout),
 * "unattributable" (no script: the renderer's own set-up), or a script by its chunk: Gatsby's webpack runtime,
 * framework (React), app, commons, the page's template ("template": `component---...`), or another chunk (chunks
 * webpack names by number or by hash, such as i18next's): "chunk: " and what most of its code is (`labels`, from
 * chunkLabels), "other chunk" where that is not known.
 */
export function taskKind(url, labels = new Map()) {
  if (url === "Unattributable") return "unattributable"
  let file
  try {
    file = new URL(url).pathname.split("/").pop()
  } catch {
    return "unattributable"
  }
  if (!file.endsWith(".js")) return "document"
  const kind = chunkKind(file)
  return kind === "other chunk" && labels.has(file) ? `chunk: ${labels.get(file)}` : kind
}

/**
 * What most of the code of each of a build's other chunks (not Gatsby's own, not a template) is, by its source
 * map: the npm package, or the project's folder, whose sources are the largest part of it ("i18next",
 * "vanilla-cookieconsent", "src/lib/consent"). Chunks without a source map are left out.
 */
export function chunkLabels(dir) {
  const labels = new Map()
  for (const map of fs.readdirSync(dir).filter((f) => f.endsWith(".js.map"))) {
    const file = map.slice(0, -".map".length)
    if (chunkKind(file) !== "other chunk") continue
    const { sources = [], sourcesContent = [] } = JSON.parse(fs.readFileSync(path.join(dir, map), "utf8"))
    const sizes = new Map()
    sources.forEach((source, i) => {
      const label = sourceLabel(source)
      sizes.set(label, (sizes.get(label) ?? 0) + (sourcesContent[i]?.length ?? 0))
    })
    const largest = highestBy([...sizes], 1)
    if (largest) labels.set(file, largest[0])
  }
  return labels
}

/** A source map's source as its npm package or, for the project's own code, its folder. */
export function sourceLabel(source) {
  const id = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "")
  return id.includes("node_modules/") ? packageOf(id) : path.posix.dirname(id)
}

/**
 * One run's long tasks (Lighthouse's `long-tasks` items: url, startTime, duration) with the blocking time each
 * adds between `fcpMs` and `ttiMs`; `labels` (chunkLabels) names the other chunks.
 */
export function blockingTasks(items, fcpMs, ttiMs, labels) {
  return items.map(({ url, startTime, duration }) => {
    const inside = Math.min(startTime + duration, ttiMs) - Math.max(startTime, fcpMs)
    return {
      kind: taskKind(url, labels),
      startMs: startTime,
      durationMs: duration,
      blockingMs: Math.max(0, inside - LONG_TASK_MS),
    }
  })
}

/**
 * Blocking time by kind of task over `samples` (runs with `tasks` from blockingTasks): each kind's total, the runs
 * in which it blocked at all, and its share of all the blocking time; the largest first. Runs without `tasks`
 * (saved before the bench kept them) are left out, and `runs` says how many were counted.
 */
export function blockingByKind(samples) {
  const counted = samples.filter((s) => Array.isArray(s.tasks))
  const kinds = new Map()
  for (const sample of counted) {
    const blockedIn = new Set()
    for (const task of sample.tasks) {
      if (task.blockingMs <= 0) continue
      const entry = kinds.get(task.kind) ?? { kind: task.kind, ms: 0, runs: 0 }
      entry.ms += task.blockingMs
      if (!blockedIn.has(task.kind)) entry.runs++
      blockedIn.add(task.kind)
      kinds.set(task.kind, entry)
    }
  }
  const total = [...kinds.values()].reduce((sum, k) => sum + k.ms, 0)
  return {
    runs: counted.length,
    totalMs: total,
    kinds: [...kinds.values()].map((k) => ({ ...k, share: total ? k.ms / total : 0 })).sort((a, b) => b.ms - a.ms),
  }
}
