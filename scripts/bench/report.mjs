/**
 * docs/performance.md and docs/performance.json from a bench run. The hand-written analysis at the end of the
 * Markdown file (from "## Analysis" on) is kept; it must be updated by hand with the tables.
 */
import fs from "node:fs"
import { LIGHTHOUSE_VERSION } from "./lighthouse.mjs"
import { extraRoundTrips } from "./round-trips.mjs"
import { aboveOnEachSide, highestBy, median } from "./samples.mjs"
import { blockingByKind } from "./blocking.mjs"

const ok = (pass) => (pass ? "met" : "**missed**")
const ms = (value) => `${Math.round(value)} ms`
const ratio = (value) => (value === null ? "–" : value.toFixed(2))

/** The figures compared side by side, with how the report prints them. */
export const compared = [
  ["performance", "Performance", (v) => String(Math.round(v * 100) / 100)],
  ["fcpMs", "FCP ms", Math.round],
  ["lcpMs", "LCP ms", Math.round],
  ["tbtMs", "TBT ms", Math.round],
  ["totalKb", "Total transfer KB", (v) => v.toFixed(1)],
  ["documentKb", "HTML transferred KB", (v) => v.toFixed(1)],
  ["jsKb", "First-load JS KB gz", (v) => v.toFixed(1)],
]

function budgetLines({ build, summary, home, sideBySide }) {
  const { budgets } = summary
  const lines = [
    "| Budget | Target | Measured | |",
    "|---|---|---|---|",
    `| Cold build | <= ${budgets.coldBuildS} s | ${build.cold ? build.cold.toFixed(1) + " s" : "not run"} | ${build.cold ? ok(build.cold <= budgets.coldBuildS) : ""} |`,
    `| Warm build | – | ${build.warm ? build.warm.toFixed(1) + " s" : "not run"} | |`,
    `| Performance, every page | >= ${budgets.performance} | min ${summary.minPerformance} | ${ok(summary.minPerformance >= budgets.performance)} |`,
    `| Median performance, all addresses | >= ${budgets.medianPerformance} | ${summary.medianPerformance} | ${ok(summary.medianPerformance >= budgets.medianPerformance)} |`,
    `| Median LCP | <= ${budgets.lcpMs} ms | ${ms(summary.medianLcpMs)} | ${ok(summary.medianLcpMs <= budgets.lcpMs)} |`,
    `| CLS | 0 | max ${summary.maxCls.toFixed(3)} | ${ok(summary.maxCls <= 0.001)} |`,
    `| Home first-load JS (gzip) | <= ${budgets.homeJsKb} KB | ${home ? home.jsKb.toFixed(1) + " KB" : "–"} | ${home ? ok(home.jsKb <= budgets.homeJsKb) : ""} |`,
    `| TBT, median of the addresses' medians | <= ${budgets.tbtMedianMs} ms | ${ms(summary.tbt.medianMs)} | ${ok(summary.tbt.medianMs <= budgets.tbtMedianMs)} |`,
    `| TBT, the highest address's median | <= ${budgets.tbtAddressMs} ms | ${ms(summary.tbt.highest.ms)} (${summary.tbt.highest.page}) | ${ok(summary.tbt.highest.ms <= budgets.tbtAddressMs)} |`,
  ]
  if (sideBySide) {
    const { site, starter, ratios, means } = sideBySide.overall
    lines.push(
      `| FCP, site / starter (medians of all runs) | <= ${budgets.fcpStarterRatio} | ${ratio(ratios.fcpMs)} (${ms(site.fcpMs)} / ${ms(starter.fcpMs)}) | ${ok(ratios.fcpMs !== null && ratios.fcpMs <= budgets.fcpStarterRatio)} |`,
      `| TBT, site − starter (medians of all runs) | – | ${ms(site.tbtMs - starter.tbtMs)} | |`,
    )
    if (sideBySide.addresses) {
      const above = aboveOnEachSide(sideBySide.addresses, budgets.tbtAddressMs)
      lines.push(
        `| TBT, addresses whose median is above ${budgets.tbtAddressMs} ms: site / the starter's runs alongside | – | ` +
          `${above.site} / ${above.starter} of ${sideBySide.addresses.length} | |`,
      )
    }
    for (const [key, name] of [
      ["tbtMs", "TBT"],
      ["lcpMs", "LCP"],
    ])
      lines.push(
        `| ${name}, site / starter (medians of all runs) | ratio | ${ratio(ratios[key])} (${ms(site[key])} / ${ms(starter[key])}) | |`,
        `| ${name}, site / starter (means of all runs) | ratio | ${ratio(means.ratios[key])} (${ms(means.site[key])} / ${ms(means.starter[key])}) | |`,
      )
  }
  return lines
}

