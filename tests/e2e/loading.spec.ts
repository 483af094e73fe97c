import { gzipSync } from "node:zlib"
import { type Page, expect, test } from "./fixtures"
import { consentPreferences, ENTRY_SCRIPT, hydrated, LIGHTHOUSE_PHONE, withConsent } from "./helpers"
import { MAX_WAIT_MS, afterPaintScript, afterPaintSources } from "../../src/node/gatsby-output/scripts-after-paint"

/**
 * How a page starts (src/node/gatsby-output/scripts-after-paint.ts, HydrateLater in src/components/hydrate-later.tsx): the
 * server-rendered page is painted and loaded (images, fonts) before any of Gatsby's JavaScript is requested,
 * then React hydrates it.
 */
for (const path of ["/", "/en/services/airport-transfers", "/en/contact"]) {
  test(`${path} is painted and loaded before its scripts are requested, then hydrates`, async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsent(context, baseURL!)
    const html = await (await page.request.get(path)).text()
    // The one script the page names is the after-paint file with Gatsby's data and the loader (1.6 KB).
    expect([...html.matchAll(/<script src="([^"]*)"/g)].map((match) => match[1])).toEqual([afterPaintScript(html)])
    // Runs before the page's own scripts: the time the first frame started rendering.
    await page.addInitScript(() => {
      requestAnimationFrame(() => ((window as Window & { __firstFrame?: number }).__firstFrame = performance.now()))
    })
    await page.goto(path)
    await hydrated(page)
    const timing = await page.evaluate(
      (source) => ({
        firstFrame: (window as Window & { __firstFrame?: number }).__firstFrame ?? null,
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new RegExp(source).test(entry.name))
          .map((entry) => entry.startTime),
      }),
      ENTRY_SCRIPT.source,
    )
    expect(timing.firstFrame).not.toBeNull()
    expect(timing.firstContentfulPaint).not.toBeNull()
    expect(timing.loaded).toBeGreaterThan(0)
    expect(timing.scripts).toHaveLength(3)
    for (const start of timing.scripts) {
      expect(start).toBeGreaterThan(timing.firstFrame!)
      expect(start).toBeGreaterThan(timing.firstContentfulPaint!)
      // After the load event, unless the cap fired first (on a busy machine the load event can come later).
      if (start < timing.loaded) expect(start).toBeGreaterThanOrEqual(MAX_WAIT_MS)
    }
  })
}

test("webpack's runtime, which starts the app, is added after the framework and app chunks have run", async ({
  page,
  context,
  baseURL,
}) => {
  await withConsent(context, baseURL!)
  // Records each entry script as it is added, with the number of chunks that had run by then (a chunk that runs
  // before the runtime pushes itself onto webpack's global array, self.webpackChunk<name>) and whether Gatsby's
  // data file had (it sets the build id, which Gatsby's runtime compares once started).
  await page.addInitScript((source) => {
    type Added = { name: string; chunksRun: number; dataRun: boolean }
    const added: Added[] = ((window as Window & { __added?: unknown }).__added = [])
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((m) => [...m.addedNodes])) {
        const name = new RegExp(source).exec((node as HTMLScriptElement).src ?? "")?.[1]
        if (node.nodeName !== "SCRIPT" || !name) continue
        const global = Object.keys(self).find((key) => key.startsWith("webpackChunk"))
        added.push({
          name,
          chunksRun: global ? (self as unknown as Record<string, unknown[]>)[global].length : 0,
          dataRun:
            typeof (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash === "string",
        })
      }
    }).observe(document, { childList: true, subtree: true })
  }, ENTRY_SCRIPT.source)
  await page.goto("/en/premium")
  await hydrated(page)
  const added = await page.evaluate(() => (window as Window & { __added?: unknown }).__added)
  expect(added).toEqual([
    { name: "framework", chunksRun: expect.any(Number), dataRun: expect.any(Boolean) },
    { name: "app", chunksRun: expect.any(Number), dataRun: expect.any(Boolean) },
    { name: "webpack-runtime", chunksRun: 2, dataRun: true },
  ])
  // It was fetched with them (a preload link), not after they had run, and once.
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\/(webpack-runtime|framework)-\w+\.js$/.test(entry.name))
      .map((entry) => ({
        name: /(webpack-runtime|framework)/.exec(entry.name)![1],
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
  )
  expect(fetched.map((entry) => entry.name).sort()).toEqual(["framework", "webpack-runtime"])
  const [framework, runtime] = ["framework", "webpack-runtime"].map((name) => fetched.find((e) => e.name === name)!)
  expect(runtime.start).toBeLessThan(framework.end)
})

