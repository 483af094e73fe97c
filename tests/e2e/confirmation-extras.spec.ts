import fs from "fs"
import { expect, test, type Page } from "./fixtures"
import {
  acceptPosts,
  bookingField as field,
  bookingForm as form,
  company,
  fillValid,
  formReady,
  withConsent,
  confirmed,
} from "./helpers"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

const cases = {
  de: { path: "/contact#booking", submit: "Anfrage senden", link: "Fahrt in den Kalender übernehmen (.ics)" },
  en: { path: "/en/contact#booking", submit: "Send request", link: "Add the trip to your calendar (.ics)" },
}

/** Sends a return trip from Zurich Airport to a hotel in Zürich, out in winter time and back in summer time. */
async function sendReturnTrip(page: Page, language: "de" | "en") {
  await acceptPosts(page)
  await page.goto(cases[language].path)
  await formReady(page, "booking")
  await fillValid(page)
  await form(page).locator('input[name="tripType"][value="return"]').check()
  await field(page, "date").fill("2030-03-29")
  await field(page, "time").fill("09:30")
  await field(page, "returnDate").fill("2030-04-02")
  await field(page, "returnTime").fill("17:15")
  await form(page).getByRole("button", { name: cases[language].submit }).click()
  await confirmed(page)
}

/** The calendar file's logical lines (folded lines joined again) and its events. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "")
const events = (ics: string) => unfold(ics).split("BEGIN:VEVENT").slice(1)

for (const language of ["de", "en"] as const) {
  test(`the confirmation offers the trip as a calendar file, both ways (${language})`, async ({ page }) => {
    await sendReturnTrip(page, language)
    const reference = (await page.getByTestId("reference").textContent())!.trim()
    const link = page.getByRole("link", { name: cases[language].link })
    const href = (await link.getAttribute("href"))!
    expect(href).toMatch(/^data:text\/calendar;charset=utf-8,/)
    // The download is the link's own content (its data: URL), not a file fetched from a server.
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()])
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${reference}\\.ics$`))
    const ics = fs.readFileSync((await download.path())!, "utf8")
    expect(ics).toBe(decodeURIComponent(href.slice(href.indexOf(",") + 1)))
    expect(download.url()).toBe(href)

    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    const [outbound, back] = events(ics)
    expect(events(ics)).toHaveLength(2)
    // 09:30 on 29 March 2030 is winter time (UTC+1); 17:15 on 2 April is summer time (UTC+2).
    expect(outbound).toContain("\r\nDTSTART:20300329T083000Z\r\n")
    expect(back).toContain("\r\nDTSTART:20300402T151500Z\r\n")
    expect(outbound).toContain("\r\nLOCATION:Flughafen Zürich\r\n")
    expect(back).toContain("\r\nLOCATION:Hotel Baur au Lac\\, Talstrasse 1\\, Zürich\r\n")
    for (const event of [outbound, back]) {
      expect(event).toContain("Flughafen Zürich")
      expect(event).toContain("Hotel Baur au Lac\\, Talstrasse 1\\, Zürich")
      expect(event).toContain(reference)
      expect(event).toContain(company.phoneDisplay)
      expect(event).toContain("Premium")
      expect(event).toMatch(/\r\nUID:[^\r]+@[^\r]+\r\n/)
      expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)
    }
  })

  test(`the confirmation prints on one A4 page, without navigation or buttons (${language})`, async ({ page }) => {
    await sendReturnTrip(page, language)
    await expect(page.getByTestId("reference")).toBeVisible()
    await page.emulateMedia({ media: "print" })
    await expect(page.locator(".site-header__nav")).toBeHidden()
    await expect(page.locator(".site-footer__col").first()).toBeHidden()
    await expect(page.getByRole("link", { name: cases[language].link })).toBeHidden()
    await expect(page.locator("main .button")).toHaveCount(await page.locator("main .button:not(:visible)").count())
    await expect(page.getByTestId("reference")).toBeVisible()
    await expect(page.locator(".request-summary")).toContainText("Hotel Baur au Lac")
    await expect(page.locator(".site-footer")).toContainText(company.phoneDisplay)
    const color = await page.locator("main h1").evaluate((el) => getComputedStyle(el).color)
    expect(color).toBe("rgb(0, 0, 0)")
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1")
    expect(pdf.match(/\/Type\s*\/Page(?![s\w])/g)).toHaveLength(1)
  })
}
