/** The performance budgets (docs/performance.md says why each) and their evaluation on a bench run's results. */
import { addressRows, median } from "./samples.mjs"

export const BUDGETS = {
  performance: 1,
  tbtMedianMs: 25,
  tbtAddressMs: 50,
  fcpStarterRatio: 1.15,
  lcpStarterRatio: 1,
  homeJsKb: 75,
  placesKb: 70,
  keystrokeMs: 50,
  routeMs: 30,
}

const ms = (value) => `${Math.round(value)} ms`
const kb = (value) => `${value.toFixed(1)} KB`

/** A budget measured apart from Lighthouse, held to at most its figure; not judged when the run did not measure it. */
const atMost = (key, value, unit, budget) => ({
  budget,
  target: `<= ${BUDGETS[key]} ${key.endsWith("Kb") ? "KB" : "ms"}`,
  measured: value === null ? "not measured" : unit(value),
  met: value === null ? null : value <= BUDGETS[key],
})

/**
 * Each budget with its target, what the run measured, and whether it was met (null when the run could not tell:
 * the starter's budgets without a starter).
 */
export function evaluate({ pages, site, starter, homeJsKb, placesKb = null, keystrokeMs = null, routeMs = null }) {
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
    atMost("homeJsKb", homeJsKb, kb, "Home first-load JavaScript (gzip)"),
    atMost("placesKb", placesKb, kb, "Places index and road network, on the first focus of an address field (gzip)"),
    atMost("keystrokeMs", keystrokeMs, ms, "Place suggestions, slowest keystroke at a 4x CPU slowdown (run median)"),
    atMost("routeMs", routeMs, ms, "Longest trip, its way by road found at a 4x CPU slowdown (run median)"),
    {
      // Shown to three decimals: a shift below 0.0005 is none a visitor sees.
      budget: "CLS, highest address median",
      target: "0",
      measured: worstCls.toFixed(3),
      met: worstCls < 0.0005,
    },
  ]
}
