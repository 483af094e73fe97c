import type { Route } from "@playwright/test"
import { expect, test } from "./fixtures"
import { LIGHTHOUSE_PHONE } from "./helpers"

test.use({ viewport: LIGHTHOUSE_PHONE })

/**
 * Each hero, its image held back: its blurred placeholder fills the image's box, blurred by 3 px; once the image
 * has arrived the placeholder is gone, and nothing has moved.
 */
for (const { path, hero } of [
  { path: "/", hero: ".home-hero__image" },
  { path: "/en/services/airport-transfers", hero: ".page-hero__image" },
]) {
  test(`${path}: the hero shows its blurred placeholder until its image has loaded, then not, and nothing moves`, async ({
    page,
  }, testInfo) => {
    const held: Route[] = []
    let holding = true
    await page.route(/\/static\/.+\.webp$/, (route) => (holding ? void held.push(route) : route.continue()))
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as Window & { __shifts?: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(path, { waitUntil: "domcontentloaded" })
    const box = page.locator(hero)
    const placeholder = box.locator(".content-image__placeholder")
    await expect(placeholder).toBeVisible()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    const drawn = await placeholder.evaluate((element) => {
      const style = getComputedStyle(element)
      const own = element.getBoundingClientRect()
      const parent = element.parentElement!.getBoundingClientRect()
      return {
        filter: style.filter,
        image: style.backgroundImage,
        covers:
          own.left <= parent.left && own.top <= parent.top && own.right >= parent.right && own.bottom >= parent.bottom,
        parent: { width: parent.width, height: parent.height },
        loaded: (element.parentElement!.querySelector("img") as HTMLImageElement).complete,
      }
    })
    expect(drawn.filter).toBe("blur(3px)")
    expect(drawn.image).toMatch(/^url\("data:image\/webp;base64,/)
    expect(drawn.covers).toBe(true)
    expect(drawn.parent.width).toBeGreaterThan(0)
    expect(drawn.parent.height).toBeGreaterThan(0)
    expect(drawn.loaded).toBe(false)
    if (path !== "/") {
      await box.scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath("hero-placeholder.png") })
    }

    // The image arrives: the placeholder goes, and the box keeps its size.
    holding = false
    for (const route of held.splice(0)) await route.continue()
    await expect(box.locator("img")).toHaveJSProperty("complete", true)
    await expect.poll(() => box.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(placeholder).toHaveCount(0)
    const after = await box.evaluate((element) => element.getBoundingClientRect())
    expect(after.width).toBeCloseTo(drawn.parent.width, 1)
    expect(after.height).toBeCloseTo(drawn.parent.height, 1)
    expect(await page.evaluate(() => (window as Window & { __shifts?: number[] }).__shifts)).toEqual([])
  })
}
