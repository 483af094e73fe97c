/**
 * The booked trip as a calendar file (iCalendar, RFC 5545), built in the browser from what the visitor sent:
 * one VEVENT for the trip and one for the way back on a return trip. Times are entered in Swiss time and written
 * in UTC, converted for the date's own offset (CET in winter, CEST from the last Sunday in March), so every
 * calendar shows the pickup at the hour the visitor chose wherever it is opened. Pure: the unit tests check the
 * conversion, the escaping and the folding.
 */
export const SWISS_TIME_ZONE = "Europe/Zurich"

/** The texts around the trip, in the visitor's language. */
export type CalendarTexts = {
  /** The events' titles. */
  outbound: string
  back: string
  from: string
  to: string
  reference: string
  vehicleClass: string
  phone: string
  /** Titles of the stops and of the terms, where the trip has them. */
  stops?: string
  terms?: string
}

export type CalendarTrip = {
  reference: string
  pickup: string
  dropoff: string
  /** yyyy-mm-dd and hh:mm, Swiss time, as the booking form takes them. */
  date: string
  time: string
  /** The drive's expected length in minutes (the quote's route; by the hour, the hours booked): each event ends that long after its start. */
  driveMinutes?: number
  /** Stops on the way, in order (the way back passes them in reverse). */
  stops?: readonly string[]
  /** The terms beside the price, as the visitor read them. */
  terms?: readonly string[]
  /** Set on a return trip. */
  returnDate?: string
  returnTime?: string
  /** The class by name, as the visitor reads it. */
  vehicleClass: string
  /** The company's phone number, as printed. */
  phone: string
  /** The company's name: the calendar's product id. */
  company: string
  /** The domain the events' ids are unique in (the company's mail domain). */
  domain: string
  texts: CalendarTexts
  /** When the file is made (DTSTAMP). */
  now: Date
}

/** The UTC offset of Swiss time at an instant, in milliseconds (3 600 000 in winter, 7 200 000 in summer). */
function swissOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: SWISS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  const wallClock = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"))
  return wallClock - Math.floor(instant / 1000) * 1000
}

/** The instant of a Swiss date and time ("2030-03-31", "09:30"). */
export function swissTimeToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number)
  const [hour, minute] = time.split(":").map(Number)
  if ([year, month, day, hour, minute].some((n) => !Number.isInteger(n))) {
    throw new Error(`Not a date and time: "${date} ${time}"`)
  }
  const wallClock = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the wall-clock time read as UTC is right except within hours of a switch: a second look at the
  // instant it gives settles it.
  const first = wallClock - swissOffset(wallClock)
  return new Date(wallClock - swissOffset(first))
}

/** An instant as iCalendar's UTC date-time, e.g. 20300331T073000Z. */
export const icsDateTime = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z")

/** A TEXT value with backslashes, semicolons, commas and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")

const utf8Length = (text: string) => new TextEncoder().encode(text).length

/**
 * A content line folded at 75 octets (RFC 5545 3.1): continuation lines start with one space, which counts
 * towards their 75. Never splits a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ""
  let limit = 75
  for (const character of line) {
    if (utf8Length(current + character) > limit) {
      lines.push(current)
      current = ""
      limit = 74
    }
    current += character
  }
  lines.push(current)
  return lines.join("\r\n ")
}

function event(trip: CalendarTrip, leg: "outbound" | "back"): string[] {
  const [from, to] = leg === "outbound" ? [trip.pickup, trip.dropoff] : [trip.dropoff, trip.pickup]
  const start =
    leg === "outbound" ? swissTimeToUtc(trip.date, trip.time) : swissTimeToUtc(trip.returnDate!, trip.returnTime!)
  const { texts } = trip
  const stops = leg === "outbound" ? (trip.stops ?? []) : [...(trip.stops ?? [])].reverse()
  const description = [
    `${texts.from}: ${from}`,
    ...(stops.length ? [`${texts.stops ?? "Stops"}: ${stops.join(", ")}`] : []),
    `${texts.to}: ${to}`,
    `${texts.reference}: ${trip.reference}`,
    `${texts.vehicleClass}: ${trip.vehicleClass}`,
    `${texts.phone}: ${trip.phone}`,
    ...(trip.terms?.length ? [`${texts.terms ?? "Terms"}:`, ...trip.terms.map((term) => `– ${term}`)] : []),
  ].join("\n")
  return [
    "BEGIN:VEVENT",
    `UID:${trip.reference}-${leg}@${trip.domain}`,
    `DTSTAMP:${icsDateTime(trip.now)}`,
    `DTSTART:${icsDateTime(start)}`,
    ...(trip.driveMinutes ? [`DTEND:${icsDateTime(new Date(start.getTime() + trip.driveMinutes * 60_000))}`] : []),
    `SUMMARY:${escapeText(leg === "outbound" ? texts.outbound : texts.back)}`,
    `LOCATION:${escapeText(from)}`,
    `DESCRIPTION:${escapeText(description)}`,
    "END:VEVENT",
  ]
}

/** The calendar file's text: CRLF line ends, every line folded. */
export function calendarFile(trip: CalendarTrip): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(trip.company)}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...event(trip, "outbound"),
    ...(trip.returnDate && trip.returnTime ? event(trip, "back") : []),
    "END:VCALENDAR",
  ]
  return lines.map(foldLine).join("\r\n") + "\r\n"
}

/** The file as a link target: a data: URL, so the download needs no request. */
export const calendarHref = (ics: string): string => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
