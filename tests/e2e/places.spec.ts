import fs from "fs"
import path from "path"
import { violations } from "./axe"
import { expect, test, type Page } from "./fixtures"
import {
  acceptPosts,
  bookingField as field,
  bookingForm as form,
  consentRead,
  fillValid,
  formReady,
  stubMaps,
  withConsent,
  confirmed,
} from "./helpers"
import { readTariff } from "../../src/node/content-model/tariff-check"
import { formatPrice } from "../../src/lib/domain/price-format"
import { findRoute, lowestPrice } from "../../src/lib/domain/tariff"
import { indexPlaces, type PlaceIndexFile } from "../../src/lib/domain/places"
import { quoteFieldNames, quoteState } from "../../src/lib/forms/quote"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

/** Expected places and prices come from the tariff file itself. */
const tariff = readTariff(path.resolve(__dirname, "../../content"))
const cityRoute = findRoute(tariff, "zrh-airport", "zurich")!
const builtIndex = indexPlaces(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../generated/places.json"), "utf8")) as PlaceIndexFile,
)
const priceOf = (route: NonNullable<typeof cityRoute>, vehicleClass: string) =>
  route.prices.find((p) => p.vehicleClass === vehicleClass)!.amount

const text = {
  de: {
    path: "/contact#booking",
    pickup: "Abholadresse",
    zurich: "Zürich",
    airport: "Flughafen Zürich",
    list: "Orte",
    count: (n: number) => (n === 1 ? "1 Vorschlag" : `${n} Vorschläge`),
    none: "keine Vorschläge",
    via: "Preis bis Täsch – Zermatt ist autofrei, weiter mit Bahn, Seilbahn oder Elektrotaxi.",
    submit: "Anfrage senden",
    france: "Frankreich",
  },
  en: {
    path: "/en/contact#booking",
    pickup: "Pick-up address",
    zurich: "Zurich",
    airport: "Zurich Airport",
    list: "Places",
    count: (n: number) => (n === 1 ? "1 suggestion" : `${n} suggestions`),
    none: "no suggestions",
    via: "Price to Täsch – Zermatt is car-free; continue by train, cable car or electric taxi.",
    submit: "Send request",
    france: "France",
  },
}

async function openBooking(page: Page, language: "de" | "en") {
  await page.goto(text[language].path)
  await formReady(page, "booking")
}

const listOf = (page: Page, name: string) => form(page).locator(`#booking-${name}-places`)
const options = (page: Page, name: string) => listOf(page, name).getByRole("option")
const statusOf = (page: Page, name: string) =>
  form(page).locator(`.place-combobox:has([name="${name}"]) [role="status"]`)

