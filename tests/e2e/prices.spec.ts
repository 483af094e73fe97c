import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { expect, test, type Page } from "./fixtures"
import {
  acceptPosts,
  bookingField as field,
  bookingForm as form,
  fillValid,
  formReady,
  wholeStylesheetApplied,
  withConsent,
} from "./helpers"
import { readTariff } from "../../src/node/content-model/tariff-check"
import { formatPrice } from "../../src/lib/domain/price-format"
import { findRoute, lowestPrice, popularInOrder } from "../../src/lib/domain/tariff"
import type { Language } from "../../src/lib/language/languages"

/** Expected prices come from the tariff file itself, so a changed price cannot hide behind a copied number. */
const tariff = readTariff(path.resolve(__dirname, "../../content"))
const zermatt = findRoute(tariff, "zrh-airport", "zermatt")!
const price = (vehicleClass: string) => zermatt.prices.find((p) => p.vehicleClass === vehicleClass)!.amount
const place = (id: string, language: Language) => tariff.places.find((p) => p.id === id)!.name[language]
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A vehicle class's name in a language, from its content file. */
const className = (slug: string, language: Language) =>
  (
    yaml.load(fs.readFileSync(path.resolve(__dirname, `../../content/fleet/${language}/${slug}.yaml`), "utf8")) as {
      name: string
    }
  ).name

/** The note that explains "ab" / "from" before a price. */
const fromNote = { de: "«ab» nennt die günstigste Fahrzeugklasse", en: "“From” is the most affordable vehicle class" }
const text = {
  de: {
    from: "ab",
    request: "Flughafen Zürich – Zermatt (Täsch) anfragen",
    byEmail: "per E-Mail",
    submit: "Anfrage senden",
    tariff: "Tarif",
    vehicleClass: "Fahrzeugklasse",
  },
  en: {
    from: "from",
    request: "Request Zurich Airport – Zermatt (Täsch)",
    byEmail: "by e-mail",
    submit: "Send request",
    tariff: "tariff",
    vehicleClass: "Vehicle class",
  },
}

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

const quote = (page: Page) => page.getByTestId("price-quote")

for (const language of ["de", "en"] as const) {
  const prefix = language === "de" ? "" : "/en"

  test(`a service page shows fixed prices and opens the form with the route filled in (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/services/ski-resort-transfers`)
    const row = page.locator("#routes tbody tr", { hasText: "Zermatt" }).first()
    await expect(row.locator(".routes__price")).toHaveText(
      `${text[language].from} ${formatPrice(lowestPrice(zermatt)!, language)}`,
    )
    // The note under the table says what "ab" / "from" means: only this table shows such prices.
    await expect(page.locator("#routes .note")).toContainText(fromNote[language])
    // On the narrowest phone a route is a card: its price and its link stand in view, and it stays a table row
    // with its five cells under five column heads.
    await page.setViewportSize({ width: 320, height: 640 })
    await row.scrollIntoViewIfNeeded()
    await expect(row.locator(".routes__price")).toBeInViewport({ ratio: 1 })
    await expect(row.getByRole("link")).toBeInViewport({ ratio: 1 })
    await expect(page.locator("#routes").getByRole("columnheader")).toHaveCount(5)
    await expect(row.getByRole("cell")).toHaveCount(5)
    await page.setViewportSize({ width: 1280, height: 720 })
    const link = row.getByRole("link", { name: text[language].request })
    // The link carries the service it comes from, so the visitor does not choose it again.
    await expect(link).toHaveAttribute(
      "href",
      `${prefix}/contact?from=zrh-airport&to=zermatt&service=ski-resort-transfers#booking`,
    )
    await link.click()
    await formReady(page, "booking")
    await expect(field(page, "service")).toHaveValue("ski-resort-transfers")
    await expect(field(page, "pickup")).toHaveValue(place("zrh-airport", language))
    await expect(field(page, "dropoff")).toHaveValue(place("zermatt", language))

    // Choosing a class shows its price; another class changes it; a return trip adds the way back.
    await field(page, "vehicleClass").selectOption("economy")
    await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(price("economy"), language))
    await field(page, "vehicleClass").selectOption("limousine")
    await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(price("limousine"), language))
    await form(page).locator('input[name="tripType"][value="return"]').check()
    await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(2 * price("limousine"), language))
    await expect(quote(page)).toContainText(formatPrice(price("limousine"), language))
  })

  test(`an unknown destination says the fixed price follows by e-mail (${language})`, async ({ page }) => {
    await page.goto(`${prefix}/contact#booking`)
    await formReady(page, "booking")
    await field(page, "pickup").fill("ZRH")
    await field(page, "dropoff").fill("Via Maistra 1, Pontresina-Surlej 7")
    await field(page, "vehicleClass").selectOption("premium")
    await expect(quote(page)).toContainText(text[language].byEmail)
    await expect(page.getByTestId("quoted-total")).toHaveCount(0)
    // Typed spellings find the route: ZRH to Täsch.
    await field(page, "dropoff").fill("Täsch")
    await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(price("premium"), language))
  })
}

