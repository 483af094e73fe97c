import fs from "node:fs"
import path from "node:path"
import { type APIResponse, type BrowserContext, type Page, expect, test } from "./fixtures"
import { bookingForm, formReady, hydrated, LIGHTHOUSE_PHONE, withConsent } from "./helpers"
import { errorTextOf, outOfViewOnceSettled } from "./in-view"

/**
 * The layout follows the copy, whatever its length: the office edits every text in the CMS, so no size on the
 * page may be a guess at how long a text is (src/styles/components.css).
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

test("no stylesheet sizes a part of the page before it is laid out, or skips it", async ({ request }) => {
  const styles = path.join(__dirname, "../../src/styles")
  const files = fs.readdirSync(styles).filter((file) => file.endsWith(".css"))
  expect(files.length).toBeGreaterThan(3)
  const sheets = files.map((file) => ({
    name: file,
    css: fs.readFileSync(path.join(styles, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, ""),
  }))
  // And what the build makes of them: a page's inline CSS, and the sheet it loads after its first paint.
  const html = await (await request.get("/")).text()
  const later = /<noscript><link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1]
  expect(later).toBeDefined()
  sheets.push({
    name: "the home page's inline CSS",
    css: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].join(""),
  })
  sheets.push({ name: later!, css: await (await request.get(later!)).text() })
  for (const { name, css } of sheets) {
    expect(css, name).not.toMatch(/contain-intrinsic/)
    expect(css, name).not.toMatch(/content-visibility/)
  }
})

/**
 * Answers `address` with `body` instead of the page `response` brought, under the page's own headers (its
 * Content-Security-Policy among them), as the body they describe now stands.
 */
async function serveInstead(page: Page, address: string, response: APIResponse, body: string) {
  const headers = Object.fromEntries(
    Object.entries(response.headers()).filter(([name]) => !/^content-(length|encoding)$/.test(name)),
  )
  await page.route(
    (url) => url.pathname === address,
    (route) => route.fulfill({ status: 200, headers, body }),
  )
}

/**
 * Serves `address` with the text of every paragraph of its main content twice over, as if an editor had written
 * it twice as long: in the HTML and in the page's data, which React hydrates from (the two must agree, or React
 * would render the original text again). A paragraph counts when its text is one string of the page's data (the
 * content and the interface texts); returns the doubled texts.
 */
async function doubleTheCopy(page: Page, address: string) {
  const response = await page.request.get(address)
  const html = await response.text()
  const pageDataAddress = `/page-data${address === "/" ? "/index" : address}/page-data.json`
  const pageData = await (await page.request.get(pageDataAddress)).json()

  // Every string of the page's data, also inside the interface texts (a JSON string per namespace).
  const json = (text: string): object | undefined => {
    if (!text.startsWith("{")) return undefined
    try {
      return JSON.parse(text)
    } catch {
      return undefined
    }
  }
  const strings = new Set<string>()
  const collect = (value: unknown): void => {
    if (typeof value === "string") {
      const inner = json(value)
      if (inner) collect(inner)
      else strings.add(value)
    } else if (value && typeof value === "object") Object.values(value).forEach(collect)
  }
  collect(pageData)

  const decode = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
  const doubled = new Set<string>()
  const main = /<main\b[\s\S]*<\/main>/.exec(html)![0]
  const longerMain = main.replace(/<p\b([^>]*)>([^<]+)<\/p>/g, (paragraph, attributes: string, inner: string) => {
    const text = decode(inner)
    if (text.length < 20 || !strings.has(text)) return paragraph
    doubled.add(text)
    return `<p${attributes}>${inner} ${inner}</p>`
  })
  const longerHtml = html.replace(main, () => longerMain)
  const double = (value: unknown): unknown => {
    if (typeof value === "string") {
      const inner = json(value)
      if (inner) return JSON.stringify(double(inner))
      return doubled.has(value) ? `${value} ${value}` : value
    }
    if (Array.isArray(value)) return value.map(double)
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, double(inner)]))
    return value
  }
  const longerPageData = JSON.stringify(double(pageData))

  await serveInstead(page, address, response, longerHtml)
  await page.route(
    (url) => url.pathname === pageDataAddress,
    (route) => route.fulfill({ status: 200, contentType: "application/json", body: longerPageData }),
  )
  return [...doubled]
}

