import fs from "fs"
import path from "path"
import { expect, test, type Page } from "./fixtures"
import {
  acceptPosts,
  bookingField as field,
  bookingForm as form,
  confirmed,
  fillValid,
  formReady,
  withConsent,
} from "./helpers"
import { readTariff } from "../../src/node/content-model/tariff-check"
import { formatPrice } from "../../src/lib/domain/price-format"
import { indexPlaces, type PlaceIndexFile } from "../../src/lib/domain/places"
import { quoteState, type Quote } from "../../src/lib/forms/quote"
import { routeLine } from "../../src/lib/forms/route-line"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

/**
 * Expected prices come from the tariff and the index the build wrote (generated/places.json, the network inside):
 * the page must price a trip as the same code does with the same data, and the figures must be road figures.
 */
const root = path.resolve(__dirname, "../..")
const tariff = readTariff(path.join(root, "content"))
const index = indexPlaces(
  JSON.parse(fs.readFileSync(path.join(root, "generated/places.json"), "utf8")) as PlaceIndexFile,
)
const forms = (language: "de" | "en") =>
  JSON.parse(fs.readFileSync(path.join(root, `locales/${language}/forms.json`), "utf8")) as {
    quote: Record<string, string>
  }
const translate =
  (language: "de" | "en") =>
  (key: string, values: Record<string, string | number> = {}) =>
    forms(language).quote[key.replace(/^quote\./, "")].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name]),
    )

/** The next date in a month (1-12), at least a week ahead: the booking form takes it. */
function nextDateIn(month: number): string {
  const today = new Date()
  const soon = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 7)
  const year =
    soon.getMonth() + 1 > month || (soon.getMonth() + 1 === month && soon.getDate() > 15)
      ? soon.getFullYear() + 1
      : soon.getFullYear()
  return `${year}-${String(month).padStart(2, "0")}-15`
}

function expected(pickup: string, dropoff: string, date: string): Quote {
  const state = quoteState(tariff, { pickup, dropoff, date, vehicleClass: "economy" }, index)
  if (state.kind !== "quote") throw new Error(`${pickup} → ${dropoff} has no price by the rule (${state.kind})`)
  return state.quote
}

async function priceTrip(page: Page, language: "de" | "en", pickup: string, dropoff: string, date: string) {
  await page.goto(language === "de" ? "/contact#booking" : "/en/contact#booking")
  await formReady(page, "booking")
  await field(page, "vehicleClass").selectOption("economy")
  await field(page, "date").fill(date)
  await field(page, "pickup").fill(pickup)
  await field(page, "dropoff").fill(dropoff)
}

async function expectQuote(page: Page, language: "de" | "en", quote: Quote) {
  await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(quote.total, language))
  await expect(page.getByTestId("quote-route")).toHaveText(routeLine(quote.route!, language, translate(language)))
  await expect(form(page).locator('input[type="hidden"][name="distanceKm"]')).toHaveValue(String(quote.distanceKm))
  await expect(form(page).locator('input[type="hidden"][name="route"]')).toHaveValue(
    routeLine(quote.route!, language, translate(language)),
  )
}

for (const language of ["de", "en"] as const) {
  test(`a trip across a ridge is priced along the road: Arosa → Davos goes round by Chur (${language})`, async ({
    page,
  }) => {
    const july = nextDateIn(7)
    const quote = expected("Arosa", "Davos", july)
    // About 87 km by road; the straight line is 14 km.
    expect(quote.distanceKm).toBeGreaterThanOrEqual(80)
    expect(quote.distanceKm).toBeLessThanOrEqual(95)
    expect(quote.route!.via).toEqual({ de: "Chur", en: "Chur" })
    await priceTrip(page, language, "Arosa", "Davos", july)
    await expectQuote(page, language, quote)
    await expect(page.getByTestId("quote-route")).toContainText(language === "de" ? "via Chur" : "via Chur")
  })

  test(`a pass closed in winter sends the trip round it, and the line says so (${language})`, async ({ page }) => {
    const [july, january] = [nextDateIn(7), nextDateIn(1)]
    const summer = expected("Meiringen", "Andermatt", july)
    const winter = expected("Meiringen", "Andermatt", january)
    expect(summer.route!.via?.de).toBe("Sustenpass")
    expect(winter.route!.closed?.name.de).toBe("Sustenpass")
    expect(winter.distanceKm!).toBeGreaterThan(1.5 * summer.distanceKm!)
    expect(winter.total).toBeGreaterThan(summer.total)
    await priceTrip(page, language, "Meiringen", "Andermatt", january)
    await expectQuote(page, language, winter)
    await expect(page.getByTestId("quote-route")).toContainText(
      language === "de" ? "Sustenpass im Januar gesperrt" : "Susten Pass closed in January",
    )
    // The same trip in July: over the pass, cheaper, and the line names it.
    await field(page, "date").fill(july)
    await expectQuote(page, language, summer)
  })

  test(`a street address is priced at its locality, never at a place in the street's name (${language})`, async ({
    page,
  }) => {
    const july = nextDateIn(7)
    const quote = expected("Thun", "Adelboden", july)
    await priceTrip(page, language, "Thun", "Dorfstrasse 1, 3715 Adelboden", july)
    await expectQuote(page, language, quote)
    await expect(field(page, "dropoff")).toHaveValue("Dorfstrasse 1, 3715 Adelboden")
    const sion = expected("Bern", "Sion", july)
    await field(page, "pickup").fill("Bern")
    await field(page, "dropoff").fill("Avenue de Lausanne 5, 1950 Sion")
    await expectQuote(page, language, sion)
  })
}