test("a route link from a class page fills the form once: after an edit, a reload keeps the edit", async ({ page }) => {
  await page.goto("/premium")
  await page
    .locator("#prices tbody tr", { hasText: place("zermatt", "de") })
    .getByRole("link")
    .click()
  await formReady(page, "booking")
  await expect(field(page, "pickup")).toHaveValue(place("zrh-airport", "de"))
  await expect(field(page, "dropoff")).toHaveValue(place("zermatt", "de"))
  await expect(field(page, "vehicleClass")).toHaveValue("premium")
  await expect(page).toHaveURL("/contact#booking")
  await field(page, "pickup").fill("Bahnhofstrasse 1, 8001 Zürich")
  await field(page, "vehicleClass").selectOption("limousine")
  await page.reload()
  await formReady(page, "booking")
  await expect(field(page, "pickup")).toHaveValue("Bahnhofstrasse 1, 8001 Zürich")
  await expect(field(page, "dropoff")).toHaveValue(place("zermatt", "de"))
  await expect(field(page, "vehicleClass")).toHaveValue("limousine")
  await expect(page).toHaveURL("/contact#booking")
})

test("a booking link leaves the address once applied, other parameters and the hash stay", async ({ page }) => {
  await page.goto("/en/contact?ref=newsletter&from=zrh-airport&to=zermatt&class=premium#booking")
  await formReady(page, "booking")
  await expect(field(page, "pickup")).toHaveValue(place("zrh-airport", "en"))
  await expect(field(page, "vehicleClass")).toHaveValue("premium")
  await expect(page).toHaveURL("/en/contact?ref=newsletter#booking")
  await field(page, "pickup").fill("Bahnhofplatz, 3011 Bern")
  await page.reload()
  await formReady(page, "booking")
  await expect(field(page, "pickup")).toHaveValue("Bahnhofplatz, 3011 Bern")
  await expect(field(page, "dropoff")).toHaveValue(place("zermatt", "en"))
  await expect(page).toHaveURL("/en/contact?ref=newsletter#booking")
})

