import { expect, test, type Browser, type Page } from "./fixtures"
import { ENTRY_SCRIPT, allAddresses, hydrated, withConsent } from "./helpers"
import {
  MAX_WAIT_MS,
  deferredStylesheet,
  deferredStylesheetLink,
} from "../../src/node/gatsby-output/scripts-after-paint"
import { forTheScreen, inlineStylesheet } from "../../src/node/gatsby-output/critical-css"

/**
 * Each page inlines only the CSS its own HTML uses, and the whole stylesheet follows after the first paint
 * (src/node/gatsby-output/critical-css.ts, the loader in src/node/gatsby-output/scripts-after-paint.ts).
 */

const stylesheet = /\/styles\.[0-9a-f]+\.css$/
const pages = allAddresses.filter((address) => address.route.kind === "page")

/** The distinct styles read so far from each page, by index: each crosses from the page once per visit. */
const stylesOf = new WeakMap<Page, string[]>()

/** Sizes are resolved values: they differ on every ancestor of an element whose own rules differ. */
const resolvedSize = /^(min-|max-)?(width|height|inline-size|block-size)$|-origin$/

/**
 * The properties worth comparing on a page: every longhand (custom properties included) that a rule of its <style>
 * elements or of `sheets` (the CSS of its linked sheets) declares, and the resolved sizes. A rule missing from one
 * state of the page changes the computed value of a property it declares itself on the elements it matches, so
 * only declared properties can tell the states apart; the others keep their initial or inherited values in every
 * state. Reading these instead of all of Chrome's computed properties (over 500) takes less than half the time.
 */
async function declaredProperties(page: Page, sheets: string[]): Promise<string[]> {
  return page.evaluate(
    ({ sheets, sizes }) => {
      const declared = new Set<string>()
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) Array.from(rule.style).forEach((property) => declared.add(property))
          if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules)
        }
      }
      // The page's own <style> elements; a linked sheet's rules are not readable once its request was refused.
      for (const sheet of Array.from(document.styleSheets)) if (!sheet.href) walk(sheet.cssRules)
      for (const css of sheets) {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        walk(sheet.cssRules)
      }
      const resolved = Array.from(getComputedStyle(document.body)).filter((p) => new RegExp(sizes).test(p))
      return [...new Set([...declared, ...resolved])].sort()
    },
    { sheets, sizes: resolvedSize.source },
  )
}

/**
 * Where an element stands against the end of the first screen (`#first-screen-end`): before it (the header, the
 * hero's parts), around it (its ancestors and itself, whose sizes include what follows), after it, or in a panel of
 * a menu (a <details> closed as served), which the first frame does not draw.
 */
type Place = "before" | "around" | "after" | "panel"

type Styled = { key: string; parent: number; style: string; place: Place }

/**
 * Every element's computed `properties` (its ::before and ::after, where they have content, as children of their
 * own), in document order, after the page has loaded without JavaScript. A style is one string, `property: value`
 * lines in the order given, so that equal styles compare as equal strings.
 */
