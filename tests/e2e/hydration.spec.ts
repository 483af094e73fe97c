import { expect, test } from "@playwright/test"
import { allAddresses, hydrated } from "./helpers"

/**
 * Server HTML and the first client render must agree on every page (translations included: the page's <head>
 * and its body translate through the same i18next options). React reports a mismatch, and any other runtime
 * problem, on the console; a page load must leave it silent.
 */
/** True once React has hydrated the header, the footer and every section of <main> (deferred boundaries all). */
function everySectionHydrated() {
  const parts = [...document.querySelectorAll("header, main section, footer")]
  return parts.length >= 2 && parts.every((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")))
}

test.describe("every page hydrates without a console warning or error", () => {
  for (const { path } of allAddresses) {
    test(path, async ({ page }) => {
      const messages: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") messages.push(message.text())
      })
      page.on("pageerror", (error) => messages.push(error.message))
      await page.goto(path)
      await hydrated(page)
      // Header, footer and sections hydrate after the shell, in slices (HydrateLater): wait until the last of
      // them has (React has attached its fiber to each of their elements), on screen and after scrolling.
      await page.waitForFunction(everySectionHydrated)
      await page.mouse.wheel(0, 20_000)
      await page.waitForFunction(everySectionHydrated)
      await page.waitForLoadState("networkidle")
      expect(messages).toEqual([])
    })
  }
})