/** The doubled paragraphs the page shows once it has hydrated (React kept the server's text). */
const shownTwice = (page: Page, texts: string[]) =>
  page.locator("main p").evaluateAll((paragraphs, texts) => {
    const shown = new Set(paragraphs.map((p) => p.textContent))
    return texts.filter((text) => shown.has(`${text} ${text}`)).length
  }, texts)

type Moved = { value: number; textNudge: boolean; moved: string[] }
type ShiftLog = Window & { __shifts?: Moved[] }

/**
 * Records every layout shift of the page from its start (not those right after an input): its value, the boxes it
 * moved, and whether it only nudged a line of text within its box by up to 4 px.
 */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    const w = window as ShiftLog
    w.__shifts = []
    type Shift = PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          w.__shifts!.push({
            value: entry.value,
            textNudge: (entry.sources ?? []).every(
              (source) =>
                source.node?.nodeType === Node.TEXT_NODE && Math.abs(source.currentRect.y - source.previousRect.y) <= 4,
            ),
            moved: (entry.sources ?? []).map(
              (source) =>
                `${source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : source.node?.nodeName}` +
                ` y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`,
            ),
          })
    }).observe({ type: "layout-shift", buffered: true })
  })
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as ShiftLog).__shifts!)

for (const viewport of [PHONE, DESKTOP]) {
  for (const address of [
    "/",
    "/contact",
    "/en/contact",
    "/en/services/airport-transfers",
    "/services/ski-resort-transfers",
  ]) {
    test(`${address} with twice the copy moves nothing while it loads and hydrates (${viewport.width} px)`, async ({
      page,
      context,
      baseURL,
    }) => {
      await withConsent(context, baseURL!)
      await page.setViewportSize(viewport)
      const doubled = await doubleTheCopy(page, address)
      expect(doubled.length, "paragraphs doubled").toBeGreaterThanOrEqual(3)
      await recordShifts(page)
      await page.goto(address)
      await hydrated(page)
      if (address.endsWith("/contact")) await formReady(page, "booking")
      // The web fonts in, and two frames and half a second for anything late.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            document.fonts.ready.then(() =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
            ),
          ),
      )
      expect(await shownTwice(page, doubled), "doubled paragraphs shown after hydration").toBe(doubled.length)
      // Not what the copy moves: on some loads a line of text alone moves by 3 px within its box (0.0002 to 0.0008,
      // with the original copy too). What a longer copy would move is boxes, by its length.
      expect((await shiftsOf(page)).filter((shift) => !shift.textNudge)).toEqual([])
    })
  }
}

/**
 * A page is painted first once its first screen has been parsed, and no later (a `link rel="expect"` in the head
 * names the hero's last element, see gatsby-ssr.tsx): a frame drawn from half a first screen would show a header
 * with half its navigation, or a hero with half its text, that then moves as the rest arrives; waiting for the rest of
 * the page would hold the first screen for what lies below it. Both happen when the HTML arrives in parts over a slow
 * network or parses slowly on a slow phone; here a script that holds the parser for three seconds stands for either,
 * just before the end of the hero, or just before the end of <main>. When the parser goes on, that script notes which
 * paints the page has had: what was drawn while the parser waited, however busy the machine.
 */
const PARSER_PAUSE_MS = 3000

async function paintsWhileParserWaitsBefore(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  address: string,
  before: string,
) {
  await withConsent(context, baseURL)
  await page.setViewportSize(DESKTOP)
  const response = await page.request.get(address)
  const html = await response.text()
  expect(html).toContain(before)
  const paused = html.replace(before, () => `<script src="/parser-pause.js"></script>${before}`)
  await serveInstead(page, address, response, paused)
  await page.route("**/parser-pause.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, PARSER_PAUSE_MS))
    await route.fulfill({
      contentType: "text/javascript",
      body: `window.__paintsBeforeResume = performance.getEntriesByType("paint").map((entry) => entry.name)`,
    })
  })
  await page.goto(address)
  await hydrated(page)
  const { before: paints, after } = await page.evaluate(() => ({
    before: (window as Window & { __paintsBeforeResume?: string[] }).__paintsBeforeResume,
    after: performance.getEntriesByType("paint").map((entry) => entry.name),
  }))
  expect(paints, "the parser paused, and the script noted the paints so far").toBeDefined()
  expect(after, "the page painted in the end").toEqual(
    expect.arrayContaining(["first-paint", "first-contentful-paint"]),
  )
  return paints!
}

