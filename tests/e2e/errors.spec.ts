import { expect, test } from "./fixtures"

test.describe("unknown addresses", () => {
  test("a German address answers 404 with the German not-found page", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht")
    expect(response?.status()).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
    await expect(page.locator("h1")).toHaveText("Seite nicht gefunden: /gibt-es-nicht")
  })

  test("an English address answers 404 with the English not-found page", async ({ page }) => {
    const response = await page.goto("/en/does-not-exist")
    expect(response?.status()).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.locator("h1")).toHaveText("Page not found: /en/does-not-exist")
  })

  test("a deep unknown address under a real section is also a 404", async ({ page }) => {
    const response = await page.goto("/services/helicopter")
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1")).toHaveText("Seite nicht gefunden: /services/helicopter")
  })

  test("the not-found page offers a way back", async ({ page }) => {
    await page.goto("/en/nope")
    await page.getByRole("link", { name: "Back to the home page" }).click()
    await expect(page).toHaveURL(/\/en$/)
  })
})

test.describe("host redirects", () => {
  test("/economy is a friendly alias of the economy page", async ({ request }) => {
    const response = await request.get("/economy", { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()["location"]).toBe("/economy1238978")
  })
})
