import type { Page } from "@playwright/test"

/**
 * Opens a page whose head waits for a stylesheet that never arrives: the browser draws no frame of it, as in the
 * stall tests/e2e/fixtures.ts looks for. Self-contained (no imports at run time), so a spec written at run time can
 * import it too.
 */
export async function stallPage(page: Page) {
  await page.route("http://stall.test/never.css", () => {})
  await page.route("http://stall.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><link rel="stylesheet" href="/never.css"><p>Hallo',
    }),
  )
  await page.goto("http://stall.test/", { waitUntil: "commit" })
}