test("a car train's fare is in the price, and the request carries the way and the drive time", async ({ page }) => {
  const posts = await acceptPosts(page)
  const date = nextDateIn(7)
  const quote = expected("Thun", "Visp", date)
  expect(quote.route!.fare).toBeGreaterThan(0)
  expect(quote.route!.via?.de).toMatch(/Lötschberg/)
  await page.goto("/contact#booking")
  await formReady(page, "booking")
  await fillValid(page)
  await field(page, "vehicleClass").selectOption("economy")
  await field(page, "date").fill(date)
  await field(page, "pickup").fill("Thun")
  await field(page, "dropoff").fill("Visp")
  await expectQuote(page, "de", quote)
  await expect(page.getByTestId("quote-source")).toContainText(formatPrice(Math.ceil(quote.route!.fare), "de"))
  await form(page).getByRole("button", { name: "Anfrage senden" }).click()
  await confirmed(page)
  expect(posts).toHaveLength(1)
  expect(posts[0].get("route")).toBe(routeLine(quote.route!, "de", translate("de")))
  expect(posts[0].get("driveMinutes")).toBe(String(quote.route!.minutes))
  expect(posts[0].get("distanceKm")).toBe(String(quote.distanceKm))
})

/** The next date at least a week ahead on a weekday (1 = Monday … 7 = Sunday), outside the passes' closures. */
function nextWeekday(weekday: number): string {
  const day = new Date()
  day.setDate(day.getDate() + 7)
  while ((day.getDay() || 7) !== weekday) day.setDate(day.getDate() + 1)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`
}

for (const language of ["de", "en"] as const) {
  test(`a town along a motorway is priced along it, not from its end and back: Münsingen → Bern (${language})`, async ({
    page,
  }) => {
    const date = nextDateIn(7)
    const quote = expected("Münsingen", "Bern", date)
    // About 15 km by the A6; Thun, the segment's other end, is 17 km the other way.
    expect(quote.distanceKm).toBeGreaterThanOrEqual(13)
    expect(quote.distanceKm).toBeLessThanOrEqual(18)
    await priceTrip(page, language, "Münsingen", "Bern", date)
    await expectQuote(page, language, quote)
  })

  test(`a trip whose shortest way is slow takes the motorway, and the line names it: Bern → Luzern (${language})`, async ({
    page,
  }) => {
    const date = nextDateIn(7)
    const quote = expected("Bern", "Luzern", date)
    // By the A1 and A2 about 111 km; the shortest way, through the Entlebuch, is 98 km and slower.
    expect(quote.distanceKm).toBeGreaterThanOrEqual(100)
    expect(quote.distanceKm).toBeLessThanOrEqual(124)
    expect(quote.route!.route.segments.every((s) => s.kind === "motorway")).toBe(true)
    expect(quote.route!.via).not.toEqual({ de: "Schüpfheim", en: "Schüpfheim" })
    await priceTrip(page, language, "Bern", "Luzern", date)
    await expectQuote(page, language, quote)
    await expect(page.getByTestId("quote-route")).toContainText(`via ${quote.route!.via![language]}`)
  })

  test(`a June trip over a high pass is priced by the way surely open, and the line says why (${language})`, async ({
    page,
  }) => {
    const [june, july] = [nextDateIn(6), nextDateIn(7)]
    const early = expected("Meiringen", "Andermatt", june)
    const summer = expected("Meiringen", "Andermatt", july)
    expect(early.route!.closed).toMatchObject({ name: { de: "Sustenpass" }, state: "uncertain" })
    expect(early.total).toBeGreaterThan(summer.total)
    await priceTrip(page, language, "Meiringen", "Andermatt", june)
    await expectQuote(page, language, early)
    await expect(page.getByTestId("quote-route")).toContainText(
      language === "de" ? "Sustenpass im Juni vielleicht gesperrt" : "Susten Pass may be closed in June",
    )
  })

  test(`a car train costs its weekend fare on a Saturday and its weekday fare on a Tuesday (${language})`, async ({
    page,
  }) => {
    const [saturday, tuesday] = [nextWeekday(6), nextWeekday(2)]
    const weekend = expected("Thun", "Visp", saturday)
    const weekday = expected("Thun", "Visp", tuesday)
    expect([weekday.route!.fare, weekend.route!.fare]).toEqual([28, 31])
    expect(weekend.total - weekday.total).toBe(3)
    await priceTrip(page, language, "Thun", "Visp", saturday)
    await expectQuote(page, language, weekend)
    await expect(page.getByTestId("quote-source")).toContainText(formatPrice(31, language))
    await field(page, "date").fill(tuesday)
    await expectQuote(page, language, weekday)
  })
}
