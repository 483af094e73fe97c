import {
  suggestClass,
  mostCarried,
  tripDate,
  validateBooking,
  validateContact,
  type PhoneNormaliser,
} from "../../src/lib/forms/validation"
import { loadPhoneNormaliser } from "../../src/lib/forms/phone"
import { clearDraft, loadDraft, saveDraft } from "../../src/lib/forms/draft"
import { encodeForm, referenceCode } from "../../src/lib/forms/submit"
import { chosenPoint, enhanceAddressField, mapsScriptUrl, loadPlaces, typeInto } from "../../src/lib/maps"

const classes = [
  {
    slug: "economy",
    name: "Economy",
    passengers: 3,
    suitcases: 2,
    carries: { skis: 2, golfBags: 1, bicycles: 0, pets: 1 },
  },
  {
    slug: "eco-premium",
    name: "Eco-Premium",
    passengers: 3,
    suitcases: 3,
    carries: { skis: 3, golfBags: 2, bicycles: 0, pets: 1 },
  },
  {
    slug: "minibus",
    name: "Minibus",
    passengers: 16,
    suitcases: 16,
    carries: { skis: 12, golfBags: 8, bicycles: 4, pets: 2 },
  },
]
const hourly = [
  { vehicleClass: "economy", minimumHours: 2 },
  { vehicleClass: "eco-premium", minimumHours: 2 },
  { vehicleClass: "minibus", minimumHours: 3 },
]
const now = new Date("2026-11-22T10:00:00")
const valid = {
  tripType: "oneway",
  service: "airport-transfers",
  pickup: "Flughafen Zürich",
  dropoff: "Bahnhofstrasse 1, Zürich",
  date: "2026-11-23",
  time: "09:30",
  passengers: "2",
  suitcases: "2",
  vehicleClass: "economy",
  babySeats: "0",
  childSeats: "1",
  boosterSeats: "0",
  name: "Claudia Meier",
  email: "claudia.meier@example.ch",
  phone: "079 555 12 34",
  privacy: "yes",
}
// The real rules (libphonenumber-js), loaded the way the forms load them.
let normalisePhone: PhoneNormaliser
beforeAll(async () => {
  normalisePhone = await loadPhoneNormaliser()
})
const check = (changes: Record<string, string>) =>
  validateBooking({ ...valid, ...changes }, { now, leadTimeHours: 4, classes, hourly }, normalisePhone)

