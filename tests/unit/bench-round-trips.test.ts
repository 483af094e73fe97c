import { extraRoundTrips } from "../../scripts/bench/round-trips.mjs"

describe("extraRoundTrips (Lighthouse's simulated TCP: a first window of 10 × 1460 bytes, doubling)", () => {
  it("delivers up to 14,600 bytes with the first byte", () => {
    expect(extraRoundTrips(0)).toBe(0)
    // The starter's page with its headers.
    expect(extraRoundTrips(4_797)).toBe(0)
    expect(extraRoundTrips(14_600)).toBe(0)
  })

  it("needs one more round trip from the 14,601st byte, then a window of 20 segments", () => {
    expect(extraRoundTrips(14_601)).toBe(1)
    // One of our pages (/en/premium, 18.3 KB of gzip and 4 KB of headers).
    expect(extraRoundTrips(22_346)).toBe(1)
    expect(extraRoundTrips(14_600 + 20 * 1460)).toBe(1)
    expect(extraRoundTrips(14_600 + 20 * 1460 + 1)).toBe(2)
  })

  it("grows the window no further than the throttled bandwidth carries in a round trip (21 segments)", () => {
    const afterTwo = 14_600 + 20 * 1460 + 21 * 1460
    expect(extraRoundTrips(afterTwo)).toBe(2)
    expect(extraRoundTrips(afterTwo + 1)).toBe(3)
    expect(extraRoundTrips(afterTwo + 21 * 1460)).toBe(3)
  })

  it("follows other throttling settings", () => {
    // 10 Mbit/s and 40 ms: 52,429 bytes a round trip, 35 segments; the window doubles to 20, then to 35.
    const fast = { rttMs: 40, throughputKbps: 10 * 1024 }
    expect(extraRoundTrips(14_600 + 20 * 1460 + 35 * 1460, fast)).toBe(2)
    expect(extraRoundTrips(14_600 + 20 * 1460 + 35 * 1460 + 1, fast)).toBe(3)
  })
})
