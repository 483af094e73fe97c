/** Types of blocking.mjs for the unit tests (the bench itself is plain JavaScript). */
export type BlockingTask = { kind: string; startMs: number; durationMs: number; blockingMs: number }
export type KindTotal = { kind: string; ms: number; runs: number; share: number }

export function taskKind(url: string, labels?: Map<string, string>): string
export function chunkLabels(dir: string): Map<string, string>
export function sourceLabel(source: string): string
export function blockingTasks(
  items: { url: string; startTime: number; duration: number }[],
  fcpMs: number,
  ttiMs: number,
  labels?: Map<string, string>,
): BlockingTask[]
export function blockingByKind(samples: { tasks?: BlockingTask[] }[]): {
  runs: number
  totalMs: number
  kinds: KindTotal[]
}
