import { crossesLine, haversineKm, linesCross, project } from "../../src/lib/domain/geometry"

describe("geometry on the map", () => {
  it("finds a point's nearest point on a line, how far along and how far off", () => {
    // A line of 0.2° longitude at 46.5° N (15.3 km); a point above its middle, 0.01° north (1.1 km).
    const [a, b] = [
      { lat: 46.5, lon: 8.0 },
      { lat: 46.5, lon: 8.2 },
    ]
    const middle = project({ lat: 46.51, lon: 8.1 }, a, b)
    expect(middle.t).toBeCloseTo(0.5, 3)
    expect(middle.km).toBeCloseTo(1.11, 2)
    // Beyond an end: that end, at its straight distance.
    const beyond = project({ lat: 46.5, lon: 8.3 }, a, b)
    expect(beyond.t).toBe(1)
    expect(beyond.km).toBeCloseTo(haversineKm({ lat: 46.5, lon: 8.3 }, b), 6)
  })

  it("tells whether two lines cross, an end touching not counting", () => {
    const p = (lat: number, lon: number) => ({ lat, lon })
    expect(linesCross(p(46, 7), p(47, 8), p(46, 8), p(47, 7))).toBe(true)
    expect(linesCross(p(46, 7), p(46.4, 7.4), p(46, 8), p(47, 7))).toBe(false)
    expect(linesCross(p(46, 7), p(46.5, 7.5), p(46.5, 7.5), p(47, 7))).toBe(false)
    // A polyline: the second of its parts is crossed.
    expect(crossesLine(p(46.2, 7.5), p(46.2, 8.5), [p(46, 7), p(46.1, 7.9), p(46.4, 8.1)])).toBe(true)
  })
})
