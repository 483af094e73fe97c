import { type BrowserContext, expect, test } from "./fixtures"
import { withConsent } from "./helpers"
import { errorTextOf, outOfViewOnceSettled } from "./in-view"

// What the specs that drive WebKit and Firefox themselves share: the session they drive, and what they check there.

/**
 * A page in a browser that Playwright does not drive (WebKit through its WebDriver, Firefox through WebDriver
 * BiDi), as much of it as the checks in other engines need. Page elements cross as opaque references.
 */
export abstract class PageSession {
  /** Opens `url` and resolves once its load event has fired. */
  abstract goto(url: string): Promise<void>
  /** Runs `script`, a function body, in the page; `arguments` holds `args`, elements as references. */
  abstract run<T>(script: string, ...args: unknown[]): Promise<T>
  /** Runs `fn`, a function that runs in the page and returns a promise, on `args`; resolves to what it resolves to. */
  abstract runAsync<T>(fn: (...args: never[]) => Promise<T>, ...args: unknown[]): Promise<T>
  /** The driver's own tap on `element`, wherever it stands. */
  protected abstract tap(element: object): Promise<void>
  /** Ends the session. */
  abstract end(): Promise<unknown>

  /** Runs `script` until it returns something truthy (30 s at most), and returns that. */
  async until<T>(what: string, script: string, ...args: unknown[]) {
    let last: T | undefined
    await expect
      .poll(async () => (last = await this.run<T>(script, ...args)), { message: what, timeout: 30_000 })
      .toBeTruthy()
    return last!
  }

  /**
   * Taps `element` as a visitor does, once it is on screen: a driver would scroll it into view itself, but checks at
   * once where it landed, which under the site's smooth scrolling is still on the way.
   */
  async click(element: object) {
    await this.run('arguments[0].scrollIntoView({ block: "center" })', element)
    await this.runAsync(outOfViewOnceSettled, element)
    try {
      await this.tap(element)
    } catch (error) {
      // Where the scroll left the element: a driver only says it could not tap it.
      throw new Error(`${(error as Error).message}\n${await this.runAsync(outOfViewOnceSettled, element)}`)
    }
  }
}

/** The cookies of a consent record already given (as `withConsent` sets them for the other browser tests). */
export async function consentCookies(baseURL: string) {
  const cookies: { name: string; value: string }[] = []
  await withConsent({ addCookies: async (added) => void cookies.push(...added) } as BrowserContext, baseURL)
  return cookies
}

/** The booking form's pages: language and address. */
const CONTACT_PAGES = [
  ["de", "/contact"],
  ["en", "/en/contact"],
] as const

/**
 * On a phone, the header's booking link lands on the booking form's heading, the form's own focus on its first
 * invalid field after an empty request lands on that field and its error text, a scroll to each invalid field lands
 * on it and its error text, and a booking link from another page lands on the form while the page loads. What this
 * catches: a browser that scrolls while part of the page is still laid out differently from how it ends up.
 */
async function bookingFormScrollsIntoView(
  session: PageSession,
  baseURL: string,
  [language, address]: readonly [string, string],
) {
  await session.goto(`${baseURL}${address}`)
  expect(await session.run("return document.documentElement.lang")).toBe(language)
  await session.until("the booking form is live", `return !!document.querySelector('form[name="booking"][data-ready]')`)

  // Below the first screen, so that landing on it proves the scroll.
  const heading = await session.run<object>("return document.getElementById('booking-title')")
  expect(await session.runAsync(outOfViewOnceSettled, heading), "the booking form's heading, unscrolled").toMatch(
    /^booking-title: /,
  )

  // The header's booking button, in the menu on a phone, clicked as a visitor clicks it.
  await session.click(await session.run<object>("return document.querySelector('.site-header__toggle')"))
  const link = await session.until<object>(
    "a visible link to #booking",
    `return [...document.querySelectorAll('a[href$="#booking"]')].find((a) => a.checkVisibility()) ?? null`,
  )
  await session.click(link)
  await session.until("the address ends in #booking", "return location.hash === '#booking'")
  expect(await session.runAsync(outOfViewOnceSettled, heading), "the booking form's heading").toBeNull()

  // An empty request: every required field turns invalid, each with its error text.
  const submit = await session.run<object>(`return document.querySelector('form[name="booking"] [type="submit"]')`)
  await session.click(submit)
  await session.until(
    "the form reports its errors",
    `return !!document.querySelector('form[name="booking"] [role="alert"]')`,
  )
  const fields = await session.run<object[]>(
    `return [...document.querySelectorAll('form[name="booking"] [aria-invalid="true"]')]`,
  )
  expect(fields.length, "invalid fields after an empty submit").toBeGreaterThanOrEqual(8)
  // The form itself takes the visitor to the first invalid field: it has focus, and it and its error text are in
  // view without any scrolling by the test.
  expect(await session.run("return document.activeElement === arguments[0]", fields[0])).toBe(true)
  const firstError = await session.run<object | null>(`return (${errorTextOf})(arguments[0])`, fields[0])
  expect(firstError, "the first invalid field's error text").not.toBeNull()
  for (const element of [fields[0], firstError!])
    expect(await session.runAsync(outOfViewOnceSettled, element), "where the form's own focus lands").toBeNull()
  // Each one focused and scrolled to in turn: the scroll has to land on the field and its error text. WebKitGTK
  // reveals a focused field on its own only up to a second later, and then aligns the field's text, not its
  // border or the error below it, with the bottom of the screen: the scroll is asked for instead.
  const outOfView: string[] = []
  for (const field of fields) {
    await session.run(
      'arguments[0].focus({ preventScroll: true }); arguments[0].scrollIntoView({ block: "center" })',
      field,
    )
    const error = await session.run<object | null>(`return (${errorTextOf})(arguments[0])`, field)
    for (const element of [field, error]) {
      const out = element ? await session.runAsync(outOfViewOnceSettled, element) : "a field without error text"
      if (out) outOfView.push(out)
    }
  }
  expect(outOfView).toEqual([])

  // Arriving from a booking link on another page: the browser jumps to the form while the page still loads.
  await session.goto(`${baseURL}/robots.txt`)
  await session.goto(`${baseURL}${address}#booking`)
  const arrived = await session.run<object>("return document.getElementById('booking-title')")
  expect(await session.runAsync(outOfViewOnceSettled, arrived), "the booking form's heading on arrival").toBeNull()
}

/**
 * The check above in `engine`, on each of the booking form's pages: a test each, in a session at a phone's size
 * from `phoneSession`, ended whatever happens.
 */
export function bookingFormScrollTests(engine: string, phoneSession: (baseURL: string) => Promise<PageSession>) {
  for (const page of CONTACT_PAGES) {
    test(`${engine} on a phone: ${page[1]} scrolls the booking form and each invalid field into view`, async ({
      baseURL,
    }) => {
      const session = await phoneSession(baseURL!)
      try {
        await bookingFormScrollsIntoView(session, baseURL!, page)
      } finally {
        await session.end()
      }
    })
  }
}
