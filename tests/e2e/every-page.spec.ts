import { expect, test } from "@playwright/test"
import { allAddresses, visibleMainText } from "./helpers"
import { pathOf } from "../../src/routes"

/**
 * Every check that needs each of the 42 addresses as a first-time visitor opens it (no consent yet, JavaScript on,
 * a desktop), run on one visit of the address: each check a step, named after the rule it holds, in an order that
 * leaves the page as the next step expects it. Checks that need the page in another state (without JavaScript, at
 * other widths, after a refusal, with consent given) visit it in their own specs.
 */
test.describe("every address, visited once", () => {
  for (const { route, language, path } of allAddresses) {
    test(`${path} (${language})`, async ({ page, request }) => {
      await test.step("all 42 addresses: status, language, one heading, title, description and real content", async () => {
        if (route.kind === "redirect") {
          const response = await request.get(path, { maxRedirects: 0 })
          expect(response.status()).toBe(route.status)
          expect(response.headers()["location"]).toBe(pathOf(route.to, language))
        }
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.locator("html")).toHaveAttribute("lang", language)
        await expect(page.locator("h1")).toHaveCount(1)
        await expect(page.locator("h1")).not.toBeEmpty()
        const title = await page.title()
        expect(title.length).toBeGreaterThan(10)
        // One " | ", before the company's name (Seo appends it unless the page's title contains it already): not
        // "… | Alpina | Alpina Chauffeur" from a title that ends with a piece of the name.
        const brand = await page.locator('meta[property="og:site_name"]').getAttribute("content")
        expect(title.split(" | ").slice(1)).toEqual([brand])
        const description = await page.locator('meta[name="description"]').getAttribute("content")
        expect(description?.length ?? 0).toBeGreaterThan(50)
        // Real content, not a page that only repeats its title.
        const words = (await visibleMainText(page)).split(/\s+/).length
        expect(words).toBeGreaterThan(60)
      })
    })
  }
})
