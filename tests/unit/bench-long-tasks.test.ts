import { CPU_SLOWDOWN, LONG_TASK_MS, functionTimes, longTasks } from "../../scripts/bench/long-tasks.mjs"

// A trace as Chrome writes it: complete events (ph X, ts/dur in µs) on the renderer's main thread (pid 1, tid 7),
// another thread's tasks, and the CPU profiler's samples in a ProfileChunk.
const main = { pid: 1, tid: 7, ph: "X" }
const frame = (functionName: string) => ({ functionName, url: "http://x/app.js", lineNumber: 0, columnNumber: 0 })
const events = [
  { ...main, name: "RunTask", ts: 1_000, dur: 5_000 },
  { ...main, name: "UpdateLayoutTree", ts: 1_100, dur: 1_000 },
  // 12 ms observed: 48 ms under Lighthouse's 4x, not long.
  { ...main, name: "RunTask", ts: 10_000, dur: 12_000 },
  { ...main, name: "FunctionCall", ts: 10_100, dur: 11_000 },
  // 20 ms observed: 80 ms counted, 30 ms blocking; it evaluates app.js.
  { ...main, name: "RunTask", ts: 30_000, dur: 20_000 },
  { ...main, name: "EvaluateScript", ts: 30_100, dur: 19_000, args: { data: { url: "http://x/app.js" } } },
  { ...main, name: "Layout", ts: 49_200, dur: 500 },
  // A 40 ms task on another thread of the same process does not block the page.
  { pid: 1, tid: 9, ph: "X", name: "RunTask", ts: 30_000, dur: 40_000 },
  { pid: 1, tid: 9, ph: "X", name: "FunctionCall", ts: 30_000, dur: 1 },
  { pid: 1, tid: 7, ph: "P", name: "Profile", args: { data: { startTime: 29_000 } } },
  {
    pid: 1,
    tid: 7,
    ph: "P",
    name: "ProfileChunk",
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame("(root)") },
            { id: 2, parent: 1, callFrame: frame("start") },
            { id: 3, parent: 2, callFrame: frame("parse") },
          ],
          // At 31, 36, 41 and 46 ms (all inside the long task), then at 60 ms (after it).
          samples: [3, 3, 2, 3, 2],
        },
        timeDeltas: [2_000, 5_000, 5_000, 5_000, 14_000],
      },
    },
  },
]

describe("bench: long tasks from a trace", () => {
  it("counts a task from 12.5 ms observed on (50 ms under the 4x CPU slowdown), on the main thread only", () => {
    expect(CPU_SLOWDOWN).toBe(4)
    expect(LONG_TASK_MS).toBe(50)
    const tasks = longTasks(events)
    expect(tasks).toHaveLength(1)
    expect(tasks[0]).toMatchObject({ startMs: 29, observedMs: 20, countedMs: 80, blockingMs: 30 })
    expect(tasks[0].work).toEqual([
      ["EvaluateScript app.js", 19],
      ["Layout", 0.5],
    ])
  })

  it("keeps the samples inside the task, each with its stack and the time to the next sample or the task's end", () => {
    const [task] = longTasks(events)
    expect(task.stacks.map((s) => s.ms)).toEqual([5, 5, 5, 4])
    expect(task.stacks[0].frames.map((f) => f.functionName)).toEqual(["parse", "start", "(root)"])
  })

  it("sums the time of each function: total wherever it is on the stack, self where it is innermost", () => {
    const [task] = longTasks(events)
    const skipRoot = (f: { functionName: string }) => (f.functionName === "(root)" ? null : f.functionName)
    const { total, self } = functionTimes(task.stacks, skipRoot)
    expect(total).toEqual([
      ["start", 19],
      ["parse", 14],
    ])
    expect(self).toEqual([
      ["parse", 14],
      ["start", 5],
    ])
  })
})