async function computedStyles(page: Page, properties: string[]): Promise<Styled[]> {
  // Elements refer to their style by its index, and only styles the page has not sent before cross from it: most
  // elements share their style with others, most styles stay the same from one state of the page to the next, and
  // a page's styles written out for every element weigh megabytes.
  const { entries, added } = await page.evaluate((properties) => {
    const entries: { key: string; parent: number; style: number; place: Place }[] = []
    const end = document.getElementById("first-screen-end")!
    const placeOf = (element: Element): Place =>
      element === end || element.contains(end)
        ? "around"
        : element.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING
          ? element.closest("details > :not(summary)")
            ? "panel"
            : "before"
          : "after"
    const added: string[] = []
    const w = window as Window & { __indexOfStyle?: Map<string, number> }
    const indexOfStyle = (w.__indexOfStyle ??= new Map())
    const describe = (style: CSSStyleDeclaration) => {
      const text = properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join("\n")
      if (!indexOfStyle.has(text)) {
        indexOfStyle.set(text, indexOfStyle.size)
        added.push(text)
      }
      return indexOfStyle.get(text)!
    }
    const indexOf = new Map<Element, number>()
    for (const element of document.body.querySelectorAll("*")) {
      const key = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${[...element.classList].map((c) => `.${c}`).join("")}`
      const index = entries.length
      indexOf.set(element, index)
      const place = placeOf(element)
      entries.push({
        key,
        parent: indexOf.get(element.parentElement!) ?? -1,
        style: describe(getComputedStyle(element)),
        place,
      })
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(element, pseudo)
        if (style.content === "none" || style.content === "normal") continue
        entries.push({ key: `${key}${pseudo}`, parent: index, style: describe(style), place })
      }
    }
    return { entries, added }
  }, properties)
  const styles = stylesOf.get(page) ?? []
  styles.push(...added)
  stylesOf.set(page, styles)
  return entries.map((entry) => ({ ...entry, style: styles[entry.style] }))
}

type Viewport = "phone" | "desktop"

/**
 * The page's computed styles with JavaScript off, in the states a visitor reaches without JavaScript: on a phone
 * (360 px) with the menu open (`#site-nav`, :target), on a desktop (1280 px) with every <details> open (the menus,
 * the FAQ). One load serves all, the page resized between the two widths, and styled three ways in turn:
 * - "inline": the page as built with its inline CSS alone (the later sheet, which without JavaScript comes from the
 *   page's <noscript> link, is refused);
 * - "later": once that link has loaded;
 * - "whole": how Gatsby would have styled the page, its whole stylesheet linked in place of the inline copy and
 *   of the later sheet.
 */
async function stylesOfPage(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } })
  const page = await context.newPage()
  const requested: string[] = []
  let refuse = true
  // The heading font is used only when it arrives by the first paint (font-display: optional), which on a loaded
  // machine one load may reach and the other not: refused throughout, every width is set in the same fallback face.
  await page.route(/\/static\/fraunces-[^/]+\.woff2$/, (route) => route.abort())
  await page.route(stylesheet, (route) => {
    requested.push(route.request().url())
    return refuse ? route.abort() : route.continue()
  })
  await page.goto(`${path}#site-nav`)
  // Every state settles at once: a menu's caret turns in a transition when it opens.
  await page.evaluate(() => {
    const style = document.createElement("style")
    style.textContent = "*, ::before, ::after { transition: none !important }"
    document.head.append(style)
  })
  const openAsServed = await page.evaluate(() => [...document.querySelectorAll("details")].map((d) => d.open))
  // The same properties in every state: those the page's own styles declare, and those of the two sheets it is
  // compared with below.
  const hrefs = await page.evaluate(() =>
    ['noscript > link[rel="stylesheet"]', "style[data-href]"].map((selector) => {
      const element = document.querySelector<HTMLLinkElement | HTMLStyleElement>(selector)!
      return element instanceof HTMLLinkElement ? element.href : new URL(element.dataset.href!, location.href).href
    }),
  )
  const sheets = await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()))
  const properties = await declaredProperties(page, sheets)
  // Widths measured in `ch` depend on the fonts being settled.
  const styles = async () => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    return computedStyles(page, properties)
  }
  // On a desktop every <details> is opened, unless `served`: then they stay as served.
  const show = async (viewport: Viewport, served = false) => {
    await page.setViewportSize({ width: viewport === "phone" ? 360 : 1280, height: 900 })
    await page.evaluate(
      ({ phone, open, served }) => {
        document.querySelectorAll("details").forEach((details, i) => (details.open = phone || served ? open[i] : true))
        window.location.hash = phone ? "site-nav" : ""
      },
      { phone: viewport === "phone", open: openAsServed, served },
    )
  }
  // With JavaScript off no load event reaches a listener: a stylesheet is watched from here until it applies.
  const applied = (href: string) =>
    expect
      .poll(() =>
        page.evaluate(
          (href) => [...document.styleSheets].some((sheet) => sheet.href === href && sheet.cssRules.length > 0),
          href,
        ),
      )
      .toBe(true)
  /** The styles at the width shown, then at the other width, which stays shown. */
  const atBothWidths = async (shown: Viewport, served = false) => {
    const other = shown === "phone" ? "desktop" : "phone"
    const first = await styles()
    await show(other, served)
    return { [shown]: first, [other]: await styles() } as Record<Viewport, Styled[]>
  }

  // A menu's panel is drawn once a visitor opens it, after the first paint: the inline CSS alone is read with every
  // <details> as served.
  const inline = await atBothWidths("phone", true)

  // The refused link again, in its place: a copy of it loads the sheet as the page's own link would have.
  refuse = false
  const laterLink = 'noscript > link[rel="stylesheet"]'
  const laterHref = await page.evaluate((selector) => {
    const link = document.querySelector<HTMLLinkElement>(selector)!
    link.replaceWith(link.cloneNode())
    return link.href
  }, laterLink)
  await applied(laterHref)
  await show("desktop")
  const later = await atBothWidths("desktop")

  // Gatsby's own markup: a link to the whole stylesheet where the inline copy stands, no later sheet.
  const wholeHref = await page.evaluate((selector) => {
    document.querySelector(selector)!.remove()
    const copy = document.querySelector<HTMLStyleElement>("style[data-href]")!
    const link = document.createElement("link")
    link.rel = "stylesheet"
    link.href = copy.dataset.href!
    copy.replaceWith(link)
    return link.href
  }, laterLink)
  await applied(wholeHref)
  const whole = await atBothWidths("phone")
  await show("desktop", true)
  const wholeAsServed = { phone: whole.phone, desktop: await styles() }
  await context.close()
  return { requested, inline, later, whole, wholeAsServed }
}

