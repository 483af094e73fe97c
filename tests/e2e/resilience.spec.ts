import { expect, test } from "./fixtures"
import { announceNewBuild, checkVersion, hydrated, serveBuildId, withConsent } from "./helpers"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

test.describe("new version check", () => {
  test("every build publishes its id and manifest", async ({ request, page }) => {
    const latest = await (await request.get("/builds/latest.json")).json()
    expect(latest.id).toMatch(/^[0-9a-f]{8,}$/)
    expect(Date.parse(latest.time)).toBeGreaterThan(0)
    const meta = await request.get(`/builds/meta/${latest.id}.json`)
    expect(meta.status()).toBe(200)
    expect((await meta.json()).id).toBe(latest.id)
    await page.goto("/")
    // The build id comes with Gatsby's scripts, after the first paint (src/node/gatsby-output/scripts-after-paint.ts).
    await hydrated(page)
    expect(
      await page.evaluate(() => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash),
    ).toBe(latest.id)
  })

  test("a changed build id shows a toast in the page language that offers a reload", async ({ page }) => {
    expect(await announceNewBuild(page, "/en/agb")).toBe(true)
    const toast = page.locator("[data-sonner-toast]")
    await expect(toast).toContainText("A new version of the website is available")
    await expect(toast.getByRole("button", { name: "Reload" })).toBeVisible()
    await expect(toast.getByRole("button", { name: "Close" })).toBeAttached()
    // F8 moves focus into the notifications region.
    const region = page.getByRole("region", { name: /^Notifications/ })
    await expect(region).toHaveAttribute("aria-label", /F8/)
    await page.keyboard.press("F8")
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await Promise.all([page.waitForEvent("load"), toast.getByRole("button", { name: "Reload" }).click()])
    await expect(page).toHaveURL(/\/en\/agb$/)
  })

  test("the same build id shows nothing", async ({ page }) => {
    // Every toast the page inserts, with the phase of the test it appeared in.
    await page.addInitScript(() => {
      const w = window as unknown as { __phase: string; __toasts: string[] }
      w.__phase = "warm-up"
      w.__toasts = []
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue
            const toasts = [
              ...(node.matches("[data-sonner-toast]") ? [node] : []),
              ...node.querySelectorAll("[data-sonner-toast]"),
            ]
            w.__toasts.push(...toasts.map(() => w.__phase))
          }
      }).observe(document, { childList: true, subtree: true })
    })
    const phase = (name: string) =>
      page.evaluate((value) => ((window as unknown as { __phase: string }).__phase = value), name)
    const toast = page.locator("[data-sonner-toast]")
    // Warm-up: one announcement loads the texts and the toaster, so a toast from the check under test would
    // appear at once; then it is closed.
    expect(await announceNewBuild(page, "/en/agb")).toBe(true)
    await toast.getByRole("button", { name: "Close" }).click()
    await expect(toast).toHaveCount(0)
    const current = await page.evaluate(
      () => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash,
    )
    await phase("same id")
    await serveBuildId(page, current)
    expect(await checkVersion(page)).toBe(false)
    // The positive sign that the notices have gone through: another new id, checked next, shows its toast; the
    // same id's check (before it, through the same warm path) added none.
    await phase("next id")
    await serveBuildId(page, "fedcba9876543210")
    expect(await checkVersion(page)).toBe(true)
    await expect(toast).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).toEqual([
      "warm-up",
      "next id",
    ])
  })
})

test("a page chunk that fails to load reloads the page once, then shows the error page", async ({ page }) => {
  let chunkRequests = 0
  await page.route(/component---src-templates-legal-tsx-.*\.js$/, (route) => {
    chunkRequests++
    return route.fulfill({ status: 404, body: "Not found" })
  })
  const documents: string[] = []
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname)
  })
  // The page's clock stands still, so the guard's 10 s cannot run out however slowly the reload comes back: the
  // count below is about the guard, not about the machine's speed.
  await page.clock.setFixedTime(new Date("2026-11-25T10:00:00Z"))
  await page.goto("/agb")
  await expect(page).toHaveURL(/\/500\.html\?from=%2Fagb$/, { timeout: 15_000 })
  await expect(page.locator("h1")).toHaveText("Interner Serverfehler")
  // The first load and exactly one reload of /agb, then the error page.
  expect(documents.filter((p) => p === "/agb")).toHaveLength(2)
  // The guard lives in the tab's sessionStorage (a closed tab forgets it), never in localStorage.
  const guard = await page.evaluate(() => [
    sessionStorage.getItem("alpina:chunk-reload-at"),
    localStorage.getItem("alpina:chunk-reload-at"),
  ])
  expect(guard).toEqual([String(Date.parse("2026-11-25T10:00:00Z")), null])
  expect(chunkRequests).toBeGreaterThanOrEqual(2)
  await expect(page.getByRole("link", { name: "Seite neu laden" })).toHaveAttribute("href", "/agb")
})
