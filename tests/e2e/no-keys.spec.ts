import { expect, test } from "./fixtures"
import { consentBanner, consentRead, formReady, hydrated, withConsent } from "./helpers"

/**
 * Runs against a build made without GATSBY_GTM_ID and GATSBY_GOOGLE_MAPS_API_KEY (in scripts/test-all.sh the one
 * cms.spec.ts makes of its copy): then no analytics code is rendered or loaded, and address fields stay plain.
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
  await consentBanner(page).getByRole("button", { name: "Akzeptieren" }).click()
  await page.goto("/agb", { waitUntil: "networkidle" })
  await hydrated(page)
  expect(await page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer)).toBe("undefined")
  expect(foreign).toEqual([])
})

test("without a maps key there is no control for suggestions, the fields stay plain and no maps request is made", async ({
  page,
  context,
  baseURL,
}) => {
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
  // No yes yet: with a key, the control would stand beside the address fields now (forms.spec.ts).
  await withConsent(context, baseURL!)
  await page.goto("/contact#booking")
  await formReady(page, "booking")
  await consentRead(page)
  await expect(page.locator("[data-maps-consent]")).toHaveCount(0)
  // A yes stored earlier (say, on a build with a key): focusing still requests nothing and says why.
  await withConsent(context, baseURL!, ["necessary", "maps"])
  await page.reload()
  await formReady(page, "booking")
  await consentRead(page)
  const pickup = page.locator('form[name="booking"] [name="pickup"]')
  await pickup.focus()
  await pickup.fill("Flughafen Zürich")
  await page.locator('form[name="booking"] [name="dropoff"]').focus()
  await expect.poll(() => warnings.some((w) => w.includes("GATSBY_GOOGLE_MAPS_API_KEY"))).toBe(true)
  expect(foreign).toEqual([])
  await expect(pickup).toHaveValue("Flughafen Zürich")
  await expect(page.locator("[data-maps-consent]")).toHaveCount(0)
})
