/** Types of samples.mjs for the unit tests (the bench itself is plain JavaScript). */
export type Run = {
  page: string
  /** The throttling method; runs saved without one were Lantern's. */
  method?: "simulate" | "devtools"
  performance: number
  fcpMs: number
  lcpMs: number
  siMs?: number
  tbtMs: number
  cls: number
  benchmarkIndex?: number
}
export type Summary = Omit<Run, "page"> & { runs: number; tbtRangeMs: [number, number] }

export const FIGURES: string[]
export function median(values: number[]): number
export function summarise(runs: Run[]): Summary
export function addressRows(samples: Run[], pages: string[]): (Summary & { page: string })[]
export function firstLoadJsKb(root: string, htmlFile: string): number
