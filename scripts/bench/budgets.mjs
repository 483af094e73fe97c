/** The performance budgets (docs/performance.md says why each) and their evaluation on a bench run's results. */
import { addressRows, median } from "./samples.mjs"

export const BUDGETS = {
  performance: 1,
  tbtMedianMs: 25,
  tbtAddressMs: 50,
  fcpStarterRatio: 1.15,
  lcpStarterRatio: 1,
  homeJsKb: 75,
  placesKb: 60,
  keystrokeMs: 50,
}

const ms = (value) => `${Math.round(value)} ms`

/**
 * Each budget with its target, what the run measured, and whether it was met (null when the run could not tell:
 * the starter's budgets without a starter).
 */
export function evaluate({ pages, site, starter, homeJsKb, placesKb = null, keystrokeMs = null }) {
  const rows = addressRows(site, pages)
  const lowest = rows.reduce((low, row) => (row.performance < low.performance ? row : low))
  const highest = rows.reduce((high, row) => (row.tbtMs > high.tbtMs ? row : high))
  const tbtMedian = median(rows.map((row) => row.tbtMs))
  const worstCls = Math.max(...rows.map((row) => row.cls))
  const overall = (samples, key) => median(samples.map((s) => s[key]))
  const againstStarter = (key, limit) => {
    if (!starter.length) return { measured: "no starter in this run", met: null }
    const ratio = overall(site, key) / overall(starter, key)
    return {
      measured: `${ratio.toFixed(2)}x (${ms(overall(site, key))} / ${ms(overall(starter, key))})`,
      met: ratio <= limit,
    }
  }
  return [
    {
      budget: "Performance score, every address (median)",
      target: `${BUDGETS.performance}`,
      measured: `lowest ${lowest.performance} (${lowest.page})`,
      met: lowest.performance >= BUDGETS.performance,
    },
    {
      budget: "TBT, median of the addresses' medians",
      target: `<= ${BUDGETS.tbtMedianMs} ms`,
      // The starter's own blocking time beside it: when the bare starter blocks too, the machine was busy.
      measured: starter.length ? `${ms(tbtMedian)} (starter: ${ms(overall(starter, "tbtMs"))})` : ms(tbtMedian),
      met: tbtMedian <= BUDGETS.tbtMedianMs,
    },
    {
      budget: "TBT, highest address median",
      target: `<= ${BUDGETS.tbtAddressMs} ms`,
      measured: `${ms(highest.tbtMs)} (${highest.page})`,
      met: highest.tbtMs <= BUDGETS.tbtAddressMs,
    },
    {
      budget: "FCP, site / starter (medians of all runs)",
      target: `<= ${BUDGETS.fcpStarterRatio}x`,
      ...againstStarter("fcpMs", BUDGETS.fcpStarterRatio),
    },
    {
      budget: "LCP, site / starter (medians of all runs)",
      target: `<= ${BUDGETS.lcpStarterRatio}x`,
      ...againstStarter("lcpMs", BUDGETS.lcpStarterRatio),
    },
    {
      budget: "Home first-load JavaScript (gzip)",
      target: `<= ${BUDGETS.homeJsKb} KB`,
      measured: `${homeJsKb.toFixed(1)} KB`,
      met: homeJsKb <= BUDGETS.homeJsKb,
    },
    {
      budget: "Places index, loaded on the first focus of an address field (gzip)",
      target: `<= ${BUDGETS.placesKb} KB`,
      measured: placesKb === null ? "not in this build" : `${placesKb.toFixed(1)} KB`,
      met: placesKb === null ? null : placesKb <= BUDGETS.placesKb,
    },
    {
      budget: "Place suggestions, slowest keystroke at a 4x CPU slowdown (median of the runs)",
      target: `<= ${BUDGETS.keystrokeMs} ms`,
      measured: keystrokeMs === null ? "not measured" : ms(keystrokeMs),
      met: keystrokeMs === null ? null : keystrokeMs <= BUDGETS.keystrokeMs,
    },
    {
      // Shown to three decimals: a shift below 0.0005 is none a visitor sees.
      budget: "CLS, highest address median",
      target: "0",
      measured: worstCls.toFixed(3),
      met: worstCls < 0.0005,
    },
  ]
}
