import { expect, test } from "@playwright/test"
import { allAddresses, hydrated } from "./helpers"

/**
 * Server HTML and the first client render must agree on every page (translations included: the page's <head>
 * and its body translate through the same i18next options). React reports a mismatch, and any other runtime
 * problem, on the console; a page load must leave it silent.
 */
/** Suspense boundaries (HydrateLater) in a page's server HTML: React marks each with a comment. */
const boundariesIn = (html: string) => html.match(/<!--\$[!?]?-->/g)?.length ?? 0

test.describe("every page hydrates without a console warning or error", () => {
  for (const { path } of allAddresses) {
    test(path, async ({ page }) => {
      const messages: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") messages.push(message.text())
      })
      page.on("pageerror", (error) => messages.push(error.message))
      const boundaries = boundariesIn(await (await page.request.get(path)).text())
      // The root, the header, the footer and the page's content at least.
      expect(boundaries).toBeGreaterThanOrEqual(4)
      await page.goto(path)
      await hydrated(page)
      // Header, footer and sections hydrate after the shell, in slices (HydrateLater): wait until every boundary
      // has committed (each counts itself in an effect, after React has reported any mismatch in it). One more
      // than the body has: Gatsby renders the Head export in a React root of its own, wrapped in wrapRootElement.
      await page.mouse.wheel(0, 20_000)
      await page.waitForFunction(
        (count) => ((window as Window & { __hydratedBoundaries?: number }).__hydratedBoundaries ?? 0) >= count,
        boundaries + 1,
      )
      await page.waitForLoadState("networkidle")
      expect(messages).toEqual([])
    })
  }
})