describe("the booking's extras", () => {
  it("by the hour: a duration from the class's minimum to 24 hours, and no destination needed", () => {
    const byTheHour = { tripType: "hourly", dropoff: "" }
    expect(check({ ...byTheHour, hours: "2" })).toEqual({})
    expect(check({ ...byTheHour, hours: "24", dayPlan: "Meetings in Zug and Baar" })).toEqual({})
    expect(check({ ...byTheHour, hours: "1" })).toEqual({ hours: "hoursMinimum" })
    expect(check({ ...byTheHour, hours: "2", vehicleClass: "minibus" })).toEqual({ hours: "hoursMinimum" })
    expect(check({ ...byTheHour, hours: "25" })).toEqual({ hours: "hoursMaximum" })
    expect(check({ ...byTheHour, hours: "" })).toEqual({ hours: "required" })
    expect(check({ ...byTheHour, hours: "2.5" })).toEqual({ hours: "hours" })
    // A trip from A to B asks for no hours.
    expect(check({ hours: "1" })).toEqual({})
  })

  it("stops: up to three, none the pick-up itself", () => {
    expect(check({ stop1: "Zug", stop2: "Baar", stop3: "Luzern" })).toEqual({})
    expect(check({ stop2: "flughafen zurich" })).toEqual({ stop2: "stopIsPickup" })
    expect(check({ stop1: "Flughafen Zürich!" })).toEqual({ stop1: "stopIsPickup" })
    expect(check({ stop1: "x".repeat(201) })).toEqual({ stop1: "tooLong" })
  })

  it("bulky items: what some class carries, and the chosen class must carry them", () => {
    expect(check({ skis: "2", golfBags: "1", pets: "1", petSize: "small" })).toEqual({})
    expect(check({ skis: "3" })).toEqual({ vehicleClass: "classItems" })
    expect(check({ skis: "3", vehicleClass: "eco-premium" })).toEqual({})
    expect(check({ bicycles: "1" })).toEqual({ vehicleClass: "classItems" })
    expect(check({ bicycles: "4", vehicleClass: "minibus" })).toEqual({})
    expect(check({ bicycles: "5", vehicleClass: "minibus" })).toEqual({ bicycles: "itemsNoClass" })
    expect(check({ golfBags: "21" })).toEqual({ golfBags: "itemsRange" })
    expect(check({ skis: "-1" })).toEqual({ skis: "itemsRange" })
    expect(check({ pets: "1" })).toEqual({ petSize: "required" })
    expect(mostCarried(classes, "bicycles")).toBe(4)
    expect(mostCarried([{ slug: "x", name: "X", passengers: 1, suitcases: 1 }], "skis")).toBe(0)
  })

  it("the sign: at most 40 characters, no markup", () => {
    expect(check({ signText: "Dr. Claudia Meier – Alpina Congress 2027" })).toEqual({})
    expect(check({ signText: "x".repeat(41) })).toEqual({ signText: "signLong" })
    expect(check({ signText: "<b>Meier</b>" })).toEqual({ signText: "signMarkup" })
    expect(check({ signText: "Meier &amp; Co" })).toEqual({ signText: "signMarkup" })
    expect(check({ signText: "{{name}}" })).toEqual({ signText: "signMarkup" })
    expect(check({ signText: "Müller & Söhne" })).toEqual({})
  })

  it("who pays: a company names itself and its invoice address; the invoice is for companies", () => {
    const company = { payer: "company", companyName: "Muster AG", invoiceAddress: "Bahnhofstrasse 1\n8001 Zürich" }
    expect(check({ ...company, payment: "invoice", costCentre: "KST 4711" })).toEqual({})
    expect(check({ ...company, invoiceAddress: " " })).toEqual({ invoiceAddress: "invoiceAddress" })
    expect(check({ ...company, companyName: "" })).toEqual({ companyName: "required" })
    expect(check({ ...company, invoiceAddress: "x".repeat(301) })).toEqual({ invoiceAddress: "tooLong" })
    expect(check({ payer: "private", payment: "invoice" })).toEqual({ payment: "invoiceCompanyOnly" })
    expect(check({ payer: "private", payment: "twint" })).toEqual({})
    // A private booking ignores what was typed for a company.
    expect(check({ payer: "private", companyName: "", invoiceAddress: "" })).toEqual({})
  })

  it("the class suggestion counts the bulky items", () => {
    expect(suggestClass(classes, 2, 2, { skis: 2 })?.slug).toBe("economy")
    expect(suggestClass(classes, 2, 2, { skis: 3 })?.slug).toBe("eco-premium")
    expect(suggestClass(classes, 2, 2, { bicycles: 1 })?.slug).toBe("minibus")
    expect(suggestClass(classes, 2, 2, { bicycles: 5 })).toBeNull()
  })
})

