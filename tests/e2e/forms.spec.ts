import { expect, test, type Page } from "./fixtures"
import {
  acceptPosts,
  bookingField as field,
  bookingForm as form,
  consentBanner,
  consentPreferences,
  fillValid,
  formReady,
  formValues,
  consentRead,
  inDays,
  stubMaps,
  withConsent,
  confirmed,
} from "./helpers"
import { CONSENT_STYLESHEET } from "../../src/lib/consent/assets"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

const labels = {
  de: {
    service: "Service",
    pickup: "Abholadresse",
    dropoff: "Zieladresse",
    date: "Datum",
    time: "Abholzeit",
    passengers: "Passagiere",
    suitcases: "Koffer",
    vehicleClass: "Fahrzeugklasse",
    name: "Vor- und Nachname",
    email: "E-Mail",
    phone: "Telefon",
    submit: "Anfrage senden",
  },
  en: {
    service: "Service",
    pickup: "Pick-up address",
    dropoff: "Destination",
    date: "Date",
    time: "Pick-up time",
    passengers: "Passengers",
    suitcases: "Suitcases",
    vehicleClass: "Vehicle class",
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    submit: "Send request",
  },
}

async function openBooking(page: Page, language: "de" | "en") {
  await page.goto(language === "de" ? "/contact#booking" : "/en/contact#booking")
  await formReady(page, "booking")
}

const errorOf = (page: Page, name: string) => form(page).locator(`#booking-${name}-error`)