/**
 * Where `actual` differs from `expected`, at most `limit` places: elements whose own properties differ first,
 * then those whose sizes differ although none of their children's do.
 */
function differences(actual: Styled[], expected: Styled[], limit = 5): string[] {
  if (actual.length !== expected.length) return [`${actual.length} elements instead of ${expected.length}`]
  const properties = (style: string) => new Map(style.split("\n").map((line) => line.split(": ") as [string, string]))
  const changed = expected.map((entry, index) => {
    if (actual[index].style === entry.style) return []
    const [a, e] = [properties(actual[index].style), properties(entry.style)]
    return [...new Set([...a.keys(), ...e.keys()])]
      .filter((property) => a.get(property) !== e.get(property))
      .map((property) => ({ property, actual: a.get(property), expected: e.get(property) }))
  })
  const hasChangedChild = new Set(expected.filter((_, i) => changed[i].length).map((entry) => entry.parent))
  const own = changed.flatMap((list, i) => (list.some((c) => !resolvedSize.test(c.property)) ? [i] : []))
  const sizes = changed.flatMap((list, i) => (list.length && !hasChangedChild.has(i) ? [i] : []))
  return [...new Set([...own, ...sizes])]
    .slice(0, limit)
    .map(
      (i) =>
        `${i} ${expected[i].key}: ${changed[i].map((c) => `${c.property}: ${c.actual} instead of ${c.expected}`).join(", ")}`,
    )
}

for (const { path } of pages) {
  test(`${path} looks the same, all of it, with its inline CSS alone and with the sheet it loads later as with Gatsby's whole stylesheet (phone, menu open; desktop, details open)`, async ({
    browser,
  }) => {
    // One visit that reads every element's computed style six times: several times the work of a test that visits
    // a page once.
    test.slow()
    const { requested, inline, later, whole, wholeAsServed } = await stylesOfPage(browser, path)
    // Without JavaScript the later sheet comes from the page's <noscript> link: the page asked for it once (refused,
    // then its copy), and for the whole stylesheet only when it was linked in place of the inline copy.
    expect(requested).toHaveLength(3)
    expect(requested[1]).toBe(requested[0])
    expect(requested[2]).not.toBe(requested[0])
    for (const viewport of ["phone", "desktop"] as const) {
      expect(whole[viewport].length).toBeGreaterThan(100)
      const where = `${path} on a ${viewport}`
      expect(inline[viewport].filter((entry) => entry.place === "after").length, where).toBeGreaterThan(10)
      expect(inline[viewport].filter((entry) => entry.place === "panel").length, where).toBeGreaterThan(10)
      // Nothing is hidden or drawn in rules of its own until a sheet comes: every element, the first screen's and
      // what follows it, is drawn as the whole stylesheet draws it.
      expect(
        inline[viewport].filter((entry) => /^visibility: hidden$/m.test(entry.style)),
        where,
      ).toEqual(whole[viewport].filter((entry) => /^visibility: hidden$/m.test(entry.style)))
      expect(differences(inline[viewport], wholeAsServed[viewport]), `${where}, inline CSS alone`).toEqual([])
      expect(differences(later[viewport], whole[viewport]), `${where}, with the later sheet`).toEqual([])
    }
  })
}

