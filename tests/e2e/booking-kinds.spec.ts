/**
 * The booking request a chauffeur can act on: by the hour, stops on the way, the name sign, bulky items, who pays,
 * and the terms beside the price, in both languages, from the form to what the host receives and the confirmation.
 */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
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
import { formatPrice } from "../../src/lib/domain/price-format"

type Language = "de" | "en"
const content = (file: string) =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content", file), "utf8"), { schema: yaml.CORE_SCHEMA })
const tariff = content("tariff.yaml") as {
  stopCharge: number
  hourly: Record<string, { rate: number; minimumHours: number }>
}
const booking = content("booking.yaml") as {
  termsVersion: string
  airportWaitMinutes: number
  waitMinutes: number
  freeCancellationHours: number
  terms: { id: string; text: Record<Language, string> }[]
}
/** The terms as the page shows them: the numbers of content/booking.yaml in place of their tokens. */
const terms = (language: Language) =>
  booking.terms.map((term) =>
    term.text[language]
      .replace(/\s+/g, " ")
      .replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(booking[key as keyof typeof booking])),
  )

const text = {
  de: {
    submit: "Anfrage senden",
    hourly: "Stundenweise",
    stops: "Zwischenhalte (optional)",
    items: "Skis, Golfbags, Velos, Haustiere",
    company: "Eine Firma",
    included: "Inbegriffen",
    hoursMinimum: "Stundenweise buchen Sie die Klasse Premium für mindestens 2 Stunden.",
    hoursMaximum: "Höchstens 24 Stunden; für längere Einsätze rufen Sie uns bitte an.",
    stopIsPickup:
      "Dieser Halt ist die Abholadresse. Bitte geben Sie einen anderen Ort ein oder lassen Sie das Feld leer.",
    itemsNoClass:
      "Keines unserer Fahrzeuge nimmt mehr als 4 mit. Rufen Sie uns bitte an: Wir schicken ein zweites Fahrzeug.",
    classItems:
      "Die Klasse Premium nimmt nicht so viele mit: Paar Skis oder Snowboards. Wählen Sie eine grössere Klasse.",
    signLong: "Bitte höchstens 40 Zeichen.",
    signMarkup: "Bitte schreiben Sie das Schild als reinen Text, ohne < > { } oder &…;.",
    invoiceAddress: "Bitte geben Sie die Adresse für die Rechnung ein.",
    hourlyRow: (hours: number, rate: number) => `${hours} h × ${formatPrice(rate, "de")}`,
    stopsRow: "davon Zwischenhalte (2)",
    via: "via Zug, Baar",
    jobSheet: "AUFTRAG AC-",
    summaryHours: "Stundenweise",
    summaryTerms: `Bedingungen (${booking.termsVersion})`,
  },
  en: {
    submit: "Send request",
    hourly: "By the hour",
    stops: "Stops on the way (optional)",
    items: "Skis, golf bags, bicycles, pets",
    company: "A company",
    included: "Included",
    hoursMinimum: "By the hour, the Premium class is booked for at least 2 hours.",
    hoursMaximum: "At most 24 hours; for longer bookings, please call us.",
    stopIsPickup: "This stop is the pick-up address. Please enter another place or leave it empty.",
    itemsNoClass: "No vehicle of ours carries more than 4. Please call us: we send a second car.",
    classItems: "The Premium class does not carry that many: Pairs of skis or snowboards. Choose a larger class.",
    signLong: "At most 40 characters, please.",
    signMarkup: "Please write the sign as plain text, without < > { } or &…;.",
    invoiceAddress: "Please enter the address the invoice goes to.",
    hourlyRow: (hours: number, rate: number) => `${hours} h × ${formatPrice(rate, "en")}`,
    stopsRow: "of which stops (2)",
    via: "via Zug, Baar",
    jobSheet: "JOB AC-",
    summaryHours: "By the hour",
    summaryTerms: `Terms (${booking.termsVersion})`,
  },
}

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

async function openBooking(page: Page, language: Language) {
  await page.goto(language === "de" ? "/contact#booking" : "/en/contact#booking")
  await formReady(page, "booking")
}

const errorOf = (page: Page, name: string) => form(page).locator(`#booking-${name}-error`)

/** Types a place and closes its suggestions, as a visitor who types the whole name does. */
async function place(page: Page, name: string, value: string) {
  await field(page, name).fill(value)
  await field(page, name).press("Escape")
}

