/** Types of report.mjs for the unit tests (the bench itself is plain JavaScript). */
import type { PageJavaScript, Results, Verdict } from "./budgets.mjs"

export const START: string
export const END: string
export function renderReport(
  results: Results & {
    measuredAt: string
    lighthouse: string
    runs: number
    protocol?: string
    starterJavascript?: Record<string, PageJavaScript> | null
  },
  evaluation: Verdict[],
): string
export function writeIntoDocs(file: string, report: string): void
