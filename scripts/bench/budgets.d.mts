/** Types of budgets.mjs for the unit tests (the bench itself is plain JavaScript). */
import type { Run } from "./samples.mjs"

export type PageJavaScript = { firstLoadKb?: number | null; idleKb?: number | null; scripts?: number }
export type Results = {
  pages: string[]
  site: Run[]
  starter: Run[]
  homeJsKb: number
  javascript?: Record<string, PageJavaScript> | null
  placesKb?: number | null
  keystrokeMs?: number | null
  routeMs?: number | null
}
export type Verdict = { budget: string; target: string; measured: string; met: boolean | null }

export const BUDGETS: Record<string, number>
export const METHOD_NAMES: Record<"simulate" | "devtools", string>
export function budgetTable(): string
export function ofMethod(samples: Run[], method: "simulate" | "devtools"): Run[]
export function methodsOf(samples: Run[]): ("simulate" | "devtools")[]
export function evaluate(results: Results): Verdict[]
