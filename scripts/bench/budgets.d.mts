/** Types of budgets.mjs for the unit tests (the bench itself is plain JavaScript). */
import type { Run } from "./samples.mjs"

export type Results = {
  pages: string[]
  site: Run[]
  starter: Run[]
  homeJsKb: number
  placesKb?: number | null
  keystrokeMs?: number | null
  routeMs?: number | null
}
export type Verdict = { budget: string; target: string; measured: string; met: boolean | null }

export const BUDGETS: Record<string, number>
export function evaluate(results: Results): Verdict[]
