import { expect, frameState, test, FRAME_WAIT_MS } from "./fixtures"

// A page whose head waits for a stylesheet that never arrives: the browser draws no frame of it, as in the stall.
const stallPage = async (page: import("@playwright/test").Page) => {
  await page.route("http://stall.test/never.css", () => {})
  await page.route("http://stall.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><link rel="stylesheet" href="/never.css"><p>Hallo',
    }),
  )
  await page.goto("http://stall.test/", { waitUntil: "commit" })
}

test("a page that draws no frame is told from one that does", async ({ page }) => {
  expect(FRAME_WAIT_MS).toBe(5_000)
  await page.goto("/contact")
  // The first paint is reported a moment after its frame.
  await expect.poll(() => frameState(page)).toEqual({ draws: true, painted: true, url: "/contact" })
  await stallPage(page)
  expect(await frameState(page)).toEqual({ draws: false, painted: false, url: "/" })
})
