import { expect, test, type Page } from "./fixtures"
import { formReady, hydrated, wholeStylesheetApplied, withConsent } from "./helpers"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

test.describe("header navigation on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the services menu works with the keyboard", async ({ page }) => {
    await page.goto("/")
    await hydrated(page)
    const summary = page.locator('details[data-menu="services"] > summary')
    await summary.focus()
    await page.keyboard.press("Enter")
    await expect(page.locator('details[data-menu="services"]')).toHaveAttribute("open", "")
    const firstLink = page.locator('details[data-menu="services"] .menu__item').first()
    await expect(firstLink).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(firstLink).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(page.locator('details[data-menu="services"]')).not.toHaveAttribute("open", "")
    await expect(summary).toBeFocused()
  })

  test("opening one menu closes the other, and a link navigates", async ({ page }) => {
    await page.goto("/en")
    await hydrated(page)
    await page.locator('details[data-menu="services"] > summary').click()
    await page.locator('details[data-menu="fleet"] > summary').click()
    await expect(page.locator('details[data-menu="services"]')).not.toHaveAttribute("open", "")
    await page
      .locator('details[data-menu="fleet"]')
      .getByRole("link", { name: /Limousine/ })
      .click()
    await expect(page).toHaveURL(/\/en\/limousine$/)
    await expect(page.locator("h1")).toBeVisible()
    await expect(page.locator('details[data-menu="fleet"]')).not.toHaveAttribute("open", "")
  })

  test("a header link to a place on the page shown is a plain fragment link, elsewhere the router's", async ({
    page,
  }) => {
    const allClasses = page.locator('details[data-menu="fleet"] .menu__more')
    const booking = page.locator(".site-header__actions .button")
    for (const [address, fleet, form] of [
      ["/", "#fleet", "/contact#booking"],
      ["/premium", "/#fleet", "/contact#booking"],
      ["/contact", "/#fleet", "#booking"],
      ["/en", "#fleet", "/en/contact#booking"],
      ["/en/contact", "/en#fleet", "#booking"],
    ]) {
      await page.goto(address)
      await hydrated(page)
      await expect(allClasses, address).toHaveAttribute("href", fleet)
      await expect(booking, address).toHaveAttribute("href", form)
    }
    // On the home page the link closes the menu and the browser scrolls to the classes.
    await page.goto("/en")
    await hydrated(page)
    await page.locator('details[data-menu="fleet"] > summary').click()
    await allClasses.click()
    await expect(page).toHaveURL(/\/en#fleet$/)
    await expect(page.locator('details[data-menu="fleet"]')).not.toHaveAttribute("open", "")
    // Where the browser's smooth scroll ends: the section's top just under the header.
    await expect
      .poll(() => page.locator("section#fleet").evaluate((element) => Math.abs(element.getBoundingClientRect().top)))
      .toBeLessThan(100)
  })

  test("the services menu draws its icons when it opens", async ({ page }) => {
    const html = await (await page.request.get("/en/premium")).text()
    const panel =
      /<details class="menu" data-menu="services">[\s\S]*?(<div class="menu__panel">[\s\S]*?)<\/details>/.exec(html)![1]
    expect(panel).not.toContain("<svg")
    expect(panel.match(/<span class="icon menu__icon" aria-hidden="true"><\/span>/g)).toHaveLength(7)
    await page.goto("/en/premium")
    await hydrated(page)
    await page.locator('details[data-menu="services"] > summary').click()
    await expect(page.locator('details[data-menu="services"] svg.menu__icon')).toHaveCount(7)
  })

  test("a menu opened before its part of the page hydrated gets its icons in the boxes kept for them", async ({
    page,
  }) => {
    // Hold the scripts back until the panel is open, as a visitor's early click would.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/app-\w+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto("/en/premium")
    await wholeStylesheetApplied(page)
    await page.locator('details[data-menu="services"] > summary').click()
    await expect(page.locator('details[data-menu="services"]')).toHaveAttribute("open", "")
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('details[data-menu="services"] .menu__item')].map((item) => {
          const [icon, title] = [item.querySelector(".menu__icon")!, item.querySelector(".menu__title")!]
          const box = icon.getBoundingClientRect()
          return {
            tag: icon.tagName.toLowerCase(),
            icon: [box.x, box.y, box.width, box.height],
            title: title.getBoundingClientRect().x,
          }
        }),
      )
    const before = await boxes()
    expect(before.map((b) => b.tag)).toEqual(Array(7).fill("span"))
    expect(before[0].icon[2]).toBeGreaterThan(10)
    release()
    await hydrated(page)
    await expect(page.locator('details[data-menu="services"] svg.menu__icon')).toHaveCount(7)
    const after = await boxes()
    expect(after.map((b) => b.tag)).toEqual(Array(7).fill("svg"))
    expect(after.map(({ icon, title }) => ({ icon, title }))).toEqual(
      before.map(({ icon, title }) => ({ icon, title })),
    )
  })

  test("the skip link moves to the main content", async ({ page }) => {
    await page.goto("/agb")
    await hydrated(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#main$/)
  })
})

