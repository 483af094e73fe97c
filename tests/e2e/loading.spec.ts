import { gzipSync } from "node:zlib"
import { expect, test } from "@playwright/test"
import { hydrated, withConsent } from "./helpers"
import { MAX_WAIT_MS } from "../../src/node/scripts-after-paint"

/**
 * How a page starts (src/node/scripts-after-paint.ts, HydrateLater in src/components/hydrate-later.tsx): the
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
    expect(html).not.toMatch(/<script src="[^"]*\.js" async/)
    // Runs before the page's own scripts: the time the first frame started rendering.
    await page.addInitScript(() => {
      requestAnimationFrame(() => ((window as Window & { __firstFrame?: number }).__firstFrame = performance.now()))
    })
    await page.goto(path)
    await hydrated(page)
    const timing = await page.evaluate(() => ({
      firstFrame: (window as Window & { __firstFrame?: number }).__firstFrame ?? null,
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-\w+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
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

test("sections hydrated after the first pass still respond to the first click", async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL!)
  await page.goto("/en")
  await hydrated(page)
  // The footer is its own Suspense boundary; its cookie-settings button has a React handler only.
  await page
    .locator("footer")
    .getByRole("button", { name: /cookie settings/i })
    .click()
  await expect(page.locator("#cc-main .pm")).toBeVisible()
})

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
})

/** Issue 11's budget: the scripts the home page's HTML starts weigh at most 100 KB gzip (the bench reports it too). */
test("the home page's first-load JavaScript stays within 100 KB gzip", async ({ request }) => {
  const html = await (await request.get("/")).text()
  // The after-paint loader's list of Gatsby's entry scripts (webpack runtime, framework, app).
  const sources = JSON.parse(/\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\]),window,\d+\)/.exec(html)![1]) as string[]
  expect(sources).toHaveLength(3)
  let bytes = 0
  for (const src of sources) bytes += gzipSync(await (await request.get(src)).body()).length
  expect(bytes / 1024).toBeLessThanOrEqual(100)
})