test("every rule of the inline CSS whose absence changes an element changes a property the comparison reads (home page, phone and desktop)", async ({
  browser,
}) => {
  // What makes reading the declared properties alone enough: each rule of the home page's inline CSS is taken out
  // in turn, and wherever that changes any computed property of an element it matches, one the comparison reads
  // changes too.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } })
  const page = await context.newPage()
  // The inline CSS alone: the later sheet, which repeats most of its rules, is refused.
  await page.route(stylesheet, (route) => route.abort())
  await page.goto("/")
  const properties = await declaredProperties(page, [])
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const { changing, unnoticed, rules } = await page.evaluate((properties) => {
      const inline = [...document.styleSheets].find((sheet) => (sheet.ownerNode as HTMLElement).dataset?.href)!
      // Each style rule by where it stands: the indices of the @media rules around it, then its own. A rule taken
      // out and put back stands where it stood, as a new object.
      const paths: number[][] = []
      const walk = (rules: CSSRuleList, path: number[]) =>
        Array.from(rules).forEach((rule, index) => {
          if (rule instanceof CSSStyleRule) paths.push([...path, index])
          else if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules, [...path, index])
        })
      walk(inline.cssRules, [])
      const parentAt = (path: number[]) =>
        path.slice(0, -1).reduce<CSSStyleSheet | CSSGroupingRule>((p, i) => p.cssRules[i] as CSSGroupingRule, inline)
      // Read as the comparison reads them: elements, and their ::before and ::after; the first few a selector
      // matches, which its rule styles alike.
      const pseudo = /::?(before|after)$/
      const stylesOf = (selector: string, all: boolean) =>
        [...document.querySelectorAll(selector.replace(pseudo, "") || "*")].slice(0, 5).map((element) => {
          const style = getComputedStyle(element, selector.match(pseudo)?.[0].replace(/^:+/, "::"))
          return (all ? Array.from(style) : properties).map((p) => `${p}: ${style.getPropertyValue(p)}`).join("\n")
        })
      const read = (selectors: string[]) => ({
        all: selectors.flatMap((selector) => stylesOf(selector, true)).join("\n\n"),
        compared: selectors.flatMap((selector) => stylesOf(selector, false)).join("\n\n"),
      })
      let changing = 0
      const unnoticed: string[] = []
      for (const path of paths) {
        const parent = parentAt(path)
        const index = path.at(-1)!
        const rule = parent.cssRules[index] as CSSStyleRule
        // Other pseudo-elements (::marker, ::placeholder) are neither read here nor by the comparison.
        const selectors = rule.selectorText
          .split(/,(?![^(]*\))/)
          .map((selector) => selector.trim())
          .filter((selector) => !/::(?!before$|after$)/.test(selector))
        const before = read(selectors)
        const text = rule.cssText
        parent.deleteRule(index)
        const after = read(selectors)
        parent.insertRule(text, index)
        if (after.all === before.all) continue
        changing++
        if (after.compared === before.compared) unnoticed.push(selectors.join(", "))
      }
      return { changing, unnoticed, rules: paths.length }
    }, properties)
    expect(unnoticed, `${width} px`).toEqual([])
    // Not a check of nothing: most of the page's rules change what they match.
    expect(changing, `${width} px`).toBeGreaterThan(rules / 2)
    expect(rules, `${width} px`).toBeGreaterThan(50)
  }
  await context.close()
})