for (const address of ["/", "/en/services/airport-transfers", "/contact"]) {
  test(`${address} draws no frame before its first screen has been parsed`, async ({ page, context, baseURL }) => {
    const endOfHero = '<span id="first-screen-end"'
    expect(await paintsWhileParserWaitsBefore(page, context, baseURL!, address, endOfHero)).toEqual([])
  })

  test(`${address} draws its first screen before the rest of the page has been parsed`, async ({
    page,
    context,
    baseURL,
  }) => {
    const paints = await paintsWhileParserWaitsBefore(page, context, baseURL!, address, "</main>")
    expect(paints, "the paints while the parser waits").toEqual(
      expect.arrayContaining(["first-paint", "first-contentful-paint"]),
    )
  })
}

/**
 * The display font (Fraunces, preloaded, `font-display: optional`) is used only when it is there for the first
 * paint: arriving later it changes nothing on the page, so a heading never breaks into other lines under the reader.
 */
test("a display font that arrives after the first paint moves no heading", async ({ page, context, baseURL }) => {
  await withConsent(context, baseURL!)
  await page.setViewportSize(DESKTOP)
  let served = false
  await page.route(/\/static\/fraunces-[^/]+\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
    served = true
  })
  await recordShifts(page)
  // Where each line of the first heading stands: a face with other widths would move them.
  const lines = () =>
    page.locator("h1").evaluate((heading) => {
      const range = document.createRange()
      range.selectNodeContents(heading)
      return [...range.getClientRects()].map((r) => [r.x, r.y, r.width, r.height].map(Math.round).join(" "))
    })
  await page.goto("/")
  await hydrated(page)
  const painted = await lines()
  await expect.poll(() => served, { timeout: 10_000 }).toBe(true)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  )
  expect(await page.evaluate(() => document.fonts.check('600 1em "Fraunces"')), "the face has arrived").toBe(true)
  expect(await lines()).toEqual(painted)
  expect(await shiftsOf(page)).toEqual([])
})

for (const address of ["/contact", "/en/contact"]) {
  test(`${address} with twice the copy on a phone: the booking form and each invalid field scroll into view`, async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsent(context, baseURL!)
    await page.setViewportSize(PHONE)
    expect(await doubleTheCopy(page, address)).not.toHaveLength(0)
    await page.goto(address)
    await formReady(page, "booking")
    // The header's booking button, in the menu on a phone: on the form's own page a plain link to it, which the
    // browser follows at once (the router would render the whole page again before it scrolled).
    await page.locator(".site-header__toggle").click()
    await expect(page.locator('.site-header a[href$="#booking"]')).toHaveAttribute("href", "#booking")
    await page.locator('.site-header a[href$="#booking"]').click()
    await expect(page).toHaveURL(/#booking$/)
    expect(await page.locator("#booking-title").evaluate(outOfViewOnceSettled), "the booking form's heading").toBeNull()

    await bookingForm(page).locator('[type="submit"]').click()
    await expect(bookingForm(page).getByRole("alert")).toBeVisible()
    const fields = bookingForm(page).locator('[aria-invalid="true"]')
    expect(await fields.count(), "invalid fields after an empty submit").toBeGreaterThanOrEqual(8)
    const outOfView: string[] = []
    // Each one focused in turn, as a visitor tabbing through the errors does: the browser scrolls it into view.
    for (const field of await fields.all()) {
      await field.evaluate((element: HTMLElement) => element.focus())
      const error = (await field.evaluateHandle(errorTextOf)).asElement()
      if (!error) outOfView.push(`${await field.getAttribute("id")}: no error text`)
      const out = [await field.evaluate(outOfViewOnceSettled), error && (await error.evaluate(outOfViewOnceSettled))]
      outOfView.push(...out.filter((entry): entry is string => !!entry))
    }
    expect(outOfView).toEqual([])
  })
}

