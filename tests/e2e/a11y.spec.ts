import { expect, test } from "./fixtures"
import { axe, violations, violationsWithBannerOpen, violationsWithConsentBoxShown } from "./axe"
import { consentBanner, consentPreferences } from "./helpers"

// The 42 addresses are checked on their one visit in every-page.spec.ts; here the not-found pages.
const addresses = ["/seite-gibt-es-nicht", "/en/page-does-not-exist"]

test.describe("accessibility (axe-core, WCAG 2.0/2.1/2.2 A and AA, best practices)", () => {
  test("the check finds what it looks for, on every element", async ({ page }) => {
    // A page with known faults: the empty lists the other checks expect mean something only if this one is not.
    await page.setContent(
      `<!doctype html><html lang="de"><head><title>Fehler</title></head><body><main><h1>Fehler</h1>` +
        `<img src="data:,"><p style="color:#bbb">blass</p><p style="color:#bbb">blasser</p><a href="/"></a>` +
        `</main></body></html>`,
    )
    expect((await violations(page)).map((v) => [v.id, v.nodes.length])).toEqual([
      ["color-contrast", 2],
      ["image-alt", 1],
      ["link-name", 1],
    ])
  })

  for (const path of addresses) {
    test(path, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" })
      expect(await violationsWithBannerOpen(page)).toEqual([])
    })
  }

  test("the phone layout with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/en", { waitUntil: "networkidle" })
    await page.getByRole("button", { name: "Menu" }).click()
    await page.locator('details[data-menu="services"] > summary').click()
    expect(await violations(page)).toEqual([])
  })

  test("the cookie preferences on a phone, a category open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/contact", { waitUntil: "networkidle" })
    await consentBanner(page).getByRole("button", { name: "Einstellungen verwalten" }).click()
    const preferences = consentPreferences(page)
    await preferences.getByRole("button", { name: "Analyse" }).click()
    await expect(preferences.locator(".pm__section--toggle.is-expanded")).toHaveCount(1)
    expect(await violationsWithConsentBoxShown(page, preferences)).toEqual([])
  })
})

test("the footer's text lies on its dark surface after a resize, where contrast checkers measure it", async ({
  page,
}) => {
  // Laid out at the desktop width first, then at a phone's: the footer's columns stack and the surface grows with
  // them. Text beyond the dark surface would be read against the page's white (src/styles/components.css).
  await page.goto("/en/privacy-policy", { waitUntil: "networkidle" })
  await page.locator(".site-footer__grid").scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.setViewportSize({ width: 360, height: 740 })
  const outside = await page.evaluate(() => {
    const footer = document.querySelector(".site-footer")!.getBoundingClientRect()
    const links = [...document.querySelectorAll(".site-footer__grid a")].map((link) => link.getBoundingClientRect())
    return {
      links: links.length,
      outside: links.filter((link) => link.top < footer.top || link.bottom > footer.bottom).length,
    }
  })
  expect(outside.links).toBeGreaterThan(5)
  expect(outside.outside).toBe(0)
  const results = await axe(page).include(".site-footer").withRules(["color-contrast"]).analyze()
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`))).toEqual(
    [],
  )
  // What the footer does show is still checked.
  expect(results.passes.flatMap((v) => v.nodes).length).toBeGreaterThan(5)
})