function pageLines(rows, runs) {
  return [
    `Perf and TBT show the median and, in brackets, the lowest and highest of the ${runs} run(s). "HTML sent" is the ` +
      "page's HTML response as transferred (compressed as served, Brotli, and headers) and, in brackets, the round trips it needs beyond " +
      "Lighthouse's first TCP window of 14,600 bytes, 14.3 KB (each one is 150 ms of FCP).",
    "",
    "| Page | Perf (min-max) | A11y | Best pr. | SEO | FCP ms | LCP ms | TBT ms (min-max) | CLS | Total KB | JS KB gz | HTML KB (gz) | HTML sent KB |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} (${r.performanceSpread.join("-")}) | ${r.accessibility} | ${r.bestPractices} | ` +
        `${r.seo} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} (${r.tbtSpreadMs.map(Math.round).join("-")}) | ` +
        `${r.cls.toFixed(3)} | ${r.totalKb.toFixed(1)} | ${r.jsKb.toFixed(1)} | ${r.htmlKb.toFixed(1)} (${r.htmlGzipKb.toFixed(1)}) | ` +
        `${r.documentKb.toFixed(1)} (+${extraRoundTrips(r.documentKb * 1024)}) |`,
    ),
    "",
    "Best-practices audits that lost points on some page: " +
      ([...new Set(rows.flatMap((r) => r.bestPracticeLosses))].join(", ") || "none") +
      ".",
    ...rows
      .filter((r) => r.consoleErrors.length)
      .flatMap((r) => [`- ${r.page}: ${r.consoleErrors.map((e) => "`" + e.replace(/`/g, "'") + "`").join("; ")}`]),
  ]
}

/**
 * Each address against the starter runs taken alongside it (right after each of its runs): the per-address TBT
 * budget under the same load on the machine. Lists the addresses where either side's median is above the limit.
 */
function alongsideLines(addresses, limitMs) {
  const above = aboveOnEachSide(addresses, limitMs)
  const highest = highestBy(addresses, "minus")
  const listed = addresses.filter((a) => a.site > limitMs || a.starter > limitMs)
  return [
    `Per address, the TBT median of its runs beside the median of the starter runs taken alongside them (one right ` +
      `after each): addresses above ${limitMs} ms, site ${above.site} of ${addresses.length}, the starter alongside ` +
      `${above.starter}; site − starter per address, median ${ms(median(addresses.map((a) => a.minus)))}, highest ` +
      `${ms(highest.minus)} (${highest.page}).`,
    "",
    ...(listed.length
      ? [
          `| Address above ${limitMs} ms on either side | Site TBT ms | Starter alongside TBT ms | Site − starter ms |`,
          "|---|---|---|---|",
          ...listed.map(
            (a) => `| ${a.page} | ${Math.round(a.site)} | ${Math.round(a.starter)} | ${Math.round(a.minus)} |`,
          ),
          "",
        ]
      : []),
  ]
}

function sideBySideLines({ pages, overall, addresses }, limitMs) {
  const { site, starter, ratios, means, runs } = overall
  return [
    "## Side by side with gatsby-starter-default",
    "",
    `Medians and means of all ${runs.site} site runs and all ${runs.starter} starter runs (a build of gatsby-starter-default, served by the same ` +
      "server with the same compression, measured with the same Lighthouse settings, one starter run after each site run). " +
      "The machine's load hits both alike: compare the ratios, not absolute figures from different runs.",
    "",
    "A median of 0 (the starter's TBT on a quiet machine) has no ratio (–); the means still compare.",
    "",
    "| | Site median | Starter median | Site / starter | Site mean | Starter mean | Site / starter |",
    "|---|---|---|---|---|---|---|",
    ...compared.map(
      ([key, name, show]) =>
        `| ${name} | ${show(site[key])} | ${show(starter[key])} | ${ratio(ratios[key])} | ` +
        `${show(means.site[key])} | ${show(means.starter[key])} | ${ratio(means.ratios[key])} |`,
    ),
    "",
    "| Starter page | Runs | Perf | FCP ms | LCP ms | TBT ms (min-max) | Total KB | JS KB gz |",
    "|---|---|---|---|---|---|---|---|",
    ...pages.map(
      (r) =>
        `| ${r.page} | ${r.runs} | ${r.performance} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ` +
        `${Math.round(r.tbtMs)} (${r.tbtSpreadMs.map(Math.round).join("-")}) | ${r.totalKb.toFixed(1)} | ${r.jsKb.toFixed(1)} |`,
    ),
    "",
    ...(addresses ? alongsideLines(addresses, limitMs) : []),
  ]
}

/**
 * Where the blocking time came from: Lighthouse's long tasks of every run, by kind (./blocking.mjs), over all runs
 * and over the runs above the per-address limit, for the site and (side by side) the starter. Empty for runs saved
 * before the bench kept their tasks.
 */
function blockingLines(samples, limitMs) {
  const sides = [
    ["Site", samples.site],
    ["Starter", samples.starter ?? []],
  ].filter(([, runs]) => runs.some((r) => Array.isArray(r.tasks)))
  if (!sides.length) return []
  const columns = sides.flatMap(([name, runs]) => {
    const all = blockingByKind(runs)
    const above = blockingByKind(runs.filter((r) => r.tbtMs > limitMs))
    return [
      { name: `${name}, all ${all.runs} runs`, figures: all },
      { name: `${name}, the ${above.runs} runs above ${limitMs} ms`, figures: above },
    ]
  })
  const kinds = [...new Set(columns.flatMap((c) => c.figures.kinds.map((k) => k.kind)))]
  const cell = (figures, kind) => {
    const k = figures.kinds.find((entry) => entry.kind === kind)
    return k ? `${Math.round(k.ms)} (${Math.round(k.share * 100)} %), ${k.runs}` : "–"
  }
  return [
    "## Where the blocking time came from",
    "",
    "Lighthouse's long tasks of every run (its `long-tasks` audit: tasks of 50 ms or more in its simulation, each " +
      "attributed to the page's HTML, a script, or nothing), each counted for what it lasts beyond 50 ms between the " +
      "first contentful paint and time to interactive (scripts/bench/blocking.mjs). The sums come close to Lighthouse's " +
      "TBT, not exactly. Each cell: blocking ms summed over the runs (share of the column), runs in which that kind of " +
      "task blocked.",
    "",
    `| Task | ${columns.map((c) => c.name).join(" | ")} |`,
    `|---|${columns.map(() => "---|").join("")}`,
    ...kinds.map((kind) => `| ${kind} | ${columns.map((c) => cell(c.figures, kind)).join(" | ")} |`),
    `| all | ${columns.map((c) => `${Math.round(c.figures.totalMs)} ms`).join(" | ")} |`,
    "",
  ]
}

/** Before (an earlier build, --before) and after (this build), same addresses, same run, alternating. */
function beforeAndAfterLines({ before, pages, overall, tbtOverStarterMs, starter }, rows) {
  const { site, starter: old, ratios } = overall
  const fig = (r, key, show) => (r ? show(r[key]) : "–")
  return [
    "## Before and after, same run",
    "",
    `Before: ${before}; after: this build. Each run on this build is followed by one on the ` +
      "starter (when side by side) and one on the same address of the earlier build.",
    "",
    "| Median over all runs | Before | After | After / before |" + (starter ? " Starter |" : ""),
    "|---|---|---|---|" + (starter ? "---|" : ""),
    ...compared.map(
      ([key, name, show]) =>
        `| ${name} | ${show(old[key])} | ${show(site[key])} | ${ratio(ratios[key])} |` +
        (starter ? ` ${show(starter[key])} |` : ""),
    ),
    ...(tbtOverStarterMs
      ? [
          "",
          `TBT minus the starter's (medians over all runs): before ${ms(tbtOverStarterMs.before)}, after ` +
            `${ms(tbtOverStarterMs.after)}.`,
        ]
      : []),
    "",
    "| Page | Perf before / after | FCP ms before / after | LCP ms before / after | TBT ms before / after | JS KB gz before / after |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) => {
      const b = pages.find((p) => p.page === r.page)
      return (
        `| ${r.page} | ${fig(b, "performance", String)} / ${r.performance} | ${fig(b, "fcpMs", Math.round)} / ` +
        `${Math.round(r.fcpMs)} | ${fig(b, "lcpMs", Math.round)} / ${Math.round(r.lcpMs)} | ` +
        `${fig(b, "tbtMs", Math.round)} / ${Math.round(r.tbtMs)} | ${fig(b, "jsKb", (v) => v.toFixed(1))} / ${r.jsKb.toFixed(1)} |`
      )
    }),
    "",
  ]
}

