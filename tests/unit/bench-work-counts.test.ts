import { countWork } from "../../scripts/bench/work-counts.mjs"

const paint = { name: "firstContentfulPaint", ph: "I", ts: 1_000, pid: 1, tid: 7 }
const style = (ts: number, elementCount: number, tid = 7) => ({
  name: "UpdateLayoutTree",
  ph: "X",
  ts,
  pid: 1,
  tid,
  args: { elementCount },
})
const layout = (ts: number, dirtyObjects: number, totalObjects: number, tid = 7) => ({
  name: "Layout",
  ph: "X",
  ts,
  pid: 1,
  tid,
  args: { beginData: { dirtyObjects, totalObjects } },
})

describe("countWork (scripts/bench/work-counts.mjs)", () => {
  it("splits the page's style and layout work at the first contentful paint", () => {
    const counts = countWork([
      style(100, 300),
      layout(200, 250, 400),
      style(300, 12),
      // A later, smaller layout before the paint does not shrink the tree the page was painted with.
      layout(400, 3, 20),
      paint,
      style(2_000, 180),
      layout(2_100, 40, 410),
      style(3_000, 25),
    ])
    expect(counts).toEqual({
      boxesAtFirstPaint: 400,
      styledBefore: 312,
      styledAfter: 205,
      laidOutBefore: 253,
      laidOutAfter: 40,
    })
  })

  it("counts only the painted page's thread and only complete events", () => {
    const counts = countWork([
      paint,
      style(2_000, 50),
      style(2_000, 999, 8),
      layout(2_100, 999, 999, 8),
      { name: "UpdateLayoutTree", ph: "B", ts: 2_200, pid: 1, tid: 7, args: { elementCount: 999 } },
      // The same thread number in another process (the browser's own) is another thread.
      { name: "UpdateLayoutTree", ph: "X", ts: 2_300, pid: 2, tid: 7, args: { elementCount: 999 } },
    ])
    expect(counts.styledAfter).toBe(50)
    expect(counts.laidOutAfter).toBe(0)
    expect(counts.boxesAtFirstPaint).toBe(0)
  })

  it("refuses a trace without a first contentful paint", () => {
    expect(() => countWork([style(100, 5)])).toThrow(/first contentful paint/)
  })
})
