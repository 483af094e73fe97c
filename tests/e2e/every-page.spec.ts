import { expect, test } from "./fixtures"
import { allAddresses, hydrated, LIGHTHOUSE_PHONE, visibleMainText } from "./helpers"
import { pathOf } from "../../src/routes"
import { localizePath } from "../../src/lib/language/languages"
import { violationsWithBannerOpen } from "./axe"

/**
 * Every check that needs each of the 42 addresses as a first-time visitor opens it (no consent yet, JavaScript on,
 * a desktop), run on one visit of the address: each check a step, named after the rule it holds, in an order that
 * leaves the page as the next step expects it. Checks that need the page in another state (without JavaScript, at
 * other widths, after a refusal, with consent given) visit it in their own specs.
 */

/** The most pairs of font family, size and weight a page may show at one width, its cookie banner included. */
const MAX_FONTS = 16

/** Suspense boundaries (HydrateLater) in a page's server HTML: React marks each with a comment. */
const boundariesIn = (html: string) => html.match(/<!--\$[!?]?-->/g)?.length ?? 0

test.describe("every address, visited once", () => {
  for (const { route, language, path } of allAddresses) {
    test(`${path} (${language})`, async ({ page, request, baseURL }) => {
      // Seven checks, axe on a long page among them: the time of as many tests.
      test.slow()
      // Every console warning and error and every uncaught error, from the start of the visit (hydration).
      const messages: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") messages.push(message.text())
      })
      page.on("pageerror", (error) => messages.push(error.message))
      // Every Content-Security-Policy violation, as the browser reports it and as the page sees it.
      const violations: string[] = []
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      // Every request to another origin, refused (fonts, icons and images are self-hosted).
      const origin = new URL(baseURL!).origin
      const foreign: string[] = []
      await page.route(
        (url) => url.origin !== origin,
        (route) => {
          foreign.push(route.request().url())
          return route.abort()
        },
      )
      const served = await page.request.get(path)
      const html = await served.text()

      if (route.kind === "page")
        await test.step("security headers on every page", async () => {
          const headers = served.headers()
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
          // Left out on purpose (src/node/gatsby-output/security-headers.ts): it costs a first visit a fresh renderer.
          expect(headers["cross-origin-opener-policy"]).toBeUndefined()
        })

      if (route.kind === "page")
        await test.step("head of every page (as served, before any script runs)", async () => {
          const links = [...html.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="([^"]+)")? href="([^"]+)"/g)]
          const href = (rel: string, lang?: string) =>
            links.filter((l) => l[1] === rel && l[2] === lang).map((l) => new URL(l[3]).pathname)
          expect(href("canonical")).toEqual([path])
          expect(href("alternate", "de")).toEqual([localizePath(route.path, "de")])
          expect(href("alternate", "en")).toEqual([localizePath(route.path, "en")])
          expect(href("alternate", "x-default")).toEqual([localizePath(route.path, "de")])
          expect(html).toMatch(/<title[^>]*>[^<]{10,}<\/title>/)
          expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
        })

      await test.step("all 42 addresses: status, language, one heading, title, description and real content", async () => {
        if (route.kind === "redirect") {
          const response = await request.get(path, { maxRedirects: 0 })
          expect(response.status()).toBe(route.status)
          expect(response.headers()["location"]).toBe(pathOf(route.to, language))
        }
        // After the network has settled, as the accessibility check expects the page.
        const response = await page.goto(path, { waitUntil: "networkidle" })
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

      await test.step("text in the type scale: weights 400, 600, 700 and few fonts, on a phone and a desktop", async () => {
        // Each pair of family, size and weight the page shows is a font chromium looks up and sets up in the layout
        // that first shows it, the page's before its first paint (src/styles/base.css, docs/performance.md).
        const desktop = page.viewportSize()!
        for (const viewport of [LIGHTHOUSE_PHONE, desktop]) {
          await page.setViewportSize(viewport)
          const fonts = await page.evaluate(() => {
            const shown = new Set<string>()
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const element = node.parentElement
              if (!node.textContent?.trim() || !element?.checkVisibility()) continue
              const style = getComputedStyle(element)
              shown.add(`${style.fontFamily.split(",")[0]} ${style.fontSize} ${style.fontWeight}`)
            }
            return [...shown].sort()
          })
          expect(
            fonts.filter((font) => !/ (400|600|700)$/.test(font)),
            `${viewport.width} px`,
          ).toEqual([])
          expect(fonts.length, `${viewport.width} px: ${fonts.join(", ")}`).toBeLessThanOrEqual(MAX_FONTS)
        }
      })

      await test.step("accessibility (axe-core, WCAG 2.0/2.1/2.2 A and AA, best practices), the cookie banner open", async () => {
        expect(await violationsWithBannerOpen(page)).toEqual([])
      })

      await test.step("no request leaves the site (fonts, icons and images are self-hosted)", async () => {
        // Everything the page runs has run: its scripts start after the first frame.
        await hydrated(page)
        await page.mouse.wheel(0, 4000)
        await page.waitForLoadState("networkidle")
        expect(foreign).toEqual([])
      })

      // Server HTML and the first client render must agree on every page (translations included: the page's <head>
      // and its body translate through the same i18next options). React reports a mismatch, and any other runtime
      // problem, on the console; a page load must leave it silent.
      await test.step("every page hydrates without a console warning or error", async () => {
        const boundaries = boundariesIn(html)
        // The root, the header, the footer and the page's content at least.
        expect(boundaries).toBeGreaterThanOrEqual(4)
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

      await test.step("no Content-Security-Policy violation in the browser", async () => {
        // Hydration ran and the page works: the menu opens on a click (and no violation came of it).
        await page.locator('details[data-menu="services"] > summary').first().click()
        await expect(page.locator('details[data-menu="services"]').first()).toHaveAttribute("open", "")
        expect(await page.evaluate(() => typeof (window as unknown as { ___loader?: unknown }).___loader)).toBe(
          "object",
        )
        expect(violations).toEqual([])
      })
    })
  }
})
