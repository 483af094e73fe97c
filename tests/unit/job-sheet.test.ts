import fs from "fs"
import path from "path"
import i18next from "i18next"
import { jobSheet, type JobSheetContext } from "../../src/lib/forms/job-sheet"
import { defaultSign, meetsAtArrival } from "../../src/lib/forms/name-sign"
import { readableDateTime } from "../../src/lib/forms/summary-format"
import { testTariff, place } from "./tariff-fixture"

const translator = async (language: "de" | "en") => {
  const resources = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${language}/forms.json`), "utf8"))
  const instance = i18next.createInstance()
  await instance.init({ lng: language, resources: { [language]: { forms: resources } }, defaultNS: "forms" })
  return instance.t.bind(instance) as unknown as JobSheetContext["t"]
}

const context = async (language: "de" | "en", quote: Record<string, string> = {}): Promise<JobSheetContext> => ({
  t: await translator(language),
  when: (date, time) => readableDateTime(date, time, language),
  className: (slug) => ({ premium: "Premium" })[slug] ?? slug,
  serviceName: (slug) =>
    ({ "airport-transfers": language === "de" ? "Flughafentransfer" : "Airport transfer" })[slug] ?? slug,
  paymentName: (id) =>
    ({ invoice: language === "de" ? "Rechnung (nur für Firmen)" : "Invoice (companies only)" })[id] ?? id,
  reference: "AC-0612-7KQ3",
  quote,
  termsVersion: "2026-11",
  language,
})

const booking = {
  tripType: "oneway",
  service: "airport-transfers",
  pickup: "Flughafen Zürich",
  stop1: "Zug",
  stop2: "",
  stop3: "",
  dropoff: "Luzern",
  date: "2026-12-11",
  time: "09:30",
  flightNumber: "LX 318",
  passengers: "2",
  suitcases: "3",
  skis: "2",
  golfBags: "0",
  bicycles: "0",
  pets: "1",
  petSize: "large",
  vehicleClass: "premium",
  babySeats: "0",
  childSeats: "1",
  boosterSeats: "0",
  signText: "CLAUDIA MEIER",
  payer: "company",
  companyName: "Muster AG",
  invoiceAddress: "Bahnhofstrasse 1\n8001 Zürich",
  costCentre: "KST 4711",
  payment: "invoice",
  name: "Claudia Meier",
  email: "claudia.meier@example.ch",
  phone: "079 555 12 34",
  message: "",
}
const quote = {
  quotedPrice: "CHF 355.–",
  tariffVersion: "2026-11",
  priceSource: "rule",
  distanceKm: "68",
  route: "rund 68 km via Zug · rund 1 h",
  driveMinutes: "60",
}

describe("the job sheet", () => {
  it("reads top to bottom as the dispatcher plans: trip, time, people, items, sign, payer, price, way, terms", async () => {
    const sheet = jobSheet(booking, await context("de", quote))
    expect(sheet.split("\n")).toEqual([
      "AUFTRAG AC-0612-7KQ3",
      "Fahrt:       einfach: Flughafen Zürich → Zug → Luzern",
      "Halte:       1. Zug",
      "Abholung:    Fr., 11. Dezember 2026, 09:30",
      "Flug:        LX 318",
      "Personen:    2 Passagiere, 3 Koffer, 1 Kindersitz",
      "Gepäck:      2 Paar Skis, 1 Haustier, grosser Hund",
      "Schild:      CLAUDIA MEIER",
      "Klasse:      Premium",
      "Service:     Flughafentransfer",
      "Zahlt:       Muster AG; Bahnhofstrasse 1, 8001 Zürich; Ref. KST 4711",
      "Zahlung:     Rechnung (nur für Firmen)",
      "Preis:       CHF 355.– (nach Strassendistanz, Tarif 2026-11)",
      "Weg:         rund 68 km via Zug · rund 1 h",
      "Bedingungen: 2026-11",
      "Kontakt:     Claudia Meier, claudia.meier@example.ch, 079 555 12 34",
      "Sprache:     de",
    ])
  })

  it("by the hour: the hours and the plan of the day, no stops; a private payer; the price by e-mail", async () => {
    const sheet = jobSheet(
      {
        ...booking,
        tripType: "hourly",
        dropoff: "",
        hours: "5",
        dayPlan: "Zug 10:00\nBaar 14:00",
        payer: "private",
        payment: "twint",
      },
      await context("en"),
    )
    expect(sheet.split("\n")).toEqual([
      "JOB AC-0612-7KQ3",
      "Trip:     by the hour: Flughafen Zürich",
      "Pick-up:  Fri, 11 December 2026, 09:30",
      "Duration: 5 h",
      "Plan:     Zug 10:00, Baar 14:00",
      "Flight:   LX 318",
      "People:   2 passengers, 3 suitcases, 1 child seat",
      "Items:    2 pairs of skis, 1 pet, large dog",
      "Sign:     CLAUDIA MEIER",
      "Class:    Premium",
      "Service:  Airport transfer",
      "Payer:    private",
      "Payment:  twint",
      "Price:    follows by e-mail",
      "Terms:    2026-11",
      "Contact:  Claudia Meier, claudia.meier@example.ch, 079 555 12 34",
      "Language: en",
    ])
  })
})

describe("the name sign", () => {
  const tariff = testTariff({ version: "t", places: [place.airport, place.zurich], routes: [] })

  it("is asked for at airports and stations", () => {
    expect(meetsAtArrival(tariff, "Flughafen Zürich")).toBe(true)
    expect(meetsAtArrival(tariff, "ZRH")).toBe(true)
    expect(meetsAtArrival(tariff, "Zürich HB")).toBe(true)
    expect(meetsAtArrival(tariff, "Bahnhof Bern")).toBe(true)
    expect(meetsAtArrival(tariff, "Gare de Lausanne")).toBe(true)
    expect(meetsAtArrival(tariff, "Geneva Airport")).toBe(true)
    expect(meetsAtArrival(tariff, "Bahnhofstrasse 1, 8001 Zürich")).toBe(false)
    expect(meetsAtArrival(tariff, "Zürich")).toBe(false)
    expect(meetsAtArrival(tariff, "")).toBe(false)
  })

  it("starts as the passenger's name, without markup, at most 40 characters", () => {
    expect(defaultSign("  Claudia Meier ")).toBe("Claudia Meier")
    expect(defaultSign("<b>Meier</b> & Co")).toBe("bMeier/b  Co")
    expect(defaultSign("x".repeat(50))).toHaveLength(40)
  })
})
