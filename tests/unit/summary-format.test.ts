import { decodePunycode, readableDateTime, readableEmail } from "../../src/lib/forms/summary-format"

describe("the confirmation page's dates and times", () => {
  it("are written as people in Switzerland read them, in the page's language", () => {
    expect(readableDateTime("2026-12-04", "09:30", "de")).toBe("Fr., 4. Dezember 2026, 09:30")
    expect(readableDateTime("2026-12-04", "09:30", "en")).toBe("Fri, 4 December 2026, 09:30")
    expect(readableDateTime("2027-03-01", "18:05", "de")).toBe("Mo., 1. März 2027, 18:05")
    expect(readableDateTime("2028-02-29", "", "en")).toBe("Tue, 29 February 2028")
  })

  it("leave a date that is not ISO as it came", () => {
    expect(readableDateTime("4.12.2026", "09:30", "de")).toBe("4.12.2026 09:30")
  })
})

describe("the confirmation page's e-mail address", () => {
  it("is shown as typed: punycode labels of the domain back in Unicode", () => {
    expect(readableEmail("zoe@xn--exmple-cua.ch")).toBe("zoe@exämple.ch")
    expect(readableEmail("info@xn--zrich-kva.example.xn--mnchen-3ya.de")).toBe("info@zürich.example.münchen.de")
    expect(readableEmail("claudia.meier@example.ch")).toBe("claudia.meier@example.ch")
  })

  it("decodes RFC 3492's examples and rejects broken input", () => {
    expect(decodePunycode("bcher-kva")).toBe("bücher")
    expect(decodePunycode("tda")).toBe("ü")
    expect(decodePunycode("ihqwcrb4cv8a8dqg056pqjye")).toBe("他们为什么不说中文")
    expect(decodePunycode("bcher-kv")).toBeNull()
    expect(readableEmail("a@xn--bcher-kv.ch")).toBe("a@xn--bcher-kv.ch")
  })
})