/**
 * The addresses of the JavaScript files a page loads from now on, for a test to fetch again with `request`: a
 * response's own body may be read only while its page is open, and a chunk that arrives late may outlive it.
 */
function scriptsLoadedBy(page: Page): Set<string> {
  const scripts = new Set<string>()
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(response.url())
  })
  return scripts
}

test("sections hydrated after the first pass still respond to the first click", async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL!)
  await page.goto("/en")
  await hydrated(page)
  // The footer is its own Suspense boundary; its cookie-settings button has a React handler only.
  await page
    .locator("footer")
    .getByRole("button", { name: /cookie settings/i })
    .click()
  await expect(consentPreferences(page)).toBeVisible()
})

/**
 * A page scrolled far down soon after it loads (a visitor's jump, Playwright scrolling to an element it clicks)
 * lands on content laid out with the rest of the page: nothing on the screen may move after the jump. A routes
 * table that moved under the pointer would turn a click on a route's request link into a click on its table cell.
 */
type ShiftLog = Window & { __shifts?: { start: number; value: number; moved: string[] }[] }
for (const viewport of [LIGHTHOUSE_PHONE, { width: 1280, height: 720 }]) {
  test(`a jump down a page moves nothing on the screen (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.addInitScript(() => {
      const w = window as ShiftLog
      w.__shifts = []
      type Shift = PerformanceEntry & {
        value: number
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }
      // What moved and from where to where, so that a failure names the element (one CI run has seen 0.012 on
      // /en/services/airport-transfers on a phone, which local runs, loaded or slowed, did not repeat).
      const moved = (source: NonNullable<Shift["sources"]>[number]) =>
        `${source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : source.node?.nodeName}` +
        ` y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}` +
        ` h ${Math.round(source.previousRect.height)} -> ${Math.round(source.currentRect.height)}`
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          w.__shifts!.push({ start: entry.startTime, value: entry.value, moved: (entry.sources ?? []).map(moved) })
      }).observe({ type: "layout-shift", buffered: true })
    })
    // A service page's routes table, the section right below the text and its aside, and its FAQ further down, in
    // each language, scrolled to as Playwright scrolls to an element it clicks, as soon as the page has loaded.
    for (const [path, target] of [
      ["/services/ski-resort-transfers", "#routes a"],
      ["/en/services/airport-transfers", "#routes a"],
      ["/services/ski-resort-transfers", "#faq summary"],
      ["/en/services/airport-transfers", "#faq summary"],
    ]) {
      await page.goto(path)
      const jumped = await page.evaluate(() => performance.now())
      await page.locator(target).first().scrollIntoViewIfNeeded()
      // Two frames and time for anything late.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))),
      )
      await hydrated(page)
      const shifts = await page.evaluate(
        (after) => (window as ShiftLog).__shifts!.filter((shift) => shift.start >= after),
        jumped,
      )
      expect(shifts, `${path} ${target}`).toEqual([])
    }
  })
}

test("route preloading keeps at most 4-5 page requests in flight", async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL!)
  // Every prefetched page's data answers after 500 ms, so requests that run together overlap visibly.
  let inFlight = 0
  let mostInFlight = 0
  const prefetched = new Set<string>()
  await page.route(/\/page-data\/(?!sq\/|app-data).*page-data\.json$/, async (route) => {
    prefetched.add(new URL(route.request().url()).pathname)
    inFlight++
    mostInFlight = Math.max(mostInFlight, inFlight)
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.fulfill({ response }).catch(() => {})
    inFlight--
  })
  await page.goto("/en")
  await hydrated(page)
  // The header and the footer alone link to far more than five pages.
  await page.locator("footer").scrollIntoViewIfNeeded()
  // More than five pages preloaded, so the limit had something to hold back. (Fewer than four may overlap:
  // chromium itself holds prefetches back while the page still loads other things.)
  await expect.poll(() => prefetched.size, { timeout: 15_000 }).toBeGreaterThan(5)
  expect(mostInFlight).toBeLessThanOrEqual(5)
  // Preloading goes on: the requests still held here end with the test instead of failing it from their handler.
  await page.unrouteAll({ behavior: "ignoreErrors" })
})

/**
 * The scripts a page starts: the after-paint file its HTML names (Gatsby's data and the loader) and the entry
 * scripts the loader starts (framework, app, webpack runtime), all counted.
 */
async function firstLoadKb(request: import("@playwright/test").APIRequestContext, path: string) {
  const file = afterPaintScript(await (await request.get(path)).text())!
  const sources = afterPaintSources(await (await request.get(file)).text())!
  expect(sources).toHaveLength(3)
  let bytes = 0
  for (const src of [file, ...sources]) bytes += gzipSync(await (await request.get(src)).body()).length
  return bytes / 1024
}

/** The budget (docs/performance.md, the bench reports it too): the scripts the HTML starts, gzip. */
test("the home page's first-load JavaScript stays within 75 KB gzip, and no page's above 90", async ({ request }) => {
  expect(await firstLoadKb(request, "/")).toBeLessThanOrEqual(75)
  for (const path of ["/en", "/contact", "/en/services/airport-transfers", "/premium", "/en/privacy-policy"])
    expect(await firstLoadKb(request, path), path).toBeLessThanOrEqual(90)
})

/**
 * Everything a page loads without any interaction (its chunks, the i18n chunk, the consent and new-version code on
 * idle, the banner's library and its texts in the page's language; sonner only comes with a toast), gzip. The budget
 * (docs/performance.md, the bench reports it for every page it measures): react-i18next's Trans back in the shared
 * chunk (4 KB), or every icon an editor may choose back in every page, would each break it.
 */
const IDLE_JS_BUDGET_KB = 122.5
// Pages above the budget when it was set, each held where it stood so that it cannot grow further; the bench reports
// them as missing the budget. The booking form (26.5 KB gzip, with hours, stops, bulky items, the sign and who pays)
// and the road routing it prices with (2.5 KB: joins along the road, local roads, the day's passes and fares) load
// with the contact page.
const OVER_BUDGET_KB: Record<string, number> = {
  "/services/airport-transfers": 124,
  "/premium": 124,
  "/contact": 147,
  "/en/contact": 147,
}
for (const path of ["/", "/en", "/agb", "/careers", ...Object.keys(OVER_BUDGET_KB)]) {
  const limit = OVER_BUDGET_KB[path] ?? IDLE_JS_BUDGET_KB
  test(`${path} loads at most ${limit} KB gzip of JavaScript without any interaction`, async ({ page, request }) => {
    const scripts = scriptsLoadedBy(page)
    await page.goto(path)
    await hydrated(page)
    // The last thing loaded without interaction: the consent code has evaluated the (absent) stored consent.
    await expect(page.locator("html")).toHaveAttribute("data-consent", "asked")
    await page.waitForLoadState("networkidle")
    let bytes = 0
    for (const url of scripts) bytes += gzipSync(await (await request.get(url)).body()).length
    expect(scripts.size).toBeGreaterThan(4)
    expect(bytes / 1024).toBeLessThanOrEqual(limit)
  })
}