test("every page inlines well under the whole stylesheet, and all load the same sheet after their first paint", async ({
  request,
}) => {
  const premium = await (await request.get("/en/premium")).text()
  const later = deferredStylesheet(premium)
  const href = inlineStylesheet(premium)?.href
  expect(later).toMatch(stylesheet)
  expect(href).toMatch(stylesheet)
  const whole = (await (await request.get(href!)).text()).length
  for (const { path } of pages) {
    const page = await (await request.get(path)).text()
    const inline = inlineStylesheet(page)?.css
    expect(inline, path).toBeDefined()
    expect(page, path).toContain(deferredStylesheetLink(later!))
    expect(inline!.length, path).toBeLessThan(whole * 0.6)
  }
})

/** The selectors of a stylesheet's style rules, those under @media included. */
const selectorsOf = (css: string) =>
  [...css.replace(/@font-face\{[^}]*\}/g, "").matchAll(/(?<=^|[{};])\s*([^{};@][^{};]*)\{[^{}]*\}/g)].flatMap((m) =>
    m[1].split(",").map((selector) => selector.trim()),
  )

test("the sheet loaded after the first paint leaves out the rules that match every element or the document itself", async ({
  request,
}) => {
  // Every page inlines them; applied again, they made Chrome restyle every element of the first screen. The sheet's
  // print rules (no page inlines them) match nothing on a screen, and restyle nothing when the sheet applies.
  const premium = await (await request.get("/en/premium")).text()
  const whole = selectorsOf(await (await request.get(inlineStylesheet(premium)!.href)).text())
  const later = selectorsOf(forTheScreen(await (await request.get(deferredStylesheet(premium)!)).text()))
  const everything = ["*", ":root", "html", "body", ":after", ":before"]
  for (const selector of everything) expect(whole, selector).toContain(selector)
  expect(later.filter((selector) => everything.includes(selector))).toEqual([])
  expect(later.length).toBeGreaterThan(whole.length / 2)
})

type LoaderTimes = { stylesheetAdded?: number; stylesheetLoaded?: number; scriptAdded?: number }

/**
 * Times, in the page itself and as they happen, when the after-paint loader adds the whole stylesheet's link, when
 * that link has loaded (a capturing listener: before the link's own handlers, the loader's among them) and when the
 * loader adds the first entry script. The time a request reaches this process lags behind by however busy the
 * machine is, and a MutationObserver reports an insertion only at the next microtask checkpoint, after the loader
 * has set its timer. Returns a function that reads the times once the page has run.
 */
async function loaderTimes(page: Page): Promise<() => Promise<LoaderTimes>> {
  await page.addInitScript(
    ({ stylesheetSource, entrySource }) => {
      const times: Record<string, number> = {}
      ;(window as Window & { __loaderTimes?: Record<string, number> }).__loaderTimes = times
      const isStylesheet = (node: unknown): node is HTMLLinkElement =>
        node instanceof HTMLLinkElement && node.rel === "stylesheet" && new RegExp(stylesheetSource).test(node.href)
      const appendChild = Node.prototype.appendChild
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (isStylesheet(node)) times.stylesheetAdded ??= performance.now()
        if (node instanceof HTMLScriptElement && new RegExp(entrySource).test(node.src))
          times.scriptAdded ??= performance.now()
        return appendChild.call(this, node) as T
      }
      document.addEventListener(
        "load",
        (event) => {
          if (isStylesheet(event.target)) times.stylesheetLoaded ??= performance.now()
        },
        true,
      )
    },
    { stylesheetSource: stylesheet.source, entrySource: ENTRY_SCRIPT.source },
  )
  return () =>
    page.evaluate(() => (window as Window & { __loaderTimes?: LoaderTimes }).__loaderTimes!) as Promise<LoaderTimes>
}

/** Holds the stylesheet's request until `release` is called; `requested` says whether it was asked for. */
async function holdTheStylesheet(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route(stylesheet, async (route) => {
    requested = true
    await held
    await route.continue()
  })
  return { requested: () => requested, release }
}