for (const language of ["de", "en"] as const) {
  const t = text[language]

  test(`typing suggests places; arrows, Enter, Escape and Tab work as the combobox pattern says (${language})`, async ({
    page,
  }) => {
    await openBooking(page, language)
    const pickup = field(page, "pickup")
    // A plain text field until its first use has loaded the places: then a combobox, named by its label.
    await pickup.click()
    await expect(form(page).getByRole("combobox", { name: t.pickup })).toHaveAttribute("name", "pickup")
    await expect(pickup).toHaveAttribute("aria-autocomplete", "list")
    await expect(pickup).toHaveAttribute("aria-expanded", "false")
    await expect(pickup).toHaveAttribute("aria-controls", "booking-pickup-places")
    await pickup.pressSequentially("Zuer")
    await expect(pickup).toHaveAttribute("aria-expanded", "true")
    const list = form(page).getByRole("listbox", { name: t.list })
    await expect(list).toBeVisible()
    await expect(list).toHaveAttribute("id", "booking-pickup-places")
    await expect(options(page, "pickup").first()).toContainText(t.zurich)
    await expect(options(page, "pickup").first().locator(".place-combobox__label")).toHaveText(t.zurich)
    const count = await options(page, "pickup").count()
    expect(count).toBeGreaterThan(1)
    // The count is announced politely, in the page's language.
    await expect(statusOf(page, "pickup")).toHaveText(t.count(count))
    await expect(statusOf(page, "pickup")).toHaveAttribute("aria-live", "polite")
    // No option is active until the arrows move: the text stays as typed.
    await expect(pickup).not.toHaveAttribute("aria-activedescendant", /./)
    await pickup.press("ArrowDown")
    const first = options(page, "pickup").first()
    await expect(pickup).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!)
    await expect(first).toHaveAttribute("aria-selected", "true")
    await pickup.press("ArrowDown")
    await expect(pickup).toHaveAttribute(
      "aria-activedescendant",
      (await options(page, "pickup").nth(1).getAttribute("id"))!,
    )
    await expect(first).toHaveAttribute("aria-selected", "false")
    await pickup.press("ArrowUp")
    await expect(first).toHaveAttribute("aria-selected", "true")
    await expect(pickup).toHaveValue("Zuer")
    // Enter picks (and does not send the form); the list closes, the focus stays.
    await pickup.press("Enter")
    await expect(pickup).toHaveValue(t.zurich)
    await expect(pickup).toHaveAttribute("aria-expanded", "false")
    await expect(list).toBeHidden()
    await expect(pickup).toBeFocused()
    await expect(form(page).getByRole("alert")).toHaveCount(0)

    // Escape closes and keeps the text.
    await pickup.fill("")
    await pickup.pressSequentially("Flug")
    await expect(pickup).toHaveAttribute("aria-expanded", "true")
    await pickup.press("Escape")
    await expect(pickup).toHaveAttribute("aria-expanded", "false")
    await expect(pickup).toHaveValue("Flug")
    // Tab leaves with the text as typed.
    await pickup.pressSequentially("h")
    await expect(pickup).toHaveAttribute("aria-expanded", "true")
    await pickup.press("Tab")
    await expect(pickup).not.toBeFocused()
    await expect(pickup).toHaveValue("Flugh")
    await expect(pickup).toHaveAttribute("aria-expanded", "false")

    // Nothing matches: the list stays closed and says so.
    await pickup.fill("")
    await pickup.pressSequentially("Qxzv")
    await expect(pickup).toHaveAttribute("aria-expanded", "false")
    await expect(statusOf(page, "pickup")).toHaveText(t.none)
  })

  test(`a picked or typed pair of places gets its price; a car-free place says where the car stops (${language})`, async ({
    page,
  }) => {
    await openBooking(page, language)
    // Picked with the pointer (a tap on a phone).
    await field(page, "pickup").click()
    await field(page, "pickup").pressSequentially(t.airport.slice(0, 6))
    await options(page, "pickup").filter({ hasText: t.airport }).first().click()
    await expect(field(page, "pickup")).toHaveValue(t.airport)
    // Typed in full, without picking.
    await field(page, "dropoff").fill(t.zurich)
    await expect(page.getByTestId("price-quote")).toContainText(formatPrice(lowestPrice(cityRoute)!, language))
    await field(page, "vehicleClass").selectOption("premium")
    await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(priceOf(cityRoute, "premium"), language))
    await expect(form(page).locator('input[type="hidden"][name="quotedPrice"]')).toHaveValue(
      formatPrice(priceOf(cityRoute, "premium"), language),
    )
    await expect(form(page).locator('input[type="hidden"][name="priceSource"]')).not.toHaveValue("")
    await expect(page.getByTestId("quote-via")).toHaveCount(0)
    await field(page, "dropoff").fill("Zermatt")
    await expect(page.getByTestId("quote-via")).toHaveText(t.via)
  })

  test(`ordinary Swiss trips typed in full get the distance rule's price; nonsense keeps the e-mail quote (${language})`, async ({
    page,
  }) => {
    const forms = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${language}/forms.json`), "utf8"))
    await openBooking(page, language)
    await field(page, "vehicleClass").selectOption("economy")
    for (const [from, to] of [
      ["Chur", "Flughafen Zürich"],
      ["Thun", "Adelboden"],
      ["Fribourg", "Bern"],
      ["Locarno", "Flughafen Zürich"],
    ]) {
      // The amount the same code gives with the index the build wrote, on the month the empty date field means.
      const expected = quoteState(tariff, { pickup: from, dropoff: to, vehicleClass: "economy" }, builtIndex)
      if (expected.kind !== "quote") throw new Error(`${from} → ${to} has no price by the rule`)
      // Empty first, so the quote read below cannot be the last pair's or a half-typed pair's.
      await field(page, "dropoff").fill("")
      await expect(page.getByTestId("price-quote")).toHaveText(forms.quote.enterRoute)
      await field(page, "pickup").fill(from)
      await expect(page.getByTestId("price-quote")).toHaveText(forms.quote.enterRoute)
      await field(page, "dropoff").fill(to)
      await expect(page.getByTestId("quote-source"), `${from} → ${to}`).toHaveText(forms.quote.distance)
      await expect(page.getByTestId("quoted-total"), `${from} → ${to}`).toHaveText(
        formatPrice(expected.quote.total, language),
      )
      expect(expected.quote.distanceKm, `${from} → ${to}: road km`).toBeGreaterThan(10)
      await expect(form(page).locator('input[type="hidden"][name="priceSource"]')).toHaveValue("rule")
      await expect(form(page).locator('input[type="hidden"][name="distanceKm"]')).toHaveValue(
        String(expected.quote.distanceKm),
      )
    }
    // Nonsense: no price, the e-mail quote as before, and what was typed stays.
    await field(page, "dropoff").fill("Xyzzy 12")
    await expect(page.getByTestId("price-quote")).toHaveText(forms.quote.byEmail)
    await expect(field(page, "dropoff")).toHaveValue("Xyzzy 12")
    await expect(form(page).locator('input[type="hidden"][name="priceSource"]')).toHaveValue("")
  })

  test(`GeoNames is credited under the place fields (${language})`, async ({ page }) => {
    const forms = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${language}/forms.json`), "utf8"))
    await openBooking(page, language)
    const credit = form(page).locator("[data-places-credit]")
    await expect(credit).toHaveText(forms.places.attribution)
    await expect(credit).toBeVisible()
    // Under both place fields, not somewhere else in the form. All three are read in one task: the page may
    // still be gliding to #booking (smooth scrolling), so boxes read one by one can each see another scroll offset.
    const { fields, top } = await credit.evaluate((element) => {
      const fieldNamed = (name: string) => element.closest("form")!.querySelector(`[name="${name}"]`)!
      return {
        fields: Math.max(...["pickup", "dropoff"].map((name) => fieldNamed(name).getBoundingClientRect().bottom)),
        top: element.getBoundingClientRect().top,
      }
    })
    expect(top).toBeGreaterThanOrEqual(fields)
  })

  test(`an option reads as the Swiss write it: canton code, or the country's name abroad (${language})`, async ({
    page,
  }) => {
    await openBooking(page, language)
    const dropoff = field(page, "dropoff")
    await dropoff.click()
    await dropoff.pressSequentially("Bulle")
    const bulle = options(page, "dropoff").first()
    await expect(bulle.locator(".place-combobox__label")).toHaveText("Bulle")
    await expect(bulle.locator(".place-combobox__detail")).toHaveText("FR")
    await expect(bulle).toHaveAccessibleName("Bulle FR")
    await dropoff.fill("")
    await dropoff.pressSequentially("Chamonix")
    const chamonix = options(page, "dropoff").first()
    await expect(chamonix).toHaveAccessibleName(`Chamonix, ${t.france}`)
  })

  test(`axe finds nothing with the list open (${language})`, async ({ page }) => {
    await openBooking(page, language)
    await field(page, "dropoff").click()
    await field(page, "dropoff").pressSequentially("Zuer")
    await field(page, "dropoff").press("ArrowDown")
    await expect(listOf(page, "dropoff")).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
}

test("every place of the tariff is suggested by its name", async ({ page }) => {
  await openBooking(page, "de")
  const dropoff = field(page, "dropoff")
  await dropoff.click()
  for (const place of tariff.places) {
    await dropoff.fill(place.name.de)
    await expect(options(page, "dropoff").filter({ hasText: place.name.de }).first(), place.id).toBeAttached()
  }
})

test("the list fits a 320 px screen, with options a finger can hit", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await openBooking(page, "de")
  await field(page, "pickup").click()
  await field(page, "pickup").pressSequentially("Zuer")
  await expect(listOf(page, "pickup")).toBeVisible()
  const list = (await listOf(page, "pickup").boundingBox())!
  expect(list.x).toBeGreaterThanOrEqual(0)
  expect(list.x + list.width).toBeLessThanOrEqual(320)
  for (const option of await options(page, "pickup").all()) {
    const box = (await option.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
  }
})

test("before consent, typing asks nothing of another origin; the index loads on the first focus", async ({
  page,
  baseURL,
}) => {
  const requested: string[] = []
  page.on("request", (request) => requested.push(request.url()))
  // The scripts that hold the places (the index names Zermatt; no other script does).
  const withPlaces: string[] = []
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return
    if ((await response.text().catch(() => "")).includes("Zermatt")) withPlaces.push(response.url())
  })
  await openBooking(page, "de")
  await consentRead(page)
  await page.waitForLoadState("networkidle")
  // Loading the page, waiting and using another field load no places: only an address field's first use does.
  await field(page, "service").focus()
  await page.waitForTimeout(1000)
  expect(withPlaces).toEqual([])
  await field(page, "pickup").focus()
  await expect.poll(() => withPlaces.length).toBe(1)
  await field(page, "pickup").pressSequentially("Zuer")
  await expect(options(page, "pickup").first()).toContainText("Zürich")
  await field(page, "dropoff").focus()
  await field(page, "dropoff").pressSequentially("Flughafen")
  await expect(options(page, "dropoff").first()).toBeVisible()
  expect(withPlaces).toHaveLength(1)
  const origin = new URL(baseURL!).origin
  const elsewhere = requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)
  expect(elsewhere).toEqual([])
})

