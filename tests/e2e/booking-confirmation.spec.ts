import { expect, test } from "./fixtures"
import { acceptPosts, bookingField as field, bookingForm as form, formReady, withConsent, confirmed } from "./helpers"

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

/**
 * A visitor's way from a service page's route to the confirmation page, in each language: the route link brings
 * its service along, and the confirmation page writes the request as the visitor reads it (the service and the
 * class by name, dates and times the Swiss way in the page's language, the e-mail address as typed).
 */
const cases = {
  de: {
    servicePage: "/services/ski-resort-transfers",
    routeLink: "Flughafen Zürich – Zermatt (Täsch) anfragen",
    submit: "Anfrage senden",
    when: "Fr., 6. Dezember 2030, 09:30",
    back: "So., 8. Dezember 2030, 17:15",
    service: "Skiort-Transfers",
  },
  en: {
    servicePage: "/en/services/ski-resort-transfers",
    routeLink: "Request Zurich Airport – Zermatt (Täsch)",
    submit: "Send request",
    when: "Fri, 6 December 2030, 09:30",
    back: "Sun, 8 December 2030, 17:15",
    service: "Ski Resort Transfers",
  },
}

for (const [language, c] of Object.entries(cases)) {
  test(`a service page's route is requested and confirmed as the visitor reads it (${language})`, async ({ page }) => {
    const posts = await acceptPosts(page)
    await page.goto(c.servicePage)
    const link = page.getByRole("link", { name: c.routeLink })
    await expect(link).toHaveAttribute("href", /[?&]service=ski-resort-transfers(&|#)/)
    await link.click()
    await formReady(page, "booking")
    // The link fills the route and the service: nothing to choose again.
    await expect(field(page, "service")).toHaveValue("ski-resort-transfers")
    await expect(field(page, "pickup")).not.toHaveValue("")
    await expect(field(page, "dropoff")).toHaveValue("Zermatt (Täsch)")
    await form(page).locator('input[name="tripType"][value="return"]').check()
    await field(page, "date").fill("2030-12-06")
    await field(page, "time").fill("09:30")
    await field(page, "returnDate").fill("2030-12-08")
    await field(page, "returnTime").fill("17:15")
    await field(page, "vehicleClass").selectOption("premium")
    await field(page, "name").fill("Zoë Keller")
    await field(page, "email").fill("zoe@exämple.ch")
    await field(page, "phone").fill("079 555 12 34")
    await form(page).locator("#booking-privacy").check()
    await form(page).getByRole("button", { name: c.submit }).click()
    await confirmed(page)

    const summary = page.locator(".request-summary")
    await expect(summary).toContainText(c.when)
    await expect(summary).toContainText(c.back)
    await expect(summary).toContainText(c.service)
    await expect(summary).toContainText("Premium")
    await expect(summary).toContainText("zoe@exämple.ch")
    await expect(summary).not.toContainText("xn--")
    await expect(summary).not.toContainText("2030-12-06")
    // What is sent is what the mail system needs: the address in its ASCII form, the service by its id.
    expect(posts).toHaveLength(1)
    expect(posts[0].get("email")).toBe("zoe@xn--exmple-cua.ch")
    expect(posts[0].get("service")).toBe("ski-resort-transfers")
  })
}