test("with JavaScript, the whole stylesheet is requested after the first paint, and the scripts run only once it has applied", async ({
  page,
  context,
  baseURL,
}) => {
  await withConsent(context, baseURL!)
  const { requested, release } = await holdTheStylesheet(page)
  // Timed in the page (see loaderTimes). Whether a script is in the page at some moment of the test would depend
  // on how busy the machine is: past the loader's cap the scripts rightly come without the sheet.
  const times = await loaderTimes(page)
  // The load event waits for the stylesheet, added before it.
  await page.goto("/en/premium", { waitUntil: "commit" })
  await expect.poll(requested).toBe(true)
  const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime)
  expect(firstPaint).toBeGreaterThan(0)
  // The scripts are fetched meanwhile (preload links) ...
  await expect
    .poll(() =>
      page.evaluate(
        (source) => performance.getEntriesByType("resource").filter((e) => new RegExp(source).test(e.name)).length,
        ENTRY_SCRIPT.source,
      ),
    )
    .toBe(3)
  release()
  await hydrated(page)
  // ... but none runs while the stylesheet is outstanding: the first is added once the sheet has loaded, or at the
  // loader's cap if the sheet took longer than that (a timer never fires early, give or take rounding).
  const { stylesheetAdded, stylesheetLoaded, scriptAdded } = await times()
  expect(stylesheetAdded).toBeGreaterThan(firstPaint!)
  expect(stylesheetLoaded).toBeGreaterThan(stylesheetAdded!)
  expect(scriptAdded).toBeGreaterThanOrEqual(Math.min(stylesheetLoaded!, stylesheetAdded! + MAX_WAIT_MS - 5))
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({ href: sheet.href, rules: sheet.cssRules.length })),
  )
  const whole = sheets.find((sheet) => sheet.href && stylesheet.test(sheet.href))
  const inline = sheets.find((sheet) => !sheet.href && sheet.rules > 0)
  expect(whole).toBeDefined()
  expect(whole!.rules).toBeGreaterThan(inline!.rules)
  // Requested after the first paint (its timing entry exists once it has been answered).
  const requestStart = await page.evaluate(
    (source) => performance.getEntriesByType("resource").find((e) => new RegExp(source).test(e.name))?.startTime,
    stylesheet.source,
  )
  expect(requestStart).toBeGreaterThan(firstPaint!)
})

/**
 * Leaves the stylesheet's request unanswered (the browser reports neither load nor error for the link); returns
 * whether it was asked for.
 */
async function neverAnswerTheStylesheet(page: Page): Promise<() => boolean> {
  let requested = false
  await page.route(stylesheet, () => {
    requested = true
  })
  return () => requested
}

test(`a stylesheet that never arrives keeps the scripts back ${MAX_WAIT_MS} ms at most`, async ({
  page,
  context,
  baseURL,
}) => {
  expect(MAX_WAIT_MS).toBe(2500)
  await withConsent(context, baseURL!)
  const requested = await neverAnswerTheStylesheet(page)
  const times = await loaderTimes(page)
  await page.goto("/en/premium", { waitUntil: "commit" })
  await expect.poll(requested).toBe(true)
  await hydrated(page)
  const { stylesheetAdded, stylesheetLoaded, scriptAdded } = await times()
  expect(stylesheetAdded).toBeGreaterThan(0)
  expect(stylesheetLoaded).toBeUndefined()
  // Held back for the whole cap (a timer never fires early, give or take rounding), and not beyond it by much.
  expect(scriptAdded! - stylesheetAdded!).toBeGreaterThanOrEqual(MAX_WAIT_MS - 5)
  expect(scriptAdded! - stylesheetAdded!).toBeLessThan(MAX_WAIT_MS + 1000)
  // The page works without it: the inline CSS drew it, React runs it.
  await expect(page.locator("h1")).toBeVisible()
})

test("what follows the first screen is drawn while the whole stylesheet is held back", async ({
  page,
  context,
  baseURL,
}) => {
  await withConsent(context, baseURL!)
  const { requested, release } = await holdTheStylesheet(page)
  await page.goto("/services/airport-transfers", { waitUntil: "commit" })
  await expect.poll(requested).toBe(true)
  expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1)
  await expect(page.locator("h1")).toBeVisible()
  await expect(page.locator("#page-content > :nth-child(2)")).toBeVisible()
  await expect(page.locator("footer")).toBeVisible()
  const last = (await page.locator("footer p").last().textContent())!.trim()
  expect(await page.evaluate(findInPage, last)).toBe(true)
  release()
})

