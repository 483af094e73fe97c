import { expect, test } from "./fixtures"
import { hydrated, recordCookieWrites, withConsent } from "./helpers"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

test.describe("language switcher", () => {
  test("goes to the twin page and remembers the choice for 365 days", async ({ page, context }) => {
    const writes = await recordCookieWrites(page)
    await page.goto("/services/airport-transfers")
    await hydrated(page)
    // Its name starts with the letters it shows (a voice user says "EN"), then the language's name.
    await page.getByRole("link", { name: "EN – English", exact: true }).click()
    await expect(page).toHaveURL(/\/en\/services\/airport-transfers$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected")
    expect(cookie?.value).toBe("en")
    // SameSite as written: the cookie list would say "Lax" for a cookie written without the attribute.
    expect(await writes("i18n_redirected")).toEqual([expect.stringMatching(/;\s*SameSite=Lax(;|$)/i)])
    expect(cookie?.path).toBe("/")
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)
  })

  test("switching back to German sets the cookie to de", async ({ page, context }) => {
    await page.goto("/en/agb")
    await hydrated(page)
    await page.getByRole("link", { name: "DE – Deutsch", exact: true }).click()
    await expect(page).toHaveURL(/\/agb$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected")
    expect(cookie?.value).toBe("de")
  })
})

test("<html lang> comes from the server and is set only when a client-side navigation changes the language", async ({
  page,
}) => {
  // Every set of the attribute, to the value it has too: Chrome restyles every element of the page for each.
  await page.addInitScript(() => {
    const values: string[] = []
    ;(window as Window & { __langSets?: string[] }).__langSets = values
    // <html> does not exist yet when this runs: observed from the document, other elements' lang left out.
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement) values.push(document.documentElement.lang)
    }).observe(document, { attributes: true, attributeFilter: ["lang"], subtree: true })
  })
  const langSets = () => page.evaluate(() => (window as Window & { __langSets?: string[] }).__langSets)
  await page.goto("/services/airport-transfers")
  await hydrated(page)
  await expect(page.locator("html")).toHaveAttribute("lang", "de")
  await page.getByRole("link", { name: "English" }).click()
  await expect(page).toHaveURL(/\/en\/services\/airport-transfers$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  // Another page in the same language, client-side: its Head renders, the language stays.
  await page.locator(".site-header__brand").click()
  await expect(page).toHaveURL(/\/en\/?$/)
  await expect(page.locator("h1")).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  expect(await langSets()).toEqual(["en"])
})

test.describe("first visit detection", () => {
  test.describe("browser preferring English", () => {
    test.use({ locale: "en-US" })

    test("lands on the English twin without a cookie", async ({ page }) => {
      await page.goto("/impressum")
      await hydrated(page)
      await expect(page).toHaveURL(/\/en\/impressum$/)
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
    })

    test("the cookie beats the browser", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "i18n_redirected", value: "de", url: baseURL! }])
      await page.goto("/impressum")
      await hydrated(page)
      await expect(page).toHaveURL(/\/impressum$/)
      await expect(page.locator("html")).toHaveAttribute("lang", "de")
    })
  })

  test.describe("browser preferring German", () => {
    test.use({ locale: "de-CH" })

    test("stays on the German page without a cookie", async ({ page }) => {
      await page.goto("/impressum")
      await hydrated(page)
      await expect(page).toHaveURL(/\/impressum$/)
      await expect(page.locator("html")).toHaveAttribute("lang", "de")
    })

    test("keeps an explicit English address", async ({ page }) => {
      await page.goto("/en/impressum")
      await hydrated(page)
      await expect(page).toHaveURL(/\/en\/impressum$/)
    })

    test("a cookie for English sends German addresses to English", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "i18n_redirected", value: "en", url: baseURL! }])
      await page.goto("/")
      await hydrated(page)
      await expect(page).toHaveURL(/\/en$/)
    })
  })
})
