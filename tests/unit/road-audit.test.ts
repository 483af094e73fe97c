import { crossingsOf, readNetwork, withLocalWeb, type RoadNetworkFile } from "../../src/lib/domain/roads"
import {
  auditMinKm,
  auditNetwork,
  auditRadiusKm,
  describeOutliers,
  maxJoinRatio,
  maxPairRatio,
  namedOutliers,
} from "../../src/node/content-model/road-audit"

/**
 * Two valleys side by side, 10 km apart, each with its road to a town in the plain 30 km south; the roads meet
 * only there. A village up each valley: 10 km apart in a straight line, 60 km by road.
 */
const file: RoadNetworkFile = {
  nodes: [
    ["Plain", "", 46.5, 8.0, 10000],
    ["West", "", 46.77, 7.935, 500],
    ["East", "", 46.77, 8.065, 500],
  ],
  segments: [
    [0, 1, 31, "road", [0, 0, 0, 0], [], 0, "", ""],
    [0, 2, 31, "road", [0, 0, 0, 0], [], 0, "", ""],
  ],
  speeds: { motorway: 95, road: 55, pass: 45, tunnel: 80 },
  barriers: [],
}
const places = [
  { id: "west-village", name: "Westdorf", lat: 46.77, lon: 7.935 },
  { id: "east-village", name: "Ostdorf", lat: 46.77, lon: 8.065 },
]
const audit = (barriers: number[][], exceptions = { places: [], pairs: [] } as Parameters<typeof auditNetwork>[3]) => {
  // Both villages in the mountains (20 hm): no local road between them.
  const network0 = readNetwork({ ...file, barriers })
  const { network, ends } = withLocalWeb(
    network0,
    places,
    [20, 20],
    [[{ segment: 0, t: 1, offKm: 0 }], [{ segment: 1, t: 1, offKm: 0 }]],
    1.3,
    crossingsOf(network0, places),
  )
  return auditNetwork(network, places, ends, exceptions)
}
const ridge = [46.6, 8.0, 46.9, 8.0]

describe("the road audit", () => {
  it(`compares places ${auditMinKm}-${auditRadiusKm} km apart, and names a way more than ${maxPairRatio} × the straight line`, () => {
    const result = audit([])
    expect(result.pairs).toBe(1)
    expect(result.outliers).toEqual([{ from: "Westdorf", to: "Ostdorf", roadKm: 62, straightKm: 9.9 }])
    expect(result.problems).toEqual([
      "road audit: 1 way(s) by road far longer than the straight line, unexplained. For each, add the missing road (content/tariff/roads/), the lake or ridge between them (content/tariff/barriers.yaml) or a reviewed exception with its reason (content/tariff/road-audit.yaml):\n  Westdorf → Ostdorf: 62 km by road, 9.9 km in a straight line (6.3×)",
    ])
    expect([auditMinKm, auditRadiusKm, maxPairRatio, maxJoinRatio]).toEqual([3, 40, 2, 1.6])
  })

  it("takes a ridge declared once as the explanation of every pair it separates", () => {
    const result = audit([ridge])
    expect(result).toMatchObject({ byBarrier: 1, outliers: [], problems: [] })
  })

  it("takes a reviewed exception, by place or by pair, and fails on one that explains nothing", () => {
    expect(audit([], { places: [{ place: "Westdorf", reason: "car-free" }], pairs: [] })).toMatchObject({
      byException: 1,
      problems: [],
    })
    expect(
      audit([], { places: [], pairs: [{ from: "west-village", to: "Ostdorf", reason: "valley closed at its head" }] }),
    ).toMatchObject({ byException: 1, problems: [] })
    expect(audit([ridge], { places: [{ place: "Ostdorf", reason: "car-free" }], pairs: [] }).problems).toEqual([
      "content/tariff/road-audit.yaml: places[0] Ostdorf: explains no way the audit finds; remove it",
    ])
    expect(audit([ridge], { places: [{ place: "Atlantis", reason: "" }], pairs: [] }).problems).toEqual([
      'content/tariff/road-audit.yaml: places[0]: "Atlantis" is no place of the index (its id or German name)',
    ])
  })

  it(`names at most ${namedOutliers} ways, the farthest off first, and counts the rest`, () => {
    const many = Array.from({ length: namedOutliers + 5 }, (_, i) => ({
      from: `A${i}`,
      to: `B${i}`,
      roadKm: 30 + i,
      straightKm: 10,
    }))
    const lines = describeOutliers(many, namedOutliers).split("\n")
    expect(lines).toHaveLength(1 + namedOutliers + 1)
    expect(lines[1]).toBe(
      `  A${namedOutliers + 4} → B${namedOutliers + 4}: ${34 + namedOutliers} km by road, 10 km in a straight line (${((34 + namedOutliers) / 10).toFixed(1)}×)`,
    )
    expect(lines.at(-1)).toBe("  … and 5 more (npm run audit:roads -- --all)")
    expect(describeOutliers(many, Infinity).split("\n")).toHaveLength(1 + namedOutliers + 5)
  })
})
