import { addressTbt, median, sideBySideFigures } from "../../scripts/bench/samples.mjs"

const runs = (tbts: number[]) => tbts.map((tbtMs) => ({ tbtMs, lcpMs: 1000 }))

describe("bench: side-by-side figures", () => {
  it("takes the lower middle value as the median of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2)
  })

  it("gives the ratio of medians and of means, site over starter", () => {
    const result = sideBySideFigures(runs([40, 60, 100]), runs([20, 30, 40]), ["tbtMs", "lcpMs"])
    expect(result.ratios.tbtMs).toBe(2)
    expect(result.means.site.tbtMs).toBeCloseTo(200 / 3)
    expect(result.means.ratios.tbtMs).toBeCloseTo(200 / 3 / 30)
    expect(result.ratios.lcpMs).toBe(1)
  })

  it("has no median ratio when the starter's median is 0, but still a ratio of the means", () => {
    const result = sideBySideFigures(runs([30, 40, 50]), runs([0, 0, 30]), ["tbtMs"])
    expect(result.ratios.tbtMs).toBeNull()
    expect(result.means.ratios.tbtMs).toBe(4)
  })
})

describe("bench: the TBT budget over addresses", () => {
  it("takes the median of the addresses' medians and names the address with the highest", () => {
    const rows = [
      { page: "/", tbtMs: 12 },
      { page: "/contact", tbtMs: 76.5 },
      { page: "/en", tbtMs: 30 },
      { page: "/agb", tbtMs: 0 },
      { page: "/impressum", tbtMs: 20 },
    ]
    expect(addressTbt(rows)).toEqual({ medianMs: 20, highest: { page: "/contact", ms: 76.5 } })
  })
})