/** In the page: whether find-in-page finds `text` (Chromium's `window.find`, which skips what is hidden). */
const findInPage = (text: string) => {
  window.getSelection()?.removeAllRanges()
  return (window as unknown as { find: (text: string) => boolean }).find(text)
}

/** Where each element the page hides (`visibility: hidden`, or any `content-visibility` but visible) stands. */
const hiddenElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].flatMap((element) => {
      const style = getComputedStyle(element)
      if (style.visibility !== "hidden" && ["visible", "auto", ""].includes(style.contentVisibility)) return []
      const path: string[] = []
      for (let e: Element | null = element; e && e !== document.body; e = e.parentElement)
        path.unshift(`${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join("")}`)
      return [`${path.join(" > ")} (${style.visibility}, content-visibility ${style.contentVisibility})`]
    }),
  )

/**
 * Every part of a page, down to its last paragraph, is there for the visitor from the moment it has arrived: drawn,
 * in the accessibility tree, found by find-in-page (Chromium's `window.find`, which skips what is hidden) and
 * printed, whatever became of the scripts. What it hides besides (`hidden`) is only what the page hides of its own
 * once all has loaded: a state not taken, such as the maps service's "on" while it is off.
 */
async function expectAllShown(page: Page, where: string, hidden: string[]) {
  const last = page.locator("body p").last()
  const text = (await last.textContent())!.trim()
  expect(text.length, where).toBeGreaterThan(10)
  for (const media of ["screen", "print"] as const) {
    await page.emulateMedia({ media })
    await expect(last, `${where}, ${media}`).toBeVisible()
    expect(await page.getByRole("paragraph").filter({ hasText: text }).count(), `${where}, ${media}`).toBeGreaterThan(0)
    expect(await page.evaluate(findInPage, text), `${where}, ${media}: find-in-page`).toBe(true)
    if (media === "screen")
      expect(
        (await hiddenElements(page)).filter((element) => !hidden.includes(element)),
        `${where}: hidden`,
      ).toEqual([])
  }
  await page.emulateMedia({ media: null })
}

for (const blocked of ["the after-paint file", "every script file"] as const) {
  test(`with ${blocked} refused, every part of a page is shown, read and found at once and 3 s later`, async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsent(context, baseURL!)
    const refused: string[] = []
    await page.route(blocked === "the after-paint file" ? /\/after-paint-[0-9a-f]+\.js$/ : /\.js$/, (route) => {
      refused.push(route.request().url())
      return route.abort()
    })
    for (const path of ["/", "/contact", "/en/services/airport-transfers", "/agb"]) {
      // What the page hides of its own, loaded whole and hydrated in a page of its own.
      const whole = await context.newPage()
      await whole.goto(path)
      await hydrated(whole)
      const hidden = await hiddenElements(whole)
      await whole.close()
      await page.goto(path, { waitUntil: "domcontentloaded" })
      await expectAllShown(page, `${path} at once`, hidden)
      await page.waitForTimeout(3000)
      await expectAllShown(page, `${path} 3 s later`, hidden)
    }
    expect(refused.length).toBeGreaterThanOrEqual(4)
  })
}

test("the page's fonts are declared once: the whole stylesheet, applied after the first paint, declares none again", async ({
  page,
  context,
  baseURL,
}) => {
  await withConsent(context, baseURL!)
  await page.goto("/en/premium")
  await hydrated(page)
  const faces = await page.evaluate(
    (source) => ({
      inline: [...document.styleSheets]
        .filter((sheet) => !sheet.href)
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule instanceof CSSFontFaceRule).length,
      whole: [...document.styleSheets]
        .filter((sheet) => sheet.href && new RegExp(source).test(sheet.href))
        .map((sheet) => [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length),
      declared: document.fonts.size,
    }),
    stylesheet.source,
  )
  // A face declared again counts as a change of the page's fonts: Chrome lays out all of its text once more.
  expect(faces.whole).toEqual([0])
  expect(faces.inline).toBeGreaterThan(0)
  expect(faces.declared).toBe(faces.inline)
})
