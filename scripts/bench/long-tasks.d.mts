/** Types of long-tasks.mjs for the unit tests (the bench itself is plain JavaScript). */
export type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
export type TraceEvent = Record<string, unknown>
export type LongTask = {
  startMs: number
  observedMs: number
  countedMs: number
  blockingMs: number
  work: [string, number][]
  stacks: { ms: number; frames: CallFrame[] }[]
}
export const CPU_SLOWDOWN: number
export const LONG_TASK_MS: number
export function longTasks(events: TraceEvent[], options?: { slowdown?: number }): LongTask[]
export function functionTimes(
  stacks: LongTask["stacks"],
  name: (frame: CallFrame) => string | null,
): { total: [string, number][]; self: [string, number][] }