/** Waits until the page has stopped scrolling, and returns the top of `selector` in the view. */
async function settledTop(page: Page, selector: string) {
  return page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let still = 0
    for (let last = scrollY; still < 5;) {
      await frame()
      still = scrollY === last ? still + 1 : 0
      last = scrollY
    }
    return document.querySelector(selector)!.getBoundingClientRect().top
  }, selector)
}

test("a link opens the new page at its top at once, without gliding there from the old offset", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto("/")
  await hydrated(page)
  await page.locator("#faq").evaluate((section) => section.scrollIntoView({ behavior: "instant" }))
  expect(await settledTop(page, "#faq")).toBeLessThan(800)
  await page.evaluate(() => {
    const offsets: number[] = ((window as Window & { offsets?: number[] }).offsets = [])
    addEventListener("scroll", () => location.pathname !== "/" && offsets.push(scrollY))
  })
  // Clicked in the page: Playwright's own click would first scroll the sticky header "into view".
  await page
    .locator("header.site-header")
    .getByRole("link", { name: "Kontakt", exact: true })
    .evaluate((link: HTMLElement) => link.click())
  await expect(page).toHaveURL(/\/contact$/)
  expect(await settledTop(page, "h1")).toBeGreaterThan(0)
  const offsets = await page.evaluate(() => (window as Window & { offsets?: number[] }).offsets!)
  expect(offsets.at(-1), "the new page's top").toBe(0)
  // At once: not gliding through the offsets between (the one before is the old offset, cut to the new length).
  expect(offsets.length, offsets.join(", ")).toBeLessThanOrEqual(2)
})

test("a page opened at a place on it jumps there and stands still there once hydrated; links on it glide", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const offsets: number[] = ((window as Window & { offsets?: number[] }).offsets = [])
    addEventListener("scroll", () => offsets.push(scrollY))
  })
  await page.goto("/en/contact#booking")
  await formReady(page, "booking")
  // The browser's jump, once more when the whole stylesheet has moved the form, and hydration's: a glide is a dozen.
  const jumps = await page.evaluate(() => (window as Window & { offsets?: number[] }).offsets!)
  expect(jumps.length, jumps.join(", ")).toBeLessThanOrEqual(3)
  const offsets = await page.evaluate(async () => {
    const seen: number[] = []
    for (let frame = 0; frame < 30; frame++) {
      seen.push(scrollY)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    return seen
  })
  expect(new Set(offsets).size, offsets.join(", ")).toBe(1)
  // The form right under the sticky header (scroll-padding-top).
  const top = await page.locator("#booking").evaluate((form) => form.getBoundingClientRect().top)
  const header = await page.locator("header.site-header").evaluate((header) => header.getBoundingClientRect().bottom)
  expect(top).toBeGreaterThanOrEqual(header)
  expect(top).toBeLessThan(header + 40)
  // Hydrated, a link to a place on the page glides there (where motion is welcome, as in this browser).
  await page.evaluate(() => {
    scrollTo({ top: 0, behavior: "instant" })
    ;(window as Window & { offsets?: number[] }).offsets!.length = 0
  })
  await page.locator(".site-header__actions .button").evaluate((link: HTMLElement) => link.click())
  expect(await settledTop(page, "#booking")).toBeGreaterThanOrEqual(header)
  const glide = await page.evaluate(() => (window as Window & { offsets?: number[] }).offsets!)
  expect(glide.length, glide.join(", ")).toBeGreaterThan(3)
})

