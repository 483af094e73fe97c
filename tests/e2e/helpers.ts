import fs from "node:fs"
import path from "node:path"
import { expect } from "@playwright/test"
import yaml from "js-yaml"
import { languages, localizePath } from "../../src/lib/language/languages"
import { routes } from "../../src/routes"
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, CONSENT_REVISION } from "../../src/lib/consent/cookies"
import { errorTextOf } from "./in-view"

/** Every address of the route table in both languages, with what it is. */
export const allAddresses = routes.flatMap((route) =>
  languages.map((language) => ({ route, language, path: localizePath(route.path, language) })),
)

/** The company facts the tests expect on the pages, from the content file itself. */
export const company = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/company.yaml"), "utf8")) as {
  legalName: string
  uid: string
  managingDirector: string
  phoneDisplay: string
  legalForm: Record<"de" | "en", string>
  commercialRegister: Record<"de" | "en", string>
}

/**
 * Gatsby's three entry scripts (webpack runtime, framework, app) by their file names. Functions that run in the
 * page get its `source` as an argument (`new RegExp(source)`): a page function cannot close over a test's values.
 */
export const ENTRY_SCRIPT = /\/(webpack-runtime|framework|app)-\w+\.js$/

/** The phone Lighthouse's mobile run emulates, and with it the bench's: 412 × 823 px. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 }

/**
 * A valid consent record ("necessary only", current revision), for tests about something else than the
 * banner: the banner takes focus when it opens, as a dialog should.
 */
export async function withConsent(
  context: import("@playwright/test").BrowserContext,
  baseURL: string,
  categories: string[] = ["necessary"],
) {
  const now = new Date().toISOString()
  const record = {
    categories,
    revision: CONSENT_REVISION,
    data: null,
    consentTimestamp: now,
    consentId: "00000000-0000-4000-8000-000000000000",
    services: { necessary: [], analytics: [], ads: [], maps: [] },
    languageCode: "de",
    lastConsentTimestamp: now,
    expirationTime: Date.now() + CONSENT_COOKIE_DAYS * 86_400_000,
  }
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(record)), url: baseURL, sameSite: "Lax" },
  ])
}

/** Waits until React has hydrated the page (before that, links and menus work natively, without handlers). */
export async function hydrated(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => (window as Window & { __hydrated?: boolean }).__hydrated === true)
}

/**
 * Waits until the page's whole stylesheet, which the loader adds after the first paint, has applied: before, only
 * the rules the page's HTML uses are there (src/node/gatsby-output/critical-css.ts), not those of what scripts draw.
 */
export async function wholeStylesheetApplied(page: import("@playwright/test").Page) {
  await page.waitForFunction(WHOLE_STYLESHEET_APPLIED)
}

/** In the page: whether the whole stylesheet has applied. */
export const WHOLE_STYLESHEET_APPLIED = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href^="/styles."]')].some(
    (link) => link.sheet !== null,
  )

/**
 * Waits until a request form is live: the page has hydrated and so has the form's section, which React hydrates
 * after the page shell (the form then carries data-ready).
 */
export async function formReady(page: import("@playwright/test").Page, name: string) {
  await hydrated(page)
  await page.locator(`form[name="${name}"][data-ready]`).waitFor()
}

/**
 * The text of <main> as a visitor sees it (innerText: rendered text only, as laid out), once the whole stylesheet
 * shows what follows the first screen: before, that text is hidden, and innerText leaves it out.
 */
export async function visibleMainText(page: import("@playwright/test").Page) {
  await wholeStylesheetApplied(page)
  return page.locator("main").innerText()
}

/**
 * Serves a new build id at /builds/latest.json, opens `path`, waits for hydration and runs the page's
 * version check; returns what the check returns (true when it announced the new version).
 */
export async function announceNewBuild(page: import("@playwright/test").Page, path: string) {
  await serveBuildId(page, "0123456789abcdef")
  await page.goto(path)
  await hydrated(page)
  return checkVersion(page)
}

/** Answers /builds/latest.json with the build id `id` (replacing an earlier answer of this helper). */
export async function serveBuildId(page: import("@playwright/test").Page, id: string) {
  await page.unroute("**/builds/latest.json*")
  await page.route("**/builds/latest.json*", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ id, time: new Date().toISOString() }) }),
  )
}

/** Runs the page's new-version check now (the page exposes it for tests) and returns its result. */
export function checkVersion(page: import("@playwright/test").Page) {
  return page.evaluate(() => (window as unknown as { __checkVersion: () => Promise<boolean> }).__checkVersion())
}