test("an empty request shows the errors, announces them and focuses the first field", async ({ page }) => {
  await openBooking(page, "de")
  await form(page).getByRole("button", { name: "Anfrage senden" }).click()
  await expect(page).toHaveURL(/\/contact#booking$/)
  await expect(form(page).getByRole("alert")).toHaveText("Bitte prüfen Sie die markierten Felder.")
  await expect(errorOf(page, "pickup")).toHaveText("Bitte füllen Sie dieses Feld aus.")
  await expect(field(page, "pickup")).toHaveAttribute("aria-invalid", "true")
  await expect(field(page, "pickup")).toHaveAttribute("aria-describedby", /booking-pickup-error/)
  await expect(field(page, "service")).toBeFocused()
  await expect(errorOf(page, "privacy")).toContainText("Datenschutzerklärung")
})

const badInputs: { name: string; value: string; de: string; en: string; also?: Record<string, string> }[] = [
  { name: "pickup", value: "", de: "Bitte füllen Sie dieses Feld aus.", en: "Please fill in this field." },
  {
    name: "dropoff",
    value: "flughafen zürich",
    de: "Abhol- und Zieladresse sind gleich.",
    en: "Pick-up and destination are the same.",
  },
  {
    name: "date",
    value: inDays(-2),
    de: "Dieser Zeitpunkt liegt in der Vergangenheit.",
    en: "This time is in the past.",
  },
  {
    name: "passengers",
    value: "0",
    de: "Bitte geben Sie 1 bis 16 Passagiere an.",
    en: "Please enter 1 to 16 passengers.",
  },
  {
    name: "passengers",
    value: "17",
    de: "Bitte geben Sie 1 bis 16 Passagiere an.",
    en: "Please enter 1 to 16 passengers.",
  },
  { name: "suitcases", value: "20", de: "Bitte geben Sie 0 bis 16 Koffer an.", en: "Please enter 0 to 16 suitcases." },
  { name: "childSeats", value: "5", de: "Bitte geben Sie 0 bis 3 Sitze an.", en: "Please enter 0 to 3 seats." },
  {
    name: "flightNumber",
    value: "318",
    de: "Bitte geben Sie die Flugnummer mit Airline-Code ein, z. B. LX 318.",
    en: "Please enter the flight number with the airline code, e.g. LX 318.",
  },
  {
    name: "name",
    value: "C",
    de: "Bitte geben Sie Ihren vollständigen Namen ein.",
    en: "Please enter your full name.",
  },
  {
    name: "email",
    value: "claudia@",
    de: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch.",
    en: "Please enter a valid e-mail address, e.g. name@example.com.",
  },
  {
    name: "email",
    value: "claudia meier@example.ch",
    de: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch.",
    en: "Please enter a valid e-mail address, e.g. name@example.com.",
  },
  {
    name: "phone",
    value: "12345",
    de: "Bitte geben Sie eine gültige Telefonnummer ein, z. B. 079 555 12 34 oder +41 79 555 12 34.",
    en: "Please enter a valid phone number, e.g. +41 79 555 12 34 or 079 555 12 34.",
  },
  { name: "phone", value: "", de: "Bitte füllen Sie dieses Feld aus.", en: "Please fill in this field." },
  {
    name: "message",
    value: "x".repeat(2001),
    de: "Ihre Nachricht ist zu lang (höchstens 2000 Zeichen).",
    en: "Your message is too long (2000 characters at most).",
  },
  {
    name: "vehicleClass",
    value: "limousine",
    also: { passengers: "5" },
    de: "Die Klasse Limousine bietet Platz für höchstens 3 Passagiere.",
    en: "The Limousine class seats at most 3 passengers.",
  },
  {
    name: "vehicleClass",
    value: "economy",
    also: { passengers: "2", suitcases: "3" },
    de: "Die Klasse Economy fasst höchstens 2 Koffer.",
    en: "The Economy class takes at most 2 suitcases.",
  },
]

/** Sets a field's value as a visitor would: a choice in a list, or text typed or pasted (past any maxlength). */
async function setValue(page: Page, name: string, value: string) {
  const control = field(page, name)
  if ((await control.evaluate((el) => el.tagName)) === "SELECT") return void (await control.selectOption(value))
  await control.evaluate((el, value) => {
    const input = el as HTMLInputElement
    input.removeAttribute("maxlength")
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!
    setter.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  }, value)
}

for (const language of ["de", "en"] as const) {
  test(`bad input gets a clear message in ${language}, and nothing is lost`, async ({ page }) => {
    // Dozens of submits with bad input: three times the usual time (the suite runs at 4 workers on 2 cores).
    test.slow()
    await openBooking(page, language)
    await fillValid(page)
    const valid = await formValues(page, "booking")
    for (const bad of badInputs) {
      const changed = { ...bad.also, [bad.name]: bad.value }
      for (const [name, value] of Object.entries(changed)) await setValue(page, name, value)
      const before = await formValues(page, "booking")
      await form(page).getByRole("button", { name: labels[language].submit }).click()
      await expect(errorOf(page, bad.name), `${bad.name}=${bad.value}`).toHaveText(bad[language])
      await expect(page).toHaveURL(/contact#booking$/)
      // Nothing lost: every field, the bad one included, is as it was before the click.
      expect(await formValues(page, "booking"), `${bad.name}=${bad.value}`).toEqual(before)
      // The valid request again, for the next case.
      for (const name of Object.keys(changed)) await setValue(page, name, valid[name])
      await expect(errorOf(page, bad.name)).toHaveCount(0)
    }
  })
}

test("the time must be at least the lead time ahead", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-23T10:00:00"))
  await openBooking(page, "en")
  await fillValid(page)
  await field(page, "date").fill("2026-11-23")
  await field(page, "time").fill("12:00")
  await form(page).getByRole("button", { name: "Send request" }).click()
  await expect(errorOf(page, "time")).toHaveText(
    "Online requests need at least 4 hours' notice. For short-notice rides, please call us.",
  )
  await field(page, "time").fill("14:00")
  await form(page).getByRole("button", { name: "Send request" }).click()
  await expect(errorOf(page, "time")).toHaveCount(0)
})

test("a return journey must come after the outbound one", async ({ page }) => {
  await openBooking(page, "de")
  await fillValid(page)
  await form(page).getByText("Hin- und Rückfahrt").click()
  await field(page, "returnDate").fill(inDays(2))
  await field(page, "returnTime").fill("10:00")
  await form(page).getByRole("button", { name: "Anfrage senden" }).click()
  await expect(errorOf(page, "returnDate")).toHaveText("Die Rückfahrt muss nach der Hinfahrt stattfinden.")
})

// The phone rules' chunk fails (offline, blocked) or never arrives: the submission takes the plausibility check
// (after a second try, or after PHONE_RULES_WAIT_MS = 5 s), so an error still shows and a request still goes out.
for (const chunk of ["fails", "hangs"] as const) {
  test(`when the phone rules' script ${chunk}, the number is still checked and the request is sent`, async ({
    page,
  }) => {
    const rules: string[] = []
    await page.route(/\/phone-rules-\w+\.js$/, (route) => {
      rules.push(route.request().url())
      // A hanging request is simply never answered.
      if (chunk === "fails") return route.abort("failed")
    })
    const posts = await acceptPosts(page)
    await openBooking(page, "en")
    await fillValid(page)
    await field(page, "phone").fill("12345")
    await form(page).getByRole("button", { name: "Send request" }).click()
    await expect(errorOf(page, "phone")).toHaveText(
      "Please enter a valid phone number, e.g. +41 79 555 12 34 or 079 555 12 34.",
      { timeout: 15_000 },
    )
    // Requested on focus; a failed load is tried once more on submit, a hanging one is waited for.
    expect(rules.length).toBeGreaterThanOrEqual(chunk === "fails" ? 2 : 1)
    expect(posts).toEqual([])
    await field(page, "phone").fill("079 555 12 34")
    await form(page).getByRole("button", { name: "Send request" }).click()
    await confirmed(page, "en")
    expect(posts).toHaveLength(1)
    expect(posts[0].get("phone")).toBe("079 555 12 34")
  })
}

test("the smallest fitting class is suggested", async ({ page }) => {
  await openBooking(page, "en")
  await field(page, "passengers").fill("7")
  await expect(form(page).locator(".request-form__suggestion")).toContainText(
    "The Minibus class fits your group and luggage.",
  )
  await form(page).getByRole("button", { name: "Choose Minibus" }).click()
  await expect(field(page, "vehicleClass")).toHaveValue("minibus")
})

test("a successful request lands on the confirmation page with a summary and a reference", async ({ page }) => {
  const posts = await acceptPosts(page)
  await openBooking(page, "de")
  await fillValid(page)
  await form(page).getByRole("button", { name: "Anfrage senden" }).click()
  await confirmed(page)
  await expect(page.locator(".request-summary")).toContainText("Flughafen Zürich → Hotel Baur au Lac")
  await expect(page.getByTestId("reference")).toHaveText(/^AC-\d{4}-[A-Z0-9]{4}$/)
  expect(posts).toHaveLength(1)
  const [body] = posts
  expect(body.get("form-name")).toBe("booking")
  expect(body.get("pickup")).toBe("Flughafen Zürich")
  expect(body.get("reference")).toMatch(/^AC-/)
  // The draft is gone after success.
  await openBooking(page, "de")
  await expect(field(page, "pickup")).toHaveValue("")
})

test("what a visitor enters before the page's scripts have run is kept, wins over a booking link and is sent", async ({
  page,
}) => {
  // Hold the app's script back until the visitor has typed: until then the form is plain HTML.
  let release = () => {}
  const typed = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/app-\w+\.js$/, async (route) => {
    await typed
    await route.continue()
  })
  const posts = await acceptPosts(page)
  await page.goto("/contact?from=zrh-airport&to=zermatt#booking")
  await field(page, "pickup").fill("Bahnhofstrasse 1, 8001 Zürich")
  await field(page, "name").fill("Claudia Meier")
  await field(page, "vehicleClass").selectOption("limousine")
  await form(page).locator("#booking-privacy").check()
  expect(await page.evaluate(() => (window as Window & { __hydrated?: boolean }).__hydrated)).toBeUndefined()
  release()
  await formReady(page, "booking")
  await expect(field(page, "pickup")).toHaveValue("Bahnhofstrasse 1, 8001 Zürich")
  await expect(field(page, "dropoff")).toHaveValue("Zermatt (Täsch)")
  await expect(field(page, "name")).toHaveValue("Claudia Meier")
  await expect(field(page, "vehicleClass")).toHaveValue("limousine")
  await expect(form(page).locator("#booking-privacy")).toBeChecked()
  // The rest of a valid request, then send: the early values are in React's state, so they are sent.
  await fillValid(page, { route: false })
  await form(page).getByRole("button", { name: "Anfrage senden" }).click()
  await confirmed(page)
  const [body] = posts
  expect(body.get("pickup")).toBe("Bahnhofstrasse 1, 8001 Zürich")
  expect(body.get("dropoff")).toBe("Zermatt (Täsch)")
  expect(body.get("vehicleClass")).toBe("limousine")
  expect(body.get("privacy")).toBe("yes")
})

