import { nextTask } from "../../src/lib/runtime/next-task"

describe("nextTask", () => {
  it("resolves in a later task: after the microtasks and the timers already queued, not in the running task", async () => {
    const order: string[] = []
    setTimeout(() => order.push("timer queued before"), 0)
    const next = nextTask().then(() => order.push("next task"))
    void Promise.resolve().then(() => order.push("microtask"))
    order.push("running task")
    await next
    expect(order).toEqual(["running task", "microtask", "timer queued before", "next task"])
  })
})
