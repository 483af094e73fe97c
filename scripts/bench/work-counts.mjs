/** What work.mjs counts in a trace (a module of its own, for its unit test). */

/**
 * The rendering work of one page load, from its trace events (chromium's devtools.timeline categories), on the
 * main thread of the page, split at its first contentful paint: elements styled, boxes laid out, and the boxes in
 * the layout tree before that paint (the largest totalObjects of a layout then: a later layout may cover a subtree).
 */
export function countWork(events) {
  const paint = events.find((event) => event.name === "firstContentfulPaint")
  if (!paint) throw new Error("the trace has no first contentful paint")
  const counts = { boxesAtFirstPaint: 0, styledBefore: 0, styledAfter: 0, laidOutBefore: 0, laidOutAfter: 0 }
  for (const event of events) {
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ph !== "X") continue
    const early = event.ts < paint.ts
    if (event.name === "UpdateLayoutTree")
      counts[early ? "styledBefore" : "styledAfter"] += event.args?.elementCount ?? 0
    if (event.name === "Layout" && event.args?.beginData) {
      counts[early ? "laidOutBefore" : "laidOutAfter"] += event.args.beginData.dirtyObjects ?? 0
      if (early) counts.boxesAtFirstPaint = Math.max(counts.boxesAtFirstPaint, event.args.beginData.totalObjects ?? 0)
    }
  }
  return counts
}
