/** Types of work-counts.mjs for the unit tests (the bench itself is plain JavaScript). */
export type WorkCounts = {
  boxesAtFirstPaint: number
  styledBefore: number
  styledAfter: number
  laidOutBefore: number
  laidOutAfter: number
}
export function countWork(events: Record<string, unknown>[]): WorkCounts