test("Escape pressed before the index has loaded keeps the list closed when it arrives", async ({ page }) => {
  // The places chunk held back until the visitor has typed and pressed Escape, as on a slow connection.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(/\/places-[0-9a-f]+\.js$/, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await openBooking(page, "de")
  await field(page, "pickup").focus()
  await expect.poll(() => asked).toBe(true)
  await field(page, "pickup").pressSequentially("Zuer")
  await field(page, "pickup").press("Escape")
  release()
  await expect(field(page, "pickup")).toHaveAttribute("role", "combobox")
  await expect(listOf(page, "pickup")).toBeHidden()
  await expect(field(page, "pickup")).toHaveAttribute("aria-expanded", "false")
  // Typing again opens it.
  await field(page, "pickup").press("i")
  await expect(options(page, "pickup").first()).toContainText("Zürich")
})

test("a restored draft keeps what was typed; a pick is kept in the draft", async ({ page }) => {
  await openBooking(page, "de")
  await field(page, "pickup").click()
  await field(page, "pickup").pressSequentially("Zuer")
  // Picked as a visitor picks: once the list shows the place (the index loads on the first focus).
  await expect(options(page, "pickup").first()).toContainText("Zürich")
  await field(page, "pickup").press("ArrowDown")
  await field(page, "pickup").press("Enter")
  await expect(field(page, "pickup")).toHaveValue("Zürich")
  await field(page, "dropoff").click()
  await field(page, "dropoff").pressSequentially("Bahnhofstrasse 1, Zü")
  await page.reload()
  await formReady(page, "booking")
  await expect(field(page, "pickup")).toHaveValue("Zürich")
  await expect(field(page, "dropoff")).toHaveValue("Bahnhofstrasse 1, Zü")
})

