import { calendarFile, calendarHref, escapeText, foldLine, swissTimeToUtc } from "../../src/lib/forms/calendar"

const texts = {
  outbound: "Fahrt Hotel Schweizerhof, Bahnhofplatz 7; 8001 Zürich → Flughafen Zürich",
  back: "Rückfahrt Flughafen Zürich → Hotel Schweizerhof, Bahnhofplatz 7; 8001 Zürich",
  from: "Abholung",
  to: "Ziel",
  reference: "Referenz",
  vehicleClass: "Fahrzeugklasse",
  phone: "Telefon",
}

const trip = {
  reference: "AC-0112-7KQ3",
  pickup: "Hotel Schweizerhof, Bahnhofplatz 7; 8001 Zürich",
  dropoff: "Flughafen Zürich",
  date: "2030-12-06",
  time: "09:30",
  vehicleClass: "Premium",
  phone: "+41 44 555 12 34",
  company: "Alpina Chauffeur",
  domain: "example.ch",
  texts,
  now: new Date("2030-11-01T08:15:00.123Z"),
}

/** The file's logical lines: folds undone, CRLF split. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n")
const events = (ics: string) => ics.split("BEGIN:VEVENT").slice(1)

describe("Swiss time to UTC", () => {
  it("is one hour behind in winter (CET)", () => {
    expect(swissTimeToUtc("2030-12-06", "09:30").toISOString()).toBe("2030-12-06T08:30:00.000Z")
    expect(swissTimeToUtc("2031-01-15", "00:10").toISOString()).toBe("2031-01-14T23:10:00.000Z")
  })

  it("is two hours behind from the last Sunday in March (CEST), one hour on the day before", () => {
    // 2030: the clocks go forward on Sunday 31 March at 02:00.
    expect(swissTimeToUtc("2030-03-30", "09:30").toISOString()).toBe("2030-03-30T08:30:00.000Z")
    expect(swissTimeToUtc("2030-03-31", "09:30").toISOString()).toBe("2030-03-31T07:30:00.000Z")
    expect(swissTimeToUtc("2030-03-31", "01:30").toISOString()).toBe("2030-03-31T00:30:00.000Z")
    expect(swissTimeToUtc("2030-03-31", "03:30").toISOString()).toBe("2030-03-31T01:30:00.000Z")
  })

  it("is one hour behind again after the last Sunday in October", () => {
    expect(swissTimeToUtc("2030-10-26", "12:00").toISOString()).toBe("2030-10-26T10:00:00.000Z")
    expect(swissTimeToUtc("2030-10-27", "12:00").toISOString()).toBe("2030-10-27T11:00:00.000Z")
  })

  it("refuses what is not a date and time", () => {
    expect(() => swissTimeToUtc("", "09:30")).toThrow("Not a date and time")
  })
})

describe("the calendar file", () => {
  it("escapes backslashes, commas, semicolons and line breaks in text", () => {
    expect(escapeText("a,b;c\\d\ne\r\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf")
  })

  it("folds lines at 75 octets without splitting a character, continuation lines starting with a space", () => {
    const line = `DESCRIPTION:${"ü".repeat(100)}`
    const folded = foldLine(line).split("\r\n")
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true)
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(line)
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short")
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75))
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`)
  })

  it("holds one event for a one-way trip: start in UTC, places, reference, class and phone", () => {
    const ics = calendarFile(trip)
    expect(ics.endsWith("\r\n")).toBe(true)
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n|\r/)
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const lines = unfolded(ics)
    expect(lines[0]).toBe("BEGIN:VCALENDAR")
    expect(lines).toContain("VERSION:2.0")
    expect(lines.at(-2)).toBe("END:VCALENDAR")
    expect(events(ics)).toHaveLength(1)
    expect(lines).toContain("DTSTART:20301206T083000Z")
    expect(lines).toContain("DTSTAMP:20301101T081500Z")
    expect(lines).toContain("UID:AC-0112-7KQ3-outbound@example.ch")
    expect(lines).toContain("LOCATION:Hotel Schweizerhof\\, Bahnhofplatz 7\\; 8001 Zürich")
    expect(lines).toContain("SUMMARY:Fahrt Hotel Schweizerhof\\, Bahnhofplatz 7\\; 8001 Zürich → Flughafen Zürich")
    expect(lines).toContain(
      "DESCRIPTION:Abholung: Hotel Schweizerhof\\, Bahnhofplatz 7\\; 8001 Zürich\\nZiel: Flughafen Zürich" +
        "\\nReferenz: AC-0112-7KQ3\\nFahrzeugklasse: Premium\\nTelefon: +41 44 555 12 34",
    )
  })

  it("ends each event after the drive time, when the request carries one", () => {
    // Without a drive time (a price sent by e-mail) the events have a start only.
    expect(unfolded(calendarFile(trip)).some((line) => line.startsWith("DTEND"))).toBe(false)
    const ics = calendarFile({ ...trip, driveMinutes: 95, returnDate: "2030-12-08", returnTime: "17:00" })
    const [outbound, back] = events(ics).map((event) => unfolded(event))
    expect(outbound).toContain("DTSTART:20301206T083000Z")
    expect(outbound).toContain("DTEND:20301206T100500Z")
    expect(back).toContain("DTEND:20301208T173500Z")
  })

  it("adds the way back as a second event, from the destination, at its own offset", () => {
    const ics = calendarFile({
      ...trip,
      date: "2030-03-29",
      time: "18:00",
      returnDate: "2030-04-02",
      returnTime: "07:45",
    })
    const [outbound, back] = events(ics).map(unfolded)
    expect(events(ics)).toHaveLength(2)
    expect(outbound).toContain("DTSTART:20300329T170000Z")
    expect(back).toContain("DTSTART:20300402T054500Z")
    expect(back).toContain("UID:AC-0112-7KQ3-back@example.ch")
    expect(back).toContain("LOCATION:Flughafen Zürich")
    expect(back).toContain("SUMMARY:Rückfahrt Flughafen Zürich → Hotel Schweizerhof\\, Bahnhofplatz 7\\; 8001 Zürich")
  })

  it("is a data: URL a link can download without a request", () => {
    const ics = calendarFile(trip)
    const href = calendarHref(ics)
    expect(href.startsWith("data:text/calendar;charset=utf-8,")).toBe(true)
    expect(decodeURIComponent(href.slice(href.indexOf(",") + 1))).toBe(ics)
  })
})

describe("the calendar file's stops and terms", () => {
  const withExtras = {
    ...trip,
    stops: ["Zug", "Baar"],
    terms: ["Wartezeit kostenlos: 60 Minuten am Flughafen ab der Landung, sonst 15 Minuten.", "Kindersitze kostenlos."],
    returnDate: "2030-12-08",
    returnTime: "18:00",
    texts: { ...texts, stops: "Zwischenhalte", terms: "Bedingungen" },
  }
  const descriptions = (ics: string) =>
    events(ics).map((event) => unfolded(event).find((line) => line.startsWith("DESCRIPTION:"))!)

  it("lists the stops in order on the way out and in reverse on the way back, then the terms", () => {
    const [outbound, back] = descriptions(calendarFile(withExtras))
    expect(outbound).toBe(
      "DESCRIPTION:Abholung: Hotel Schweizerhof\\, Bahnhofplatz 7\\; 8001 Zürich\\nZwischenhalte: Zug\\, Baar\\nZiel: Flughafen Zürich\\nReferenz: AC-0112-7KQ3\\nFahrzeugklasse: Premium\\nTelefon: +41 44 555 12 34\\nBedingungen:\\n– Wartezeit kostenlos: 60 Minuten am Flughafen ab der Landung\\, sonst 15 Minuten.\\n– Kindersitze kostenlos.",
    )
    expect(back).toContain("Zwischenhalte: Baar\\, Zug\\n")
  })

  it("leaves both out when the trip has none", () => {
    const [outbound] = descriptions(calendarFile(trip))
    expect(outbound).not.toContain("Zwischenhalte")
    expect(outbound).not.toContain("Bedingungen")
  })
})