/**
 * What lies far down a page is laid out with the rest of it: where the page puts an element before the visitor
 * scrolls is where it stands once on screen, and a scroll to it lands on it.
 */
test("on a phone every part of a page stands where it is measured before the scroll to it", async ({ page }) => {
  await page.setViewportSize(LIGHTHOUSE_PHONE)
  for (const [address, selectors] of [
    [
      "/contact",
      ['form[name="booking"] fieldset.request-form__group:nth-of-type(3) > :last-child', ".site-footer__grid a"],
    ],
    ["/", [".cards--services > .card:nth-child(4) .card__link", ".site-footer__grid a"]],
    ["/en", [".cards--services > .card:nth-child(7) .card__link"]],
  ] as const) {
    await page.goto(address)
    await hydrated(page)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    for (const selector of selectors) {
      const element = page.locator(selector).first()
      const onPage = () => element.evaluate((node) => Math.round(node.getBoundingClientRect().top + scrollY))
      const before = await onPage()
      expect(before, `${address} ${selector} lies below the first screen`).toBeGreaterThan(823)
      await element.scrollIntoViewIfNeeded()
      expect(await element.evaluate(outOfViewOnceSettled), `${address} ${selector}`).toBeNull()
      expect(await onPage(), `${address} ${selector}`).toBe(before)
      await page.evaluate(() => window.scrollTo(0, 0))
    }
  }
})

/**
 * A box that clips its content (overflow hidden or clip) clips a focus outline too: every focusable element's
 * outline has to fit inside the nearest such box around it. A scrolling box (the price tables on a phone) scrolls
 * a focused element into its view instead, so its edge is not checked.
 */
for (const viewport of [LIGHTHOUSE_PHONE, { width: 1280, height: 800 }]) {
  test(`every focus outline is whole inside the box that clips it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    let checked = 0
    for (const address of ["/", "/contact", "/en/services/airport-transfers", "/careers"]) {
      await page.goto(address)
      await hydrated(page)
      const result = await page.evaluate(() => {
        const cut: string[] = []
        let checked = 0
        const focusable = document.querySelectorAll<HTMLElement>(
          "body a[href], body button, body input:not([type=hidden]), body select, body textarea, body summary",
        )
        for (const element of focusable) {
          const size = element.getBoundingClientRect()
          if (!size.width || !size.height || element.closest(".visually-hidden")) continue
          let box = element.parentElement
          while (box && box !== document.body) {
            const { overflowX, overflowY } = getComputedStyle(box)
            if (overflowX !== "visible" || overflowY !== "visible") break
            box = box.parentElement
          }
          if (!box || box === document.body) continue
          const own = getComputedStyle(box)
          if ([own.overflowX, own.overflowY].some((overflow) => overflow === "auto" || overflow === "scroll")) continue
          element.focus({ preventScroll: true })
          const focused = getComputedStyle(element)
          if (document.activeElement !== element || focused.outlineStyle === "none") continue
          // Measured after the focus, as the visitor sees the focused element and its box.
          const rect = element.getBoundingClientRect()
          const edges = box.getBoundingClientRect()
          const clip = {
            left: edges.left + parseFloat(own.borderLeftWidth),
            right: edges.right - parseFloat(own.borderRightWidth),
            top: edges.top + parseFloat(own.borderTopWidth),
            bottom: edges.bottom - parseFloat(own.borderBottomWidth),
          }
          checked++
          const reach = parseFloat(focused.outlineWidth) + parseFloat(focused.outlineOffset)
          const room = Math.min(
            rect.left - reach - clip.left,
            clip.right - rect.right - reach,
            rect.top - reach - clip.top,
            clip.bottom - rect.bottom - reach,
          )
          if (room < -0.5) cut.push(`${element.outerHTML.slice(0, 80)} in ${box.className}: ${room}`)
        }
        return { checked, cut }
      })
      checked += result.checked
      expect(result.cut, address).toEqual([])
    }
    // The cards' links and the price tables' booking links, at least.
    expect(checked).toBeGreaterThan(10)
  })
}