describe("booking validation", () => {
  it("accepts a complete request", () => {
    expect(check({})).toEqual({})
    expect(check({ tripType: "return", returnDate: "2026-11-25", returnTime: "18:00" })).toEqual({})
    expect(check({ flightNumber: "LX 318" })).toEqual({})
  })

  it("requires every mandatory field", () => {
    const errors = validateBooking({ tripType: "oneway" }, { now, leadTimeHours: 4, classes }, normalisePhone)
    for (const field of [
      "service",
      "pickup",
      "dropoff",
      "date",
      "time",
      "vehicleClass",
      "passengers",
      "name",
      "email",
      "phone",
      "privacy",
    ]) {
      expect(errors[field]).toBe(field === "privacy" ? "privacy" : "required")
    }
  })

  it.each([
    [{ date: "2026-11-21", time: "09:00" }, "date", "past"],
    [{ date: "2026-11-22", time: "12:00" }, "time", "leadTime"],
    [{ tripType: "return", returnDate: "2026-11-23", returnTime: "09:00" }, "returnDate", "returnBeforeOutbound"],
    [{ tripType: "return" }, "returnDate", "required"],
    [{ passengers: "0" }, "passengers", "passengersRange"],
    [{ passengers: "17" }, "passengers", "passengersRange"],
    [{ passengers: "abc" }, "passengers", "required"],
    [{ suitcases: "20" }, "suitcases", "suitcasesRange"],
    [{ childSeats: "4" }, "childSeats", "seatsRange"],
    [{ passengers: "5" }, "vehicleClass", "classPassengers"],
    [{ suitcases: "3" }, "vehicleClass", "classSuitcases"],
    [{ flightNumber: "318" }, "flightNumber", "flight"],
    [{ phone: "12345" }, "phone", "phone"],
    [{ email: "claudia@" }, "email", "email"],
    [{ name: "C" }, "name", "nameShort"],
    [{ dropoff: "flughafen zürich" }, "dropoff", "sameAddress"],
    [{ privacy: "" }, "privacy", "privacy"],
  ])("%j -> %s: %s", (changes, field, key) => {
    expect(check(changes)[field]).toBe(key)
  })

  it("accepts Swiss numbers written nationally and internationally", () => {
    expect(normalisePhone("044 555 12 34")).toBe("+41445551234")
    expect(normalisePhone("+41 79 555 12 34")).toBe("+41795551234")
    expect(normalisePhone("0049 30 12345678")).toBe("+493012345678")
    expect(normalisePhone("+44 20 7946 0958")).toBe("+442079460958")
    expect(normalisePhone("555")).toBeNull()
  })

  it("loads the phone rules once per page", async () => {
    expect(await loadPhoneNormaliser()).toBe(normalisePhone)
  })

  it("loads the phone rules again after a failed load", async () => {
    await jest.isolateModulesAsync(async () => {
      let attempts = 0
      jest.doMock("libphonenumber-js/min", () => {
        if (++attempts === 1) throw new Error("offline")
        return { parsePhoneNumberFromString: () => undefined }
      })
      const { loadPhoneNormaliser: load } = await import("../../src/lib/forms/phone")
      await expect(load()).rejects.toThrow("offline")
      expect((await load())("079 555 12 34")).toBeNull()
      expect(attempts).toBe(2)
    })
  })

  it("suggests the smallest class that carries everyone and everything", () => {
    expect(suggestClass(classes, 2, 2)?.slug).toBe("economy")
    expect(suggestClass(classes, 3, 3)?.slug).toBe("eco-premium")
    expect(suggestClass(classes, 8, 4)?.slug).toBe("minibus")
    expect(suggestClass(classes, 17, 0)).toBeNull()
  })

  it("reads dates and times strictly", () => {
    expect(tripDate("2026-11-23", "09:30")?.getHours()).toBe(9)
    expect(tripDate("23.11.2026", "09:30")).toBeNull()
    expect(tripDate("2026-11-23", "")).toBeNull()
  })
})

describe("contact validation", () => {
  it("needs name, e-mail, subject, a message and consent; the phone is optional but checked", () => {
    expect(validateContact({}, normalisePhone)).toEqual({
      name: "required",
      email: "required",
      subject: "required",
      message: "required",
      privacy: "privacy",
    })
    const ok = {
      name: "Jan Muster",
      email: "jan@example.ch",
      subject: "Firmenkonto",
      message: "Bitte um eine Offerte.",
      privacy: "yes",
    }
    expect(validateContact(ok, normalisePhone)).toEqual({})
    expect(validateContact({ ...ok, phone: "abc" }, normalisePhone)).toEqual({ phone: "phone" })
    expect(validateContact({ ...ok, message: "Hallo" }, normalisePhone)).toEqual({ message: "messageShort" })
  })
})

