/** Types of report.mjs for the unit tests (the bench itself is plain JavaScript). */
import type { Results, Verdict } from "./budgets.mjs"

export const START: string
export const END: string
export function renderReport(
  results: Results & { measuredAt: string; lighthouse: string; runs: number },
  evaluation: Verdict[],
): string
export function writeIntoDocs(file: string, report: string): void