for (const failure of ["500", "network"] as const) {
  test(`a failed request (${failure}) shows a retry toast and keeps every value`, async ({ page }) => {
    const bodies: URLSearchParams[] = []
    await page.route("**/", (route) => {
      if (route.request().method() !== "POST") return route.continue()
      bodies.push(new URLSearchParams(route.request().postData() ?? ""))
      return failure === "500" ? route.fulfill({ status: 500, body: "error" }) : route.abort("failed")
    })
    await openBooking(page, "en")
    await fillValid(page)
    // Every field away from its default, so a field reset or left out shows.
    await form(page).locator('input[name="tripType"][value="return"]').check()
    await field(page, "returnDate").fill(inDays(5))
    await field(page, "returnTime").fill("18:45")
    await field(page, "flightNumber").fill("LX 1234")
    await field(page, "babySeats").fill("1")
    await field(page, "childSeats").fill("1")
    await field(page, "boosterSeats").fill("1")
    await field(page, "message").fill("Two pairs of skis.")
    const filled = await formValues(page, "booking")
    expect(Object.keys(filled).length).toBeGreaterThanOrEqual(13)
    await form(page).getByRole("button", { name: "Send request" }).click()
    const toast = page.locator("[data-sonner-toast]")
    await expect(toast).toContainText("Your request could not be sent")
    await expect(page).toHaveURL(/\/en\/contact#booking$/)
    expect(await formValues(page, "booking")).toEqual(filled)
    await toast.getByRole("button", { name: "Send again" }).click()
    await expect.poll(() => bodies.length).toBe(2)
    // The retry sends what the visitor entered, field by field (the consent box as its value "yes").
    for (const [name, value] of Object.entries(filled)) {
      expect(bodies[1].get(name), name).toBe(name === "privacy" ? "yes" : value)
    }
    // A reload restores the draft: every field but the consent box, which is never restored.
    await page.reload()
    await formReady(page, "booking")
    await expect.poll(() => formValues(page, "booking")).toEqual({ ...filled, privacy: "false" })
  })
}

test("a reload restores the draft, but never the consent box", async ({ page }) => {
  await openBooking(page, "de")
  await fillValid(page)
  await page.reload()
  await formReady(page, "booking")
  await expect(field(page, "pickup")).toHaveValue("Flughafen Zürich")
  await expect(field(page, "name")).toHaveValue("Claudia Meier")
  await expect(field(page, "vehicleClass")).toHaveValue("premium")
  await expect(form(page).locator("#booking-privacy")).not.toBeChecked()
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the native form posts to the host and lands on the confirmation page", async ({ page }) => {
    await page.goto("/en/contact")
    await expect(form(page)).toHaveAttribute("data-netlify", "true")
    await expect(form(page)).toHaveAttribute("data-netlify-honeypot", "bot-field")
    await expect(form(page).locator('input[name="form-name"]')).toHaveValue("booking")
    await fillValid(page)
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      form(page).getByRole("button", { name: "Send request" }).click(),
    ])
    expect(new URL(request.url()).pathname).toBe("/en/confirmation-success")
    expect(new URLSearchParams(request.postData() ?? "").get("form-name")).toBe("booking")
    await expect(page.locator("h1")).toBeVisible()
    await confirmed(page, "en")
  })
})

