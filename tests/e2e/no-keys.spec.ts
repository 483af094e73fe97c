import { expect, test } from "@playwright/test"
import { hydrated, withConsent } from "./helpers"

/**
 * Runs against a build made without GATSBY_GTM_ID and GATSBY_GOOGLE_MAPS_API_KEY (scripts/test-all.sh builds it
 * after the main browser tests): then no analytics code is rendered or loaded, and address fields stay plain.
 */
test("without a tag manager id no analytics snippet is rendered and nothing loads after consent", async ({ page }) => {
  const foreign: string[] = []
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      foreign.push(route.request().url())
      return route.abort()
    },
  )
  const html = await (await page.request.get("/")).text()
  expect(html).not.toContain("gtag(")
  await page.goto("/", { waitUntil: "networkidle" })
  await page.locator("#cc-main .cm").getByRole("button", { name: "Akzeptieren" }).click()
  await page.goto("/agb", { waitUntil: "networkidle" })
  await hydrated(page)
  expect(await page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer)).toBe("undefined")
  expect(foreign).toEqual([])
})

test("without a maps key the address fields stay plain inputs and no maps request is made", async ({
  page,
  context,
  baseURL,
}) => {
  await withConsent(context, baseURL!)
  const foreign: string[] = []
  const warnings: string[] = []
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()))
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      foreign.push(route.request().url())
      return route.abort()
    },
  )
  await page.goto("/contact#booking")
  await hydrated(page)
  const pickup = page.locator('form[name="booking"] [name="pickup"]')
  await pickup.focus()
  await pickup.fill("Flughafen Zürich")
  await page.locator('form[name="booking"] [name="dropoff"]').focus()
  await page.waitForTimeout(500)
  expect(foreign).toEqual([])
  await expect(pickup).toHaveValue("Flughafen Zürich")
  expect(warnings.some((w) => w.includes("GATSBY_GOOGLE_MAPS_API_KEY"))).toBe(true)
})
