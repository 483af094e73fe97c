/** Types of samples.mjs for the unit tests (the bench itself is plain JavaScript). */
export type Sample = Record<string, number>
export type Figures = Record<string, number>
export type Ratios = Record<string, number | null>

export function median(values: number[]): number
export function mean(values: number[]): number
export function medians(samples: Sample[], keys: string[]): Figures
export function means(samples: Sample[], keys: string[]): Figures
export function spread(samples: Sample[], key: string): [number, number]
export function weight(root: string, htmlFile: string): { jsKb: number; htmlKb: number; htmlGzipKb: number }
export function pageMedians(samples: Sample[], pages: string[], keys: string[]): Figures[]
export function sideBySideFigures(
  siteSamples: Sample[],
  starterSamples: Sample[],
  keys: string[],
): {
  runs: { site: number; starter: number }
  site: Figures
  starter: Figures
  ratios: Ratios
  means: { site: Figures; starter: Figures; ratios: Ratios }
}
export function addressTbt(rows: { page: string; tbtMs: number }[]): {
  medianMs: number
  highest: { page: string; ms: number } | null
}
export type AddressAlongside = { page: string; site: number; starter: number; minus: number }
export function addressesAlongside(
  siteSamples: { page: string; [key: string]: unknown }[],
  starterSamples: Record<string, unknown>[],
  key?: string,
): AddressAlongside[]
export function aboveOnEachSide(addresses: AddressAlongside[], limitMs: number): { site: number; starter: number }