test.describe("header navigation on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test("the menu button opens the navigation and menus open by tap", async ({ page }) => {
    await page.goto("/")
    await hydrated(page)
    const toggle = page.getByRole("button", { name: "Menü" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(page.locator("#site-nav")).toBeHidden()
    await toggle.tap()
    await expect(page.getByRole("button", { name: "Menü schliessen" })).toHaveAttribute("aria-expanded", "true")
    await page.locator('details[data-menu="services"] > summary').tap()
    await page
      .locator('details[data-menu="services"]')
      .getByRole("link", { name: /Skitransfer|Ski/ })
      .tap()
    await expect(page).toHaveURL(/\/services\/ski-resort-transfers$/)
    await expect(page.locator("#site-nav")).toBeHidden()
  })

  test("a panel opened before hydration stays open, and the menu button then closes it", async ({ page }) => {
    // Before React runs, the menu button is a link to #site-nav (see the test without JavaScript below).
    await page.goto("/en#site-nav")
    await hydrated(page)
    const toggle = page.getByRole("button", { name: "Close menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(page.locator("#site-nav")).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await toggle.tap()
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false")
    await expect(page.locator("#site-nav")).toBeHidden()
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("the menu button still opens the navigation", async ({ page }) => {
      await page.goto("/")
      await expect(page.locator("#site-nav")).toBeHidden()
      await page.getByRole("button", { name: "Menü" }).tap()
      await expect(page.locator("#site-nav")).toBeVisible()
      await page.locator("#site-nav").getByRole("link", { name: "Über uns" }).tap()
      await expect(page).toHaveURL(/\/about-us$/)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    })
  })

  test("no page scrolls sideways at 320 px, and no line of text runs off the screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of [
      "/",
      "/en/services/airport-transfers",
      "/minibus",
      "/en/careers",
      "/contact",
      "/privacy-policy",
      "/en/impressum",
    ]) {
      await page.goto(path)
      await hydrated(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      // A part laid out later clips what overflows it (components.css) rather than widening the page: its lines
      // of text are measured one by one. Tables scroll sideways in a frame of their own.
      const offScreen = await page.evaluate(() => {
        const lines: string[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        while (walker.nextNode()) {
          const text = walker.currentNode
          if (!text.textContent!.trim() || text.parentElement!.closest(".table-scroll")) continue
          const range = document.createRange()
          range.selectNodeContents(text)
          for (const box of range.getClientRects())
            if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
              lines.push(text.textContent!.trim().slice(0, 60))
        }
        return lines
      })
      expect(offScreen, path).toEqual([])
    }
  })
})

/** Widths from the smallest phone to a wide desktop, around the header's breakpoints (1200 and 1340 px). */
const HEADER_WIDTHS = [320, 390, 768, 1024, 1100, 1199, 1200, 1280, 1339, 1340, 1440, 1920]

test("a phone number and the call to action's buttons stand on one line each, inside their box, at every width", async ({
  page,
}) => {
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ["/", "/contact", "/en/services/airport-transfers"]) {
      await page.goto(path)
      await hydrated(page)
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href^="tel:"], .card--cta .button')]
          .filter((element) => element.getClientRects().length)
          .flatMap((element) => {
            const lines = new Set<number>()
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
            while (walker.nextNode()) {
              const range = document.createRange()
              range.selectNodeContents(walker.currentNode)
              for (const box of range.getClientRects()) if (box.width > 1) lines.add(Math.round(box.top))
            }
            const box = element.closest(".card, .container")!
            const edge = box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).paddingRight)
            const label = element.textContent!.trim()
            return [
              ...(lines.size > 1 ? [`${label}: ${lines.size} lines`] : []),
              ...(element.getBoundingClientRect().right > edge + 0.5 ? [`${label}: past its box`] : []),
            ]
          }),
      )
      expect(broken, `${path} at ${width} px`).toEqual([])
    }
  }
})

for (const path of ["/contact", "/en/contact"]) {
  test(`the header fits every width without squeezing the logo (${path})`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const layout = await page.evaluate(() => {
        const bar = document.querySelector(".site-header__inner")!
        return {
          pageWidth: document.documentElement.scrollWidth,
          headerOverflow: bar.scrollWidth - bar.clientWidth,
          logo: document.querySelector(".site-header .logo__mark")!.getBoundingClientRect().width,
        }
      })
      expect(layout, `at ${width} px`).toEqual({ pageWidth: width, headerOverflow: 0, logo: 40 })
    }
  })
}
