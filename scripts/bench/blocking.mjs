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

const BLOCKING_FROM_MS = 50

/**
 * The kind of task a long task's attributed URL names: "document" (the page's HTML: parsing, style, layout),
 * "unattributable" (no script: the renderer's own set-up), or a script by its chunk: Gatsby's webpack runtime,
 * framework (React), app, commons, the page's template ("template": `component---...`), any other chunk
 * ("other chunk": chunks webpack names by number or by hash, such as i18next's).
 */
export function taskKind(url) {
  if (url === "Unattributable") return "unattributable"
  let file
  try {
    file = new URL(url).pathname.split("/").pop()
  } catch {
    return "unattributable"
  }
  if (!file.endsWith(".js")) return "document"
  const name = file.replace(/-[0-9a-f]{20}\.js$/, "")
  if (["webpack-runtime", "framework", "app", "commons"].includes(name)) return name
  if (name.startsWith("component---")) return "template"
  return "other chunk"
}

/**
 * One run's long tasks (Lighthouse's `long-tasks` items: url, startTime, duration) with the blocking time each
 * adds between `fcpMs` and `ttiMs`.
 */
export function blockingTasks(items, fcpMs, ttiMs) {
  return items.map(({ url, startTime, duration }) => {
    const inside = Math.min(startTime + duration, ttiMs) - Math.max(startTime, fcpMs)
    return {
      kind: taskKind(url),
      startMs: startTime,
      durationMs: duration,
      blockingMs: Math.max(0, inside - BLOCKING_FROM_MS),
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
