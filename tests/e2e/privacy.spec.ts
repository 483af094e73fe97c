import { expect, test } from "@playwright/test"
import { allAddresses, hydrated } from "./helpers"

test.describe("no request leaves the site (fonts, icons and images are self-hosted)", () => {
  for (const { path } of allAddresses) {
    test(path, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin
      const foreign: string[] = []
      await page.route(
        (url) => url.origin !== origin,
        (route) => {
          foreign.push(route.request().url())
          return route.abort()
        },
      )
      await page.goto(path, { waitUntil: "networkidle" })
      // Everything the page runs has run: its scripts start after the first frame.
      await hydrated(page)
      await page.mouse.wheel(0, 4000)
      await page.waitForLoadState("networkidle")
      expect(foreign).toEqual([])
    })
  }
})
