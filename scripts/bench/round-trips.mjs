/**
 * How many network round trips Lighthouse's simulation needs to deliver a response, beyond the first.
 *
 * Lighthouse's default mobile throttling is simulated (its "lantern" model): every request's time comes from a
 * TCP model, not from the wire. A new connection sends a first window of 10 segments of 1460 bytes (14,600
 * bytes) with the first byte; each further round trip (150 ms) doubles the window, up to what the throttled
 * bandwidth (1.6 Mbit/s) carries in one round trip. The page's HTML is the first request of a page load and
 * everything on the first paint waits for it: an HTML response of 14,600 bytes or less (headers included, as
 * chromium counts the transfer) arrives in the first window, a larger one costs at least one more round trip –
 * 150 ms of First Contentful Paint. The starter's pages fit in the first window; ours do not (docs/performance.md).
 * `documentTransferKb` picks that response out of a Lighthouse report.
 */
export const SEGMENT_BYTES = 1460
export const INITIAL_WINDOW_SEGMENTS = 10
/** Lighthouse's default mobile throttling: round-trip time and throughput. */
export const RTT_MS = 150
export const THROUGHPUT_KBPS = 1.6 * 1024

/** Round trips after the first window that `bytes` (the response's transfer size) need. */
export function extraRoundTrips(bytes, { rttMs = RTT_MS, throughputKbps = THROUGHPUT_KBPS } = {}) {
  const bytesPerRoundTrip = ((throughputKbps * 1024) / 8) * (rttMs / 1000)
  const largestWindow = Math.floor(bytesPerRoundTrip / SEGMENT_BYTES)
  let window = Math.min(INITIAL_WINDOW_SEGMENTS, largestWindow)
  let remaining = bytes - window * SEGMENT_BYTES
  let trips = 0
  while (remaining > 0) {
    trips++
    window = Math.min(largestWindow, window * 2)
    remaining -= window * SEGMENT_BYTES
  }
  return trips
}

/**
 * The page's own HTML response as transferred, in KB: the Document request of the address the report ended on
 * (a redirect's hop is a Document request too, and may be listed first), the first Document if none matches.
 */
export function documentTransferKb(report) {
  const documents = (report.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Document",
  )
  const landed = report.mainDocumentUrl ?? report.finalDisplayedUrl
  const page = documents.find((item) => item.url === landed) ?? documents[0]
  return (page?.transferSize ?? NaN) / 1024
}