for (const language of ["de", "en"] as const) {
  test(`the request carries the quoted price and the tariff version; the confirmation page shows them (${language})`, async ({
    page,
  }) => {
    const prefix = language === "de" ? "" : "/en"
    const posts = await acceptPosts(page)
    await page.goto(`${prefix}/contact?from=zrh-airport&to=zermatt&class=premium#booking`)
    await formReady(page, "booking")
    await expect(field(page, "vehicleClass")).toHaveValue("premium")
    await fillValid(page, { service: "ski-resort-transfers", route: false })
    const expected = formatPrice(price("premium"), language)
    await expect(page.getByTestId("quoted-total")).toHaveText(expected)
    await form(page).getByRole("button", { name: text[language].submit }).click()
    await expect(page).toHaveURL(`${prefix}/confirmation-success`)
    expect(posts).toHaveLength(1)
    const [body] = posts
    expect(body.get("quotedPrice")).toBe(expected)
    expect(body.get("tariffVersion")).toBe(tariff.version)
    await expect(page.locator(".request-summary")).toContainText(
      `${expected} (${text[language].tariff} ${tariff.version})`,
    )
    // The class by its name in the page language, not its slug.
    await expect(
      page.locator(".request-summary .identity__row", { hasText: text[language].vehicleClass }).locator("dd"),
    ).toHaveText(className("premium", language))
  })
}

for (const language of ["de", "en"] as const) {
  const prefix = language === "de" ? "" : "/en"

  test(`a class page shows the popular routes' prices in that class and its hourly rate (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/premium`)
    const popular = tariff.routes.filter((r) => r.popular)
    const rows = page.locator("#prices tbody tr")
    await expect(rows).toHaveCount(popular.length)
    const row = rows.filter({ hasText: place("zermatt", language) })
    await expect(row.locator(".price")).toHaveText(formatPrice(price("premium"), language))
    // On the narrowest phone the one price column stands beside the routes, not scrolled out of the table's frame.
    await page.setViewportSize({ width: 320, height: 640 })
    await row.locator("th").scrollIntoViewIfNeeded()
    await expect(row.locator(".price")).toBeInViewport({ ratio: 1 })
    // Place ids, not names, like every booking link (a renamed place keeps its links).
    await expect(row.getByRole("link")).toHaveAttribute(
      "href",
      `${prefix}/contact?from=zrh-airport&to=zermatt&class=premium#booking`,
    )
    const hourly = tariff.hourly.find((h) => h.vehicleClass === "premium")!
    await expect(page.locator("#prices .section__lead")).toContainText(formatPrice(hourly.rate, language))
    await expect(page.locator("#prices .section__lead")).toContainText(String(hourly.minimumHours))
  })

  test(`the home page lists the popular routes with a price in every class (${language})`, async ({ page }) => {
    await page.goto(prefix || "/")
    await expect(page.locator("#prices .note")).toContainText(
      language === "de" ? "Festpreise pro Fahrzeug und Richtung" : "Fixed prices per vehicle and direction",
    )
    await expect(page.locator("#prices .note")).not.toContainText(fromNote[language])
    const popular = popularInOrder(tariff.routes)
    await expect(page.locator("#prices tbody tr")).toHaveCount(popular.length)
    // In the office's order (the routes' "Reihenfolge" in the CMS).
    await expect(page.locator("#prices tbody th")).toHaveText(
      popular.map((r) => new RegExp(`${literal(place(r.from, language))}.*${literal(place(r.to, language))}`)),
    )
    await expect(page.locator("#prices tbody tr").first().locator("td.price")).toHaveCount(5)
    const row = page.locator("#prices tbody tr", { hasText: place("zermatt", language) })
    for (const [index, vehicleClass] of ["economy", "eco-premium", "premium", "limousine", "minibus"].entries())
      await expect(row.locator("td").nth(index)).toHaveText(formatPrice(price(vehicleClass), language))
    // On a phone the five classes scroll sideways inside their frame; the route stays in view beside the last one.
    // The frame is one once the whole stylesheet has applied (until then, what follows the first screen is hidden).
    await wholeStylesheetApplied(page)
    await page.setViewportSize({ width: 390, height: 844 })
    const frame = page.locator("#prices .table-scroll")
    await frame.evaluate((element) => element.scrollBy({ left: element.scrollWidth }))
    await expect(frame).toHaveJSProperty("scrollLeft", await frame.evaluate((e) => e.scrollWidth - e.clientWidth))
    await row.locator("th").scrollIntoViewIfNeeded()
    await expect(row.locator("th")).toBeInViewport({ ratio: 1 })
    await expect(row.locator("td").last()).toBeInViewport({ ratio: 1 })
    const [route, last] = await Promise.all([row.locator("th").boundingBox(), row.locator("td").last().boundingBox()])
    expect(route!.x + route!.width).toBeLessThanOrEqual(last!.x)
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the price tables and the form's price fields are in the page", async ({ page }) => {
    await page.goto("/services/airport-transfers")
    const prices = page.locator("#routes .routes__price")
    expect(await prices.count()).toBeGreaterThan(3)
    for (const cell of await prices.all()) await expect(cell).toHaveText(/^ab CHF\s[\d’]+$/)
    await page.goto("/en")
    await expect(page.locator("#prices tbody td.price").first()).toHaveText(/^CHF\s[\d,]+$/)
    await page.goto("/contact")
    await expect(form(page).locator('input[type="hidden"][name="quotedPrice"]')).toHaveCount(1)
    await expect(form(page).locator('input[type="hidden"][name="tariffVersion"]')).toHaveCount(1)
    await expect(form(page).locator('input[type="hidden"][name="priceSource"]')).toHaveCount(1)
    await expect(form(page).locator('input[type="hidden"][name="distanceKm"]')).toHaveCount(1)
    // The places come as suggestions with the script (every one of them: places.spec.ts); without it the place
    // fields are plain text fields.
    await expect(form(page).locator('input[name="pickup"][type="text"]:not([role])')).toHaveCount(1)
  })
})

