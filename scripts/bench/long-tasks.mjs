/**
 * The long tasks of a page load, read from a Chrome trace (Lighthouse's, with the V8 CPU profiler's samples):
 * which tasks of the main thread count towards Total Blocking Time, what the browser did in each (parsing,
 * style, layout, evaluating which script) and which functions took the time.
 *
 * Lighthouse's default (simulated) throttling multiplies the main thread's observed time by the CPU slowdown
 * (4), and a task blocks for what it lasts beyond 50 ms: so a task counts from 12.5 ms observed on, and blocks
 * for 4 × its length − 50 ms.
 */
export const CPU_SLOWDOWN = 4
export const LONG_TASK_MS = 50

/** The trace events of what the browser does inside a task, summed by kind (scripts by their file). */
const WORK = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "EvaluateScript",
  "v8.compile",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "XHRReadyStateChange",
  "MinorGC",
  "MajorGC",
])

/** The renderer's main thread: the one that styles and lays out the page and runs its functions. */
function mainThread(events) {
  const counts = new Map()
  for (const e of events)
    if (e.name === "UpdateLayoutTree" || e.name === "FunctionCall")
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null]
  if (!key) throw new Error("no main thread in this trace")
  const [pid, tid] = key.split(":").map(Number)
  return { pid, tid }
}

/** The CPU profile's samples as [timestamp µs, node id], with the nodes and their parents. */
function cpuSamples(events, pid) {
  const nodes = new Map()
  const samples = []
  let time = null
  for (const e of events) {
    if (e.pid !== pid) continue
    if (e.name === "Profile") time = e.args.data.startTime
    if (e.name !== "ProfileChunk" || time === null) continue
    const profile = e.args.data.cpuProfile ?? {}
    for (const node of profile.nodes ?? []) nodes.set(node.id, node)
    const deltas = e.args.data.timeDeltas ?? []
    ;(profile.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0
      samples.push([time, id])
    })
  }
  return { nodes, samples }
}

/**
 * The main thread's tasks that count towards TBT, in order: when they started (ms after the first task), how
 * long they took (observed and as Lighthouse counts them), the browser's work in them by kind, and, where the
 * trace has CPU samples, the stacks sampled in them (call frames from the innermost out, with the time each
 * sample stands for).
 */
export function longTasks(events, { slowdown = CPU_SLOWDOWN } = {}) {
  const { pid, tid } = mainThread(events)
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X")
  const runTasks = own.filter((e) => e.name === "RunTask")
  const start = Math.min(...runTasks.map((e) => e.ts))
  const { nodes, samples } = cpuSamples(events, pid)
  return runTasks
    .filter((task) => (task.dur / 1000) * slowdown > LONG_TASK_MS)
    .map((task) => {
      const end = task.ts + task.dur
      const work = new Map()
      for (const e of own) {
        if (!WORK.has(e.name) || e.ts < task.ts || e.ts + e.dur > end) continue
        const file = e.name === "EvaluateScript" ? ` ${(e.args?.data?.url ?? "").split("/").pop()}` : ""
        work.set(e.name + file, (work.get(e.name + file) ?? 0) + e.dur / 1000)
      }
      // A sample stands for the time until the next one, within the task.
      const stacks = samples.flatMap(([ts, id], i) => {
        if (ts < task.ts || ts >= end) return []
        const frames = []
        for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame)
        return [{ ms: (Math.min(samples[i + 1]?.[0] ?? end, end) - ts) / 1000, frames }]
      })
      const observedMs = task.dur / 1000
      return {
        startMs: (task.ts - start) / 1000,
        observedMs,
        countedMs: observedMs * slowdown,
        blockingMs: observedMs * slowdown - LONG_TASK_MS,
        work: [...work].sort((a, b) => b[1] - a[1]),
        stacks,
      }
    })
}

/**
 * The time of each function in a task's samples: `total` counts a function once per sample it is on the stack
 * of, `self` only where it is innermost. `name` turns a call frame into a label (e.g. through a source map);
 * frames it returns null for are left out.
 */
export function functionTimes(stacks, name) {
  const total = new Map()
  const self = new Map()
  for (const { ms, frames } of stacks) {
    const labels = frames.map(name)
    if (labels[0]) self.set(labels[0], (self.get(labels[0]) ?? 0) + ms)
    for (const label of new Set(labels)) if (label) total.set(label, (total.get(label) ?? 0) + ms)
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1])
  return { total: sorted(total), self: sorted(self) }
}