/** The day `days` from today in the browser's local time, as a date input takes it (yyyy-mm-dd). */
export const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`
}

/** vanilla-cookieconsent's banner (its consent modal) and its preferences. */
export const consentBanner = (page: import("@playwright/test").Page) => page.locator("#cc-main .cm")
export const consentPreferences = (page: import("@playwright/test").Page) => page.locator("#cc-main .pm")

export const bookingForm = (page: import("@playwright/test").Page) => page.locator('form[name="booking"]')
export const bookingField = (page: import("@playwright/test").Page, name: string) =>
  bookingForm(page).locator(`[name="${name}"]`)

/**
 * Fills the booking form with a valid request: Zurich Airport to a Zürich hotel in three days, two passengers
 * with two suitcases, premium. `route: false` leaves pickup, destination and class as they are (set by a
 * booking link); `service` picks another service.
 */
export async function fillValid(
  page: import("@playwright/test").Page,
  { service = "airport-transfers", route = true }: { service?: string; route?: boolean } = {},
) {
  const field = (name: string) => bookingField(page, name)
  await field("service").selectOption(service)
  if (route) {
    await field("pickup").fill("Flughafen Zürich")
    await field("dropoff").fill("Hotel Baur au Lac, Talstrasse 1, Zürich")
  }
  await field("date").fill(inDays(3))
  await field("time").fill("09:30")
  await field("passengers").fill("2")
  await field("suitcases").fill("2")
  if (route) await field("vehicleClass").selectOption("premium")
  await field("name").fill("Claudia Meier")
  await field("email").fill("claudia.meier@example.ch")
  await field("phone").fill("079 555 12 34")
  await bookingForm(page).locator("#booking-privacy").check()
}

/**
 * Stands in for the host's form handling: every POST to the site's root is answered 200 and its URL-encoded body
 * kept, in order, in the returned array (other requests pass through).
 */
export async function acceptPosts(page: import("@playwright/test").Page): Promise<URLSearchParams[]> {
  const posts: URLSearchParams[] = []
  await page.route("**/", (route) => {
    if (route.request().method() !== "POST") return route.continue()
    posts.push(new URLSearchParams(route.request().postData() ?? ""))
    return route.fulfill({ status: 200, body: "ok" })
  })
  return posts
}

/**
 * Waits for the confirmation page a sent booking leads to, in `language` when named. If it does not come, fails
 * naming what the page shows instead: the invalid fields with their error texts, and the toasts.
 */
export async function confirmed(page: import("@playwright/test").Page, language?: "de" | "en") {
  try {
    await expect(page).toHaveURL(language ? localizePath("/confirmation-success", language) : /\/confirmation-success$/)
  } catch (error) {
    // A string, so that the page runs errorTextOf itself (its policy forbids building functions from text).
    const shown = await page
      .evaluate<string[]>(
        `[...document.querySelectorAll('[aria-invalid="true"]')]
          .map((field) => field.getAttribute("name") + ": " + ((${errorTextOf})(field)?.textContent ?? "no error text"))
          .concat([...document.querySelectorAll("[data-sonner-toast]")].map((toast) => "toast: " + toast.textContent))`,
      )
      .catch((reason: Error) => [`(not readable: ${reason.message})`])
    throw new Error(`${(error as Error).message}\nThe page shows: ${shown.join("; ") || "no invalid field, no toast"}`)
  }
}

/**
 * Waits until the consent module has read the stored consent and applied it (it then marks <html>). It starts
 * when the browser is idle after hydration, which on a loaded machine can take longer than Playwright's 5 s.
 */
export async function consentRead(page: import("@playwright/test").Page) {
  await page.locator("html[data-consent]").waitFor({ state: "attached", timeout: 15_000 })
}

/** Answers the maps script with a stub of Places (never reaches Google) and records every request to it. */
export async function stubMaps(page: import("@playwright/test").Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(/^https:\/\/maps\.googleapis\.com\//, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: "text/javascript",
      body:
        "window.google={maps:{places:{Autocomplete:function(input){window.__autocomplete=(window.__autocomplete||[]);" +
        "window.__autocomplete.push(input.name);this.addListener=function(){}}}}};window.__alpinaMapsReady&&window.__alpinaMapsReady()",
    })
  })
  return requests
}

/**
 * Records every cookie the page's scripts write, as written (the browser's cookie list reports a cookie without
 * a SameSite attribute as "Lax", so only the write itself shows the attribute). Kept in sessionStorage, so a
 * full navigation keeps the record; returns a reader of the writes of one cookie.
 */
export async function recordCookieWrites(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => native.get!.call(document),
      set: (value: string) => {
        const writes = JSON.parse(sessionStorage.getItem("__cookieWrites") ?? "[]") as string[]
        sessionStorage.setItem("__cookieWrites", JSON.stringify([...writes, value]))
        native.set!.call(document, value)
      },
    })
  })
  return async (name: string) =>
    (JSON.parse(await page.evaluate(() => sessionStorage.getItem("__cookieWrites") ?? "[]")) as string[]).filter(
      (write) => write.startsWith(`${name}=`),
    )
}

/**
 * Every field a visitor fills in a request form, as name → value (checkboxes "true"/"false", the checked radio
 * of a group); hidden fields and the honeypot are left out.
 */
export function formValues(page: import("@playwright/test").Page, name: string) {
  return page.locator(`form[name="${name}"]`).evaluate((form: HTMLFormElement) => {
    const values: Record<string, string> = {}
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.type === "hidden" || element.name === "bot-field") continue
      if (element.type === "radio" && !element.checked) continue
      values[element.name] = element.type === "checkbox" ? String(element.checked) : element.value
    }
    return values
  })
}
