import {
  suggestClass,
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
  { slug: "economy", name: "Economy", passengers: 3, suitcases: 2 },
  { slug: "eco-premium", name: "Eco-Premium", passengers: 3, suitcases: 3 },
  { slug: "minibus", name: "Minibus", passengers: 16, suitcases: 16 },
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
  validateBooking({ ...valid, ...changes }, { now, leadTimeHours: 4, classes }, normalisePhone)

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
