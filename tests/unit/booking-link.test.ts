import { withoutBookingLink } from "../../src/lib/domain/booking-link"

const at = (url: string) => new URL(url, "https://example.ch")

describe("the address after a booking link is applied", () => {
  it("drops from, to and class and keeps the path and the hash", () => {
    expect(withoutBookingLink(at("/en/contact?from=zrh-airport&to=zermatt&class=premium#booking"))).toBe(
      "/en/contact#booking",
    )
  })

  it("keeps any other parameter", () => {
    expect(withoutBookingLink(at("/contact?utm_source=news&from=zrh-airport&to=bern#booking"))).toBe(
      "/contact?utm_source=news#booking",
    )
  })

  it("leaves an address without link parameters alone", () => {
    expect(withoutBookingLink(at("/contact?utm_source=news#booking"))).toBeNull()
    expect(withoutBookingLink(at("/contact"))).toBeNull()
  })
})
