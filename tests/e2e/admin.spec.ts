import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./fixtures"
import { violations } from "./axe"

/** /admin/ (Decap CMS) is part of the build but apart from the site: hidden from crawlers, its own policy. */
const publicDir = path.join(__dirname, "../../public")

test("/admin/ is served self-hosted, noindex, under its own policy", async ({ request }) => {
  for (const address of ["/admin/", "/admin/config.yml", "/admin/accessible-login.js", "/admin/decap-cms.js"]) {
    const response = await request.get(address)
    expect(response.status(), address).toBe(200)
    const headers = response.headers()
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow")
    const csp = headers["content-security-policy"]
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self' 'unsafe-eval'")
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https?:)/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  }
  const html = await (await request.get("/admin/")).text()
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
  expect(html).toContain('<script src="/admin/decap-cms.js"></script>')
  expect(html).not.toMatch(/https?:\/\//)
})

test("a popup the CMS opens on another origin can answer through window.opener, as the github and gitlab sign-in does", async ({
  page,
  baseURL,
}) => {
  // The CMS app itself is not needed: what decides is the opener policy of the window it runs in.
  await page.route("**/admin/decap-cms.js", (route) => route.abort())
  await page.goto("/admin/")
  const otherOrigin = new URL(baseURL!)
  otherOrigin.hostname = "localhost"
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.evaluate((url) => void window.open(url, "sign-in"), new URL("/impressum", otherOrigin).href),
  ])
  await popup.waitForLoadState("domcontentloaded")
  expect(new URL(popup.url()).hostname).toBe("localhost")
  // Under `same-origin` the browser would cut this reference and the token could not come back.
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true)
})

type HtmlCodeSniffer = {
  process(standard: string, root: Document, done: () => void): void
  getMessages(): { type: number; code: string; msg: string; element: Element }[]
  ERROR: number
}

test("the login screen an editor sees on the host has no axe violation and no HTML_CodeSniffer error", async ({
  page,
  baseURL,
}) => {
  // Nothing from another origin: Decap asks for decap-server on 127.0.0.1:8081 first (an `npm run cms` running on
  // this machine would turn this into the local login screen) and, with git-gateway, for Netlify's status page.
  const origin = new URL(baseURL!).origin
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  )
  // From node_modules, before the page's own scripts: page.addScriptTag would insert an inline script, which the
  // admin's policy refuses, and bypassing the policy would also pass a fix the host's policy blocks.
  await page.addInitScript({ path: require.resolve("html_codesniffer/build/HTMLCS.js") })
  await page.goto("/admin/")
  // The default backend (git-gateway without the Identity widget) signs in with e-mail and password.
  await expect(page.getByRole("main")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(await page.title())
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible()
  await expect(page.locator('input[type="password"]')).toHaveAccessibleName("Password")
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible()

  expect(await violations(page)).toEqual([])
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS
        htmlcs.process("WCAG2AA", document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === htmlcs.ERROR)
              .map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 120)}`),
          ),
        )
      }),
  )
  expect(errors).toEqual([])

  // The names and the heading are attributes and a node React does not know of: the form still works.
  await page.getByRole("textbox", { name: "Email" }).fill("office@example.ch")
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("office@example.ch")
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.locator("form p").filter({ hasText: /\S/ })).toHaveCount(1)
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("office@example.ch")
})

test("/admin/ is disallowed in robots.txt and absent from the sitemap", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin\/$/m)
  const sitemaps = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const file of sitemaps) expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain("/admin")
})

test("no page of the site references the CMS or its code", () => {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory() && full !== path.join(publicDir, "admin")) walk(full)
      else if (/\.(html|js|json)$/.test(entry.name)) pages.push(full)
    }
  }
  walk(publicDir)
  expect(pages.length).toBeGreaterThan(40)
  for (const file of pages) {
    const text = fs.readFileSync(file, "utf8")
    expect({ file, admin: /\/admin\/|decap-cms/.test(text) }).toEqual({ file, admin: false })
  }
})

test("the site's own pages keep their strict policy", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"]
  expect(csp).toContain("default-src 'self'")
  expect(csp).not.toContain("unsafe-eval")
  expect(csp).not.toContain("127.0.0.1")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("/admin/'s text sets both its colours, at WCAG AA contrast", async ({ page }) => {
    await page.goto("/admin/")
    const text = page.locator("noscript")
    await expect(text).toBeVisible()
    expect(await text.evaluate((element) => element.textContent)).toContain("JavaScript")
    // Set on the element itself: a checker that finds no colour of its own on the text reports it as failing.
    const style = await text.getAttribute("style")
    expect(style).toMatch(/(^|;)\s*color:/)
    expect(style).toMatch(/background-color:/)
    const color = await text.evaluate((element) => getComputedStyle(element).color)
    const background = await text.evaluate((element) => getComputedStyle(element).backgroundColor)
    // WCAG 2's relative luminance and contrast ratio.
    const luminance = (css: string) => {
      const [r, g, b] = css
        .match(/\d+/g)!
        .slice(0, 3)
        .map((channel) => {
          const value = Number(channel) / 255
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
        })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const [lighter, darker] = [luminance(color), luminance(background)].sort((a, b) => b - a)
    expect((lighter + 0.05) / (darker + 0.05)).toBeGreaterThanOrEqual(4.5)
  })
})