test("once the maps service's address search is attached after the yes, it alone suggests", async ({ page }) => {
  const requests = await stubMaps(page)
  await openBooking(page, "de")
  await consentRead(page)
  const pickup = field(page, "pickup")
  await pickup.click()
  await pickup.pressSequentially("Zuer")
  await expect(listOf(page, "pickup")).toBeVisible()
  await pickup.press("Escape")
  await form(page).getByRole("button", { name: "Adressvorschläge von Google Maps einschalten" }).click()
  await expect.poll(() => requests.length).toBe(1)
  await expect(pickup).toHaveAttribute("data-autocomplete", "on")
  await expect(pickup).toBeFocused()
  await pickup.pressSequentially("ich")
  await expect(pickup).toHaveValue("Zuerich")
  await expect(pickup).toHaveAttribute("aria-expanded", "false")
  await expect(listOf(page, "pickup")).toBeHidden()
  await pickup.press("ArrowDown")
  await expect(listOf(page, "pickup")).toBeHidden()
  await expect(statusOf(page, "pickup")).toHaveText("")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the place fields are plain text inputs, and the request with its price fields arrives", async ({ page }) => {
    await page.goto("/contact")
    for (const name of ["pickup", "dropoff"]) {
      await expect(field(page, name)).toHaveAttribute("type", "text")
      await expect(field(page, name)).not.toHaveAttribute("role", /./)
      await expect(field(page, name)).not.toHaveAttribute("aria-expanded", /./)
    }
    await expect(form(page).getByRole("listbox")).toHaveCount(0)
    // The maps service's ask is in the page (for the script to use) but has nothing to turn on without it.
    await expect(form(page).locator("[data-maps-consent]")).toHaveCount(1)
    await expect(form(page).locator("[data-maps-consent]")).toBeHidden()
    for (const name of [...quoteFieldNames])
      await expect(form(page).locator(`input[type="hidden"][name="${name}"]`), name).toHaveCount(1)
    await fillValid(page)
    await field(page, "pickup").fill("Zürich")
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      form(page).getByRole("button", { name: text.de.submit }).click(),
    ])
    const sent = new URLSearchParams(request.postData() ?? "")
    expect(sent.get("pickup")).toBe("Zürich")
    expect(sent.get("dropoff")).toBe("Hotel Baur au Lac, Talstrasse 1, Zürich")
    expect([...sent.keys()]).toEqual(expect.arrayContaining([...quoteFieldNames]))
    await confirmed(page)
  })
})

test("the submitted request carries the quote fields as shown", async ({ page }) => {
  const posts = await acceptPosts(page)
  await openBooking(page, "en")
  await fillValid(page)
  await field(page, "pickup").fill("Zurich Airport")
  await field(page, "dropoff").fill("Zurich")
  await expect(page.getByTestId("quoted-total")).toHaveText(formatPrice(priceOf(cityRoute, "premium"), "en"))
  await form(page).getByRole("button", { name: text.en.submit }).click()
  await confirmed(page, "en")
  expect(posts).toHaveLength(1)
  expect(posts[0].get("quotedPrice")).toBe(formatPrice(priceOf(cityRoute, "premium"), "en"))
  expect(posts[0].get("tariffVersion")).toBe(tariff.version)
  expect(posts[0].get("priceSource")).toBe("list")
  expect(posts[0].has("distanceKm")).toBe(true)
})