for (const language of ["de", "en"] as const) {
  const t = text[language]

  test(`by the hour (${language}): rate × hours under the price, the terms beside it, all of it sent`, async ({
    page,
  }) => {
    const posts = await acceptPosts(page)
    await openBooking(page, language)
    await fillValid(page, { service: "city-local-trips" })
    await form(page).getByRole("radio", { name: t.hourly }).check()
    // No destination by the hour: the end place is optional.
    await field(page, "dropoff").fill("")
    await expect(field(page, "hours")).toBeVisible()
    await expect(field(page, "returnDate")).toBeHidden()
    await field(page, "hours").fill("5")
    await field(page, "dayPlan").fill("10:00 Bahnhofstrasse\n13:00 Zug")
    const { rate } = tariff.hourly.premium
    const quote = page.getByTestId("price-quote")
    await expect(quote).toContainText(t.hourlyRow(5, rate))
    await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(5 * rate, language))
    // The terms under the price, the office's numbers in them.
    const shown = form(page).getByTestId("terms")
    await expect(shown).toContainText(t.included)
    await expect(shown.locator("li")).toHaveText(terms(language))
    await form(page).getByRole("button", { name: t.submit }).click()
    await confirmed(page, language)
    expect(posts).toHaveLength(1)
    const sent = posts[0]
    expect(sent.get("tripType")).toBe("hourly")
    expect(sent.get("pickup")).toBe("Flughafen Zürich")
    expect(sent.get("dropoff")).toBe("")
    expect(sent.get("hours")).toBe("5")
    expect(sent.get("dayPlan")).toBe("10:00 Bahnhofstrasse\n13:00 Zug")
    expect(sent.get("vehicleClass")).toBe("premium")
    expect(sent.get("quotedPrice")).toBe(formatPrice(5 * rate, language))
    expect(sent.get("priceSource")).toBe("hourly")
    expect(sent.get("termsVersion")).toBe(booking.termsVersion)
    expect(sent.get("payer")).toBe("private")
    expect(sent.get("payment")).toBe("card")
    // The airport pick-up asks for the sign; it starts as the passenger's name.
    expect(sent.get("signText")).toBe("Claudia Meier")
    // The job sheet comes first, and reads as the dispatcher plans.
    expect([...sent.keys()][0]).toBe("form-name")
    expect([...sent.keys()][1]).toBe("jobSheet")
    expect(sent.get("jobSheet")).toMatch(new RegExp(`^${t.jobSheet}`))
    expect(sent.get("jobSheet")).toContain("5 h")
    // The confirmation repeats the hours and the terms.
    const summary = page.locator(".request-summary")
    await expect(summary).toContainText(t.summaryHours)
    await expect(summary.getByTestId("terms")).toContainText(t.summaryTerms)
    await expect(summary.getByTestId("terms").locator("li")).toHaveText(terms(language))
  })

  test(`stops on the way (${language}): priced through them with the stop charge, listed everywhere`, async ({
    page,
  }) => {
    const posts = await acceptPosts(page)
    await openBooking(page, language)
    await fillValid(page, { route: false })
    await place(page, "pickup", "Zürich")
    await place(page, "dropoff", "Luzern")
    await field(page, "vehicleClass").selectOption("economy")
    await form(page).locator("summary", { hasText: t.stops }).click()
    await place(page, "stop1", "Zug")
    await place(page, "stop2", "Baar")
    const quote = page.getByTestId("price-quote")
    await expect(quote).toContainText(t.stopsRow)
    await expect(quote.locator(".price-quote__part dd")).toHaveText(formatPrice(2 * tariff.stopCharge, language))
    await expect(page.getByTestId("quote-route")).toContainText(t.via)
    const total = await page.getByTestId("quoted-total").textContent()
    await form(page).getByRole("button", { name: t.submit }).click()
    await confirmed(page, language)
    const sent = posts[0]
    expect(sent.get("stop1")).toBe("Zug")
    expect(sent.get("stop2")).toBe("Baar")
    expect(sent.get("stop3")).toBe("")
    expect(sent.get("quotedPrice")).toBe(total)
    expect(sent.get("priceSource")).toBe("rule")
    expect(sent.get("route")).toContain(t.via)
    // Not an airport or station: no sign.
    expect(sent.get("signText")).toBe("")
    const summary = page.locator(".request-summary")
    await expect(summary).toContainText("Zürich → Zug → Baar → Luzern")
    // The calendar file lists the stops and the terms.
    const href = await page.getByTestId("calendar-link").getAttribute("href")
    const ics = decodeURIComponent(href!.replace(/^data:text\/calendar;charset=utf-8,/, "")).replace(/\r\n /g, "")
    expect(ics).toContain("Zug\\, Baar")
    expect(ics).toContain(terms(language)[1].replace(/,/g, "\\,"))
  })

  test(`a company booking (${language}): invoice address asked for at the field, then everything sent`, async ({
    page,
  }) => {
    const posts = await acceptPosts(page)
    await openBooking(page, language)
    await fillValid(page)
    await expect(field(page, "companyName")).toBeHidden()
    await form(page).getByRole("radio", { name: t.company }).check()
    await field(page, "companyName").fill("Muster AG")
    await field(page, "costCentre").fill("KST 4711")
    await form(page).locator('input[name="payment"][value="invoice"]').check()
    await form(page).getByRole("button", { name: t.submit }).click()
    await expect(errorOf(page, "invoiceAddress")).toHaveText(t.invoiceAddress)
    await expect(field(page, "invoiceAddress")).toBeFocused()
    // Nothing typed is lost.
    await expect(field(page, "companyName")).toHaveValue("Muster AG")
    await field(page, "invoiceAddress").fill("Muster AG\nBahnhofstrasse 1\n8001 Zürich")
    await form(page).getByRole("button", { name: t.submit }).click()
    await confirmed(page, language)
    const sent = posts[0]
    expect(sent.get("payer")).toBe("company")
    expect(sent.get("companyName")).toBe("Muster AG")
    expect(sent.get("invoiceAddress")).toBe("Muster AG\nBahnhofstrasse 1\n8001 Zürich")
    expect(sent.get("costCentre")).toBe("KST 4711")
    expect(sent.get("payment")).toBe("invoice")
    expect(sent.get("jobSheet")).toContain("Muster AG; Muster AG, Bahnhofstrasse 1, 8001 Zürich")
    await expect(page.locator(".request-summary")).toContainText("Muster AG")
  })

  test(`bad input gets its message at the field in ${language}, and nothing typed is lost`, async ({ page }) => {
    await openBooking(page, language)
    await fillValid(page)
    const submit = form(page).getByRole("button", { name: t.submit })
    // By the hour: under the minimum, over 24 hours.
    await form(page).getByRole("radio", { name: t.hourly }).check()
    await field(page, "hours").fill("1")
    await submit.click()
    await expect(errorOf(page, "hours")).toHaveText(t.hoursMinimum)
    await field(page, "hours").fill("25")
    await submit.click()
    await expect(errorOf(page, "hours")).toHaveText(t.hoursMaximum)
    await expect(field(page, "hours")).toHaveValue("25")
    await form(page)
      .getByRole("radio", { name: language === "de" ? "Einfache Fahrt" : "One way" })
      .check()
    // A stop that is the pick-up.
    await form(page).locator("summary", { hasText: t.stops }).click()
    await place(page, "stop1", "flughafen zürich")
    // More items than any class carries; a sign too long.
    await form(page).locator("summary", { hasText: t.items }).click()
    await field(page, "bicycles").fill("5")
    await field(page, "signText").fill("x".repeat(41))
    await submit.click()
    await expect(errorOf(page, "stop1")).toHaveText(t.stopIsPickup)
    await expect(errorOf(page, "bicycles")).toHaveText(t.itemsNoClass)
    await expect(errorOf(page, "signText")).toHaveText(t.signLong)
    await expect(field(page, "stop1")).toBeFocused()
    // The class that cannot carry them says so; markup in the sign.
    await field(page, "bicycles").fill("0")
    await field(page, "skis").fill("4")
    await field(page, "signText").fill("<b>Meier</b>")
    await submit.click()
    await expect(errorOf(page, "vehicleClass")).toHaveText(t.classItems)
    await expect(errorOf(page, "signText")).toHaveText(t.signMarkup)
    await expect(field(page, "stop1")).toHaveValue("flughafen zürich")
    await expect(field(page, "skis")).toHaveValue("4")
    await expect(field(page, "signText")).toHaveValue("<b>Meier</b>")
  })

  test(`the terms page (${language}) names the numbers the form shows`, async ({ page }) => {
    await page.goto(language === "de" ? "/agb" : "/en/agb")
    const main = page.locator("main")
    const minutes = language === "de" ? "Minuten" : "minutes"
    await expect(main).toContainText(`${booking.airportWaitMinutes} ${minutes}`)
    await expect(main).toContainText(`${booking.waitMinutes} ${minutes}`)
    await expect(main).toContainText(`${booking.freeCancellationHours} ${language === "de" ? "Stunden" : "hours"}`)
    await expect(main).not.toContainText("{{")
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("an hourly company booking with its extras posts every field", async ({ page }) => {
    await page.goto("/en/contact")
    await expect(form(page).locator('input[name="jobSheet"]')).toHaveCount(1)
    await fillValid(page)
    await form(page).getByRole("radio", { name: "By the hour" }).check()
    await expect(field(page, "hours")).toBeVisible()
    await field(page, "hours").fill("4")
    await field(page, "dayPlan").fill("Meetings in Zug")
    await form(page).locator("summary", { hasText: "Skis, golf bags" }).click()
    await field(page, "golfBags").fill("2")
    await form(page).getByRole("radio", { name: "A company" }).check()
    await field(page, "companyName").fill("Muster AG")
    await field(page, "invoiceAddress").fill("Bahnhofstrasse 1, 8001 Zürich")
    await form(page).locator('input[name="payment"][value="invoice"]').check()
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      form(page).getByRole("button", { name: "Send request" }).click(),
    ])
    const sent = new URLSearchParams(request.postData() ?? "")
    const expected = {
      "form-name": "booking",
      tripType: "hourly",
      hours: "4",
      dayPlan: "Meetings in Zug",
      golfBags: "2",
      payer: "company",
      companyName: "Muster AG",
      invoiceAddress: "Bahnhofstrasse 1, 8001 Zürich",
      payment: "invoice",
      termsVersion: booking.termsVersion,
      stop1: "",
      signText: "",
      petSize: "",
    }
    for (const [name, value] of Object.entries(expected)) expect(sent.get(name), name).toBe(value)
    await confirmed(page, "en")
  })
})
