import { expect, test } from "@playwright/test"
import { allAddresses, hydrated } from "./helpers"

const pages = allAddresses.filter((a) => a.route.kind === "page")

test.describe("security headers on every page", () => {
  for (const { path } of pages) {
    test(path, async ({ request }) => {
      const headers = (await request.get(path)).headers()
      const csp = headers["content-security-policy"]
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      // Only named origins: no wildcard hosts, no unsafe script sources.
      expect(csp).not.toMatch(/(^|\s)(\*|https:\/\/\*|https:)(\s|;|$)/)
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/)
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["permissions-policy"]).toContain("camera=()")
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    })
  }
})

test("the 404 pages carry the same security headers", async ({ request }) => {
  for (const path of ["/nope", "/en/nope"]) {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()["content-security-policy"]).toContain("default-src 'self'")
  }
})

test("hashed assets are immutable for a year, page data revalidates", async ({ page, request }) => {
  const assets: string[] = []
  page.on("response", (r) => assets.push(new URL(r.url()).pathname))
  await page.goto("/", { waitUntil: "networkidle" })
  // The entry scripts start after the first frame (src/lib/scripts-after-paint.ts): wait until they ran.
  await hydrated(page)
  const scripts = assets.filter((a) => /-[0-9a-f]{16,}\.js$/.test(a))
  expect(scripts.length).toBeGreaterThan(2)
  for (const asset of scripts) {
    expect((await request.get(asset)).headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable")
  }
  const image = assets.find((a) => a.startsWith("/static/"))
  expect(image).toBeTruthy()
  expect((await request.get(image!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  const pageData = (await request.get("/page-data/agb/page-data.json")).headers()["cache-control"]
  expect(pageData).toBe("public, max-age=0, must-revalidate")
})

test.describe("no Content-Security-Policy violation in the browser", () => {
  for (const { path } of allAddresses) {
    test(path, async ({ page }) => {
      const violations: string[] = []
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      await page.goto(path, { waitUntil: "networkidle" })
      await hydrated(page)
      // Hydration ran: the menu reacts to a click.
      await page.locator('details[data-menu="services"] > summary').first().click({ trial: true })
      expect(await page.evaluate(() => typeof (window as unknown as { ___loader?: unknown }).___loader)).toBe("object")
      expect(violations).toEqual([])
    })
  }
})
