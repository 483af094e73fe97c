/** Types of round-trips.mjs for the unit tests (the bench itself is plain JavaScript). */
export const SEGMENT_BYTES: number
export const INITIAL_WINDOW_SEGMENTS: number
export const RTT_MS: number
export const THROUGHPUT_KBPS: number
export function extraRoundTrips(bytes: number, options?: { rttMs?: number; throughputKbps?: number }): number
type Request = { url: string; resourceType: string; transferSize: number }
export function documentTransferKb(report: {
  mainDocumentUrl?: string
  finalDisplayedUrl?: string
  audits: Record<string, { details?: { items?: Request[] } }>
}): number
