import { quoteFields, quoteState } from "../../src/lib/forms/quote"
import { bookingLink, readBookingLink } from "../../src/lib/domain/booking-link"
import { formatPrice } from "../../src/lib/domain/price-format"
import { place, pricedRoute, testTariff } from "./tariff-fixture"

const tariff = testTariff({
  version: "2026-test",
  places: [place.airport, { ...place.zermatt, name: { de: "Zermatt (Täsch)", en: "Zermatt (Täsch)" } }, place.bern],
  routes: [pricedRoute("zrh-airport", "zermatt", { economy: 690, premium: 1040 })],
})

describe("the booking form's price", () => {
  it("says nothing until pickup and destination are given", () => {
    expect(quoteState(tariff, { pickup: "ZRH", dropoff: " " }, null)).toEqual({ kind: "empty" })
    expect(quoteState(tariff, {}, null)).toEqual({ kind: "empty" })
  })

  it("quotes the chosen class, in either direction and with typed spellings", () => {
    const state = quoteState(
      tariff,
      { pickup: "ZRH", dropoff: "Täsch", vehicleClass: "premium", tripType: "oneway" },
      null,
    )
    expect(state).toMatchObject({ kind: "quote", quote: { outbound: 1040, back: 0, total: 1040 } })
    const back = quoteState(
      tariff,
      { pickup: "Zermatt (Täsch)", dropoff: "Zurich Airport", vehicleClass: "economy" },
      null,
    )
    expect(back).toMatchObject({ kind: "quote", quote: { outbound: 690, total: 690 } })
  })

  it("adds the way back on a return trip", () => {
    const state = quoteState(
      tariff,
      { pickup: "ZRH", dropoff: "Zermatt", vehicleClass: "economy", tripType: "return" },
      null,
    )
    expect(state).toMatchObject({ kind: "quote", quote: { outbound: 690, back: 690, total: 1380 } })
  })

  it("names the most affordable class while no class is chosen", () => {
    expect(quoteState(tariff, { pickup: "ZRH", dropoff: "Zermatt" }, null)).toEqual({ kind: "chooseClass", from: 690 })
  })

  it("sends the price by e-mail for a route or class the tariff does not price", () => {
    expect(quoteState(tariff, { pickup: "ZRH", dropoff: "Bern", vehicleClass: "economy" }, null)).toEqual({
      kind: "byEmail",
    })
    expect(quoteState(tariff, { pickup: "ZRH", dropoff: "Hauptstrasse 1, Chur" }, null)).toEqual({ kind: "byEmail" })
    expect(quoteState(tariff, { pickup: "ZRH", dropoff: "Zermatt", vehicleClass: "limousine" }, null)).toEqual({
      kind: "byEmail",
    })
  })

  it("carries the quoted total and the tariff version with the request, empty without a quote", () => {
    const state = quoteState(
      tariff,
      { pickup: "ZRH", dropoff: "Zermatt", vehicleClass: "economy", tripType: "return" },
      null,
    )
    const describe = () => "the way"
    // Without the place index there is no road network: the listed price, and no way to describe.
    expect(quoteFields(state, (amount) => formatPrice(amount, "de"), describe)).toEqual({
      quotedPrice: "CHF\u00a01’380",
      tariffVersion: "2026-test",
      priceSource: "list",
      distanceKm: "",
      route: "",
      driveMinutes: "",
    })
    expect(quoteFields(state, (amount) => formatPrice(amount, "en"), describe).quotedPrice).toBe("CHF\u00a01,380")
    expect(quoteFields({ kind: "byEmail" }, String, describe)).toEqual({
      quotedPrice: "",
      tariffVersion: "",
      priceSource: "",
      distanceKm: "",
      route: "",
      driveMinutes: "",
    })
  })
})

describe("booking links", () => {
  it("open the form on the contact page of the language with the route filled in", () => {
    expect(bookingLink("de", { from: "zrh-airport", to: "zermatt" })).toBe(
      "/contact?from=zrh-airport&to=zermatt#booking",
    )
    expect(bookingLink("en", { from: "zrh-airport", to: "zermatt", vehicleClass: "premium" })).toBe(
      "/en/contact?from=zrh-airport&to=zermatt&class=premium#booking",
    )
    expect(bookingLink("en", {})).toBe("/en/contact#booking")
  })

  it("are read back, leaving out what is empty", () => {
    expect(readBookingLink("?from=zrh-airport&to=Z%C3%BCrich%2C+Bahnhofstrasse&class=premium")).toEqual({
      from: "zrh-airport",
      to: "Zürich, Bahnhofstrasse",
      vehicleClass: "premium",
    })
    expect(readBookingLink("?from=&to=bern")).toEqual({ to: "bern" })
    expect(readBookingLink("")).toEqual({})
  })
})