describe("drafts and submission", () => {
  it("keeps a draft without the honeypot and the consent box", () => {
    saveDraft("booking", { name: "Anna", privacy: "yes", "bot-field": "spam", pickup: "Zürich" })
    expect(loadDraft("booking")).toEqual({ name: "Anna", pickup: "Zürich" })
    clearDraft("booking")
    expect(loadDraft("booking")).toEqual({})
  })

  it("encodes forms for the host and makes readable references", () => {
    expect(encodeForm({ "form-name": "booking", pickup: "Flughafen Zürich" })).toBe(
      "form-name=booking&pickup=Flughafen+Z%C3%BCrich",
    )
    expect(referenceCode(new Date("2026-11-22T10:00:00"), () => 0)).toBe("AC-2211-2222")
  })
})

describe("maps loader", () => {
  it("asks for the places library, region CH and async loading", () => {
    const url = new URL(mapsScriptUrl("test-key", "ready"))
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/js")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: "test-key",
      libraries: "places",
      region: "CH",
      loading: "async",
      callback: "ready",
    })
  })

  it("loads nothing and warns without a key", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    await expect(loadPlaces(undefined)).resolves.toBe(false)
    expect(document.querySelectorAll("script")).toHaveLength(0)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("GATSBY_GOOGLE_MAPS_API_KEY"))
    warn.mockRestore()
  })

  it("without the visitor's yes, focusing an address field loads nothing and leaves the field plain", async () => {
    process.env.GATSBY_GOOGLE_MAPS_API_KEY = "test-key"
    const input = document.createElement("input")
    const asked = jest.fn(() => Promise.resolve(false))
    await enhanceAddressField(input, asked)
    expect(asked).toHaveBeenCalledTimes(1)
    expect(document.querySelectorAll("script")).toHaveLength(0)
    expect(input.dataset.autocomplete).toBeUndefined()
    delete process.env.GATSBY_GOOGLE_MAPS_API_KEY
  })

  it("hands a chosen address to the form as if it was typed, and keeps where it is", async () => {
    process.env.GATSBY_GOOGLE_MAPS_API_KEY = "test-key"
    const input = document.createElement("input")
    const typed: string[] = []
    input.addEventListener("input", () => typed.push(input.value))
    let chosen: () => void = () => {}
    const win = window as unknown as NonNullable<Parameters<typeof enhanceAddressField>[2]>
    win.google = {
      maps: {
        places: {
          Autocomplete: class {
            addListener(_: string, handler: () => void) {
              chosen = handler
            }
            getPlace() {
              return {
                formatted_address: "Flughafen Zürich (ZRH), 8058 Kloten, Schweiz",
                geometry: { location: { lat: () => 47.4581, lng: () => 8.5555 } },
              }
            }
          },
        },
      },
    }
    const enhanced = enhanceAddressField(input, () => Promise.resolve(true), win)
    // The yes is awaited first; then the script is on its way.
    await new Promise((resolve) => setTimeout(resolve, 0))
    win.__alpinaMapsReady!()
    await enhanced
    expect(chosenPoint("Flughafen Zürich (ZRH), 8058 Kloten, Schweiz")).toBeUndefined()
    chosen()
    expect(typed).toEqual(["Flughafen Zürich (ZRH), 8058 Kloten, Schweiz"])
    // Its coordinates are kept for the price, by the text it left.
    expect(chosenPoint("Flughafen Zürich (ZRH), 8058 Kloten, Schweiz")).toEqual({ lat: 47.4581, lon: 8.5555 })
    typeInto(input, "Täsch")
    expect(typed).toEqual(["Flughafen Zürich (ZRH), 8058 Kloten, Schweiz", "Täsch"])
    delete process.env.GATSBY_GOOGLE_MAPS_API_KEY
  })
})