test("the contact form checks its fields in the page language", async ({ page }) => {
  await page.goto("/en/contact")
  await formReady(page, "contact")
  const contact = page.locator('form[name="contact"]')
  await contact.getByRole("button", { name: "Send message" }).click()
  await expect(contact.locator("#contact-subject-error")).toHaveText("Please fill in this field.")
  await expect(contact.locator("#contact-message-error")).toHaveText("Please fill in this field.")
})

test.describe("address suggestions ask first", () => {
  const turnOn = (page: Page) =>
    form(page).getByRole("button", { name: "Adressvorschläge von Google Maps einschalten" })
  const attached = (page: Page) =>
    page.evaluate(() => (window as unknown as { __autocomplete?: string[] }).__autocomplete ?? [])
  const statusOn = (page: Page, language: "de" | "en" = "de") =>
    form(page).getByText(
      language === "de"
        ? "Adressvorschläge von Google Maps sind eingeschaltet."
        : "Address suggestions from Google Maps are on.",
    )

  test("focus and typing send nothing; the yes loads Places at once into the field in use, text kept", async ({
    page,
  }) => {
    const requests = await stubMaps(page)
    await openBooking(page, "de")
    await consentRead(page)
    await field(page, "pickup").focus()
    await field(page, "pickup").pressSequentially("Bahnhofstr")
    await field(page, "dropoff").focus()
    await field(page, "dropoff").pressSequentially("Zerm")
    await field(page, "pickup").focus()
    // The control is there (consent read, no yes yet); the fields have no autocomplete and nothing left the site.
    await expect(turnOn(page)).toBeVisible()
    await expect(form(page).locator("[data-maps-consent] a")).toHaveAttribute(
      "href",
      "/privacy-policy#address-autocomplete",
    )
    expect(requests).toEqual([])
    await expect(field(page, "pickup")).not.toHaveAttribute("data-autocomplete", "on")
    await turnOn(page).click()
    await expect.poll(() => requests.length).toBe(1)
    const url = new URL(requests[0])
    expect(url.searchParams.get("libraries")).toBe("places")
    expect(url.searchParams.get("region")).toBe("CH")
    expect(url.searchParams.get("loading")).toBe("async")
    expect(url.searchParams.get("key")).toBe("test-maps-key")
    await expect.poll(() => attached(page)).toEqual(["pickup"])
    await expect(field(page, "pickup")).toBeFocused()
    await expect(field(page, "pickup")).toHaveValue("Bahnhofstr")
    await expect(field(page, "dropoff")).toHaveValue("Zerm")
    await expect(turnOn(page)).toBeHidden()
    await expect(statusOn(page)).toBeVisible()
    await field(page, "dropoff").focus()
    await expect.poll(() => attached(page)).toEqual(["pickup", "dropoff"])
    expect(requests).toHaveLength(1)
    // Remembered with the other choices: the next page load asks no more and attaches on focus.
    const record = (await page.context().cookies()).find((c) => c.name === "cc_cookie")!
    expect(JSON.parse(decodeURIComponent(record.value)).categories).toEqual(["necessary", "maps"])
    await page.reload()
    await formReady(page, "booking")
    await consentRead(page)
    await field(page, "dropoff").focus()
    await expect.poll(() => requests.length).toBe(2)
    await expect(turnOn(page)).toBeHidden()
    await expect(statusOn(page)).toBeVisible()
  })

  /**
   * The consent library loads when the browser is idle, a while after the page: the ask must not wait for it, or
   * it would push the form's fields down under a visitor who has scrolled to them. Its stylesheet held back keeps
   * the stored consent unread here.
   */
  const holdConsentBack = (page: Page) =>
    page.route(`**${CONSENT_STYLESHEET}`, () => {
      // Never answered: the library's start waits for its stylesheet.
    })
  const top = (page: Page) =>
    form(page)
      .locator('[name="privacy"]')
      .evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY))

  test("the ask stands in the page before the stored consent is read; the fields below it stay put", async ({
    page,
  }) => {
    await holdConsentBack(page)
    await openBooking(page, "de")
    await expect(turnOn(page)).toBeVisible()
    expect(await page.locator("html").getAttribute("data-consent"), "the stored consent is still unread").toBeNull()
    const before = await top(page)
    await page.unrouteAll({ behavior: "ignoreErrors" })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.reload()
    await formReady(page, "booking")
    await consentRead(page)
    await expect(turnOn(page)).toBeVisible()
    expect(await top(page)).toBe(before)
  })

  test("a yes given earlier is read from the cookie as the form hydrates, before the consent library runs", async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsent(context, baseURL!, ["necessary", "maps"])
    await holdConsentBack(page)
    await openBooking(page, "en")
    await expect(statusOn(page, "en")).toBeVisible()
    await expect(form(page).getByRole("button", { name: "Turn on address suggestions from Google Maps" })).toBeHidden()
    expect(await page.locator("html").getAttribute("data-consent")).toBeNull()
  })

  test("the fields below stand in the same place whether the ask or the status shows", async ({
    page,
    context,
    baseURL,
  }) => {
    await openBooking(page, "de")
    await expect(turnOn(page)).toBeVisible()
    const asking = await top(page)
    await withConsent(context, baseURL!, ["necessary", "maps"])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.reload()
    await formReady(page, "booking")
    await expect(statusOn(page)).toBeVisible()
    expect(await top(page)).toBe(asking)
  })

  test("the banner's Accept does not turn suggestions on; withdrawing in the settings stops them", async ({
    page,
    context,
  }) => {
    await context.clearCookies()
    const requests = await stubMaps(page)
    await page.goto("/en/contact#booking")
    await formReady(page, "booking")
    await consentBanner(page).getByRole("button", { name: "Accept", exact: true }).click()
    const categories = async () =>
      JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === "cc_cookie")!.value)).categories
    await expect.poll(categories).toEqual(["necessary", "analytics", "ads"])
    await field(page, "pickup").focus()
    await field(page, "pickup").pressSequentially("Zurich")
    // The site's own place suggestions open over the controls below the field: the visitor closes them first.
    await field(page, "pickup").press("Escape")
    const ask = form(page).getByRole("button", { name: "Turn on address suggestions from Google Maps" })
    await expect(ask).toBeVisible()
    expect(requests).toEqual([])
    await ask.click()
    await expect.poll(() => requests.length).toBe(1)
    await expect.poll(categories).toEqual(["necessary", "analytics", "ads", "maps"])
    // Withdraw: the status in the ask's place leads to the settings, which list the service with its own switch, on.
    await expect(statusOn(page, "en")).toBeVisible()
    await form(page).getByRole("button", { name: "cookie settings" }).click()
    const maps = consentPreferences(page).locator('input[value="maps"]')
    await expect(maps).toBeChecked()
    await consentPreferences(page).locator('label:has(input[value="maps"])').click()
    await consentPreferences(page).getByRole("button", { name: "Save my choice" }).click()
    await expect.poll(categories).toEqual(["necessary", "analytics", "ads"])
    // The form says so at once: the ask is back in the status's place.
    await expect(ask).toBeVisible()
    await expect(statusOn(page, "en")).toBeHidden()
    await page.reload()
    await formReady(page, "booking")
    await consentRead(page)
    await field(page, "pickup").focus()
    await field(page, "pickup").pressSequentially(" Airport")
    await expect(ask).toBeVisible()
    expect(requests).toHaveLength(1)
  })
})