test.describe("where the price stands", () => {
  type Box = { x: number; y: number; width: number; height: number }
  /**
   * The boxes of several elements, measured in one task once the web fonts are in, so no reflow can fall between
   * two measurements and make them disagree (a font swap between two boundingBox calls would move everything).
   */
  const boxes = <K extends string>(page: Page, selectors: Record<K, string>) =>
    page.evaluate(
      async (selectors) => {
        await document.fonts.ready
        const measure = (selector: string) => {
          const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect()
          return { x, y, width, height }
        }
        return Object.fromEntries(Object.entries(selectors).map(([key, selector]) => [key, measure(selector)]))
      },
      selectors as Record<string, string>,
    ) as Promise<Record<K, Box>>

  test("on a wide screen beside the fields, in view while the visitor fills them in", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/contact?from=zrh-airport&to=zermatt&class=premium#booking")
    await formReady(page, "booking")
    const { fields, price } = await boxes(page, {
      fields: 'form[name="booking"] .request-form__fields',
      price: '[data-testid="price-quote"]',
    })
    expect(price.x).toBeGreaterThan(fields.x + fields.width)
    // Further down, at the contact details, the price and the submit button are still on screen, below the sticky
    // header (at the very end of the form they scroll away with it).
    await field(page, "name").evaluate((el) => el.scrollIntoView({ block: "center" }))
    await expect(page.getByTestId("quoted-total")).toBeInViewport()
    await expect(form(page).getByRole("button", { name: text.de.submit })).toBeInViewport()
    const scrolled = await boxes(page, { header: ".site-header", price: '[data-testid="price-quote"]' })
    expect(scrolled.price.y).toBeGreaterThanOrEqual(scrolled.header.y + scrolled.header.height)
  })

  test("on a phone below the fields, right above the submit button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/en/contact?from=zrh-airport&to=zermatt&class=premium#booking")
    await formReady(page, "booking")
    const { fields, price, submit } = await boxes(page, {
      fields: 'form[name="booking"] .request-form__fields',
      price: '[data-testid="price-quote"]',
      submit: 'form[name="booking"] button[type="submit"]',
    })
    expect(price.y).toBeGreaterThanOrEqual(fields.y + fields.height)
    expect(submit.y).toBeGreaterThanOrEqual(price.y + price.height)
    expect(price.width).toBeCloseTo(fields.width, 0)
  })
})