export function writeReport({ build, runs, summary, rows, sideBySide, beforeAndAfter, samples }) {
  fs.mkdirSync("docs", { recursive: true })
  fs.writeFileSync(
    "docs/performance.json",
    JSON.stringify({ summary, pages: rows, sideBySide, beforeAndAfter, samples }, null, 2) + "\n",
  )
  const home = rows.find((r) => r.page === "/")
  const lines = [
    "# Performance",
    "",
    `Measured by \`npm run bench${sideBySide ? " -- --side-by-side" : ""}\` on ${summary.measuredAt.slice(0, 10)}: ` +
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, default throttling, median of ${runs} run(s) per page, Debian ` +
      "chromium, site served by scripts/serve.mjs on 127.0.0.1.",
    "",
    ...budgetLines({ build, summary, home, sideBySide }),
    "",
    ...pageLines(rows, runs),
    "",
    ...(sideBySide ? sideBySideLines(sideBySide, summary.budgets.tbtAddressMs) : []),
    ...blockingLines(samples, summary.budgets.tbtAddressMs),
    ...(beforeAndAfter ? beforeAndAfterLines(beforeAndAfter, rows) : []),
  ]
  const previous = fs.existsSync("docs/performance.md") ? fs.readFileSync("docs/performance.md", "utf8") : ""
  const analysis = previous.indexOf("\n## Analysis")
  fs.writeFileSync("docs/performance.md", lines.join("\n") + (analysis >= 0 ? previous.slice(analysis) : ""))
  console.log("wrote docs/performance.md and docs/performance.json")
}
