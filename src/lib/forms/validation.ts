/**
 * Validation of the booking and contact requests. Pure functions: each returns the message key of the first
 * problem per field (keys live in locales/{de,en}/forms.json), so the same rules run in the browser and in
 * unit tests. The HTML constraint attributes of the forms express the same rules for visitors without
 * JavaScript.
 */
export const LIMITS = { passengers: [1, 16], suitcases: [0, 16], childSeats: [0, 3], message: 2000, name: 100 } as const

export type Errors = Record<string, string>
export type VehicleCapacity = { slug: string; name: string; passengers: number; suitcases: number }

export const EMAIL_PATTERN = "[^@\\s]+@[^@\\s]+\\.[^@\\s]{2,}"
/** Airline code (2 letters/digits or 3 letters) plus 1–4 digits and an optional suffix, e.g. LX 318, EZS1234. */
export const FLIGHT_PATTERN = "(?:[A-Za-z]{2}|[A-Za-z]\\d|\\d[A-Za-z]|[A-Za-z]{3}) ?\\d{1,4}[A-Za-z]?"

const isBlank = (value: string | undefined) => !value || value.trim() === ""

/**
 * A phone number in international format, or Swiss national format (044..., 079...), as E.164; null when it
 * is not a valid number. The one in use wraps libphonenumber-js and is loaded on demand (./phone.ts).
 */
export type PhoneNormaliser = (value: string) => string | null

function integer(value: string | undefined): number | null {
  if (isBlank(value) || !/^\d+$/.test(String(value).trim())) return null
  return Number(value)
}

/** The date and time of a trip as a local Date (Swiss time on the visitor's device). */
export function tripDate(date: string | undefined, time: string | undefined): Date | null {
  if (!date || !time || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const result = new Date(`${date}T${time}:00`)
  return Number.isNaN(result.getTime()) ? null : result
}

/** The smallest class (in content order) that carries everyone and everything. */
export function suggestClass(
  classes: readonly VehicleCapacity[],
  passengers: number,
  suitcases: number,
): VehicleCapacity | null {
  return classes.find((c) => c.passengers >= passengers && c.suitcases >= suitcases) ?? null
}

function common(values: Record<string, string>, errors: Errors) {
  if (isBlank(values.name)) errors.name = "required"
  else if (values.name.trim().length < 2) errors.name = "nameShort"
  else if (values.name.length > LIMITS.name) errors.name = "tooLong"
  if (isBlank(values.email)) errors.email = "required"
  else if (!new RegExp(`^${EMAIL_PATTERN}$`).test(values.email.trim())) errors.email = "email"
  if ((values.message ?? "").length > LIMITS.message) errors.message = "messageLong"
  if (values.privacy !== "yes") errors.privacy = "privacy"
}

export function validateContact(values: Record<string, string>, normalisePhone: PhoneNormaliser): Errors {
  const errors: Errors = {}
  common(values, errors)
  if (!isBlank(values.phone) && !normalisePhone(values.phone)) errors.phone = "phone"
  if (isBlank(values.subject)) errors.subject = "required"
  if (isBlank(values.message)) errors.message = "required"
  else if (values.message.trim().length < 10) errors.message = "messageShort"
  return errors
}

export function validateBooking(
  values: Record<string, string>,
  options: { now: Date; leadTimeHours: number; classes: readonly VehicleCapacity[] },
  normalisePhone: PhoneNormaliser,
): Errors {
  const errors: Errors = {}
  for (const field of ["service", "pickup", "dropoff", "date", "time", "vehicleClass"]) {
    if (isBlank(values[field])) errors[field] = "required"
  }
  if (!errors.pickup && !errors.dropoff && values.pickup.trim().toLowerCase() === values.dropoff.trim().toLowerCase()) {
    errors.dropoff = "sameAddress"
  }

  const outbound = tripDate(values.date, values.time)
  const earliest = new Date(options.now.getTime() + options.leadTimeHours * 3_600_000)
  if (!errors.date && !errors.time) {
    if (!outbound) errors.date = "date"
    else if (outbound.getTime() < options.now.getTime()) errors.date = "past"
    else if (outbound.getTime() < earliest.getTime()) errors.time = "leadTime"
  }
  if (values.tripType === "return") {
    if (isBlank(values.returnDate)) errors.returnDate = "required"
    if (isBlank(values.returnTime)) errors.returnTime = "required"
    const back = tripDate(values.returnDate, values.returnTime)
    if (!errors.returnDate && !errors.returnTime) {
      if (!back) errors.returnDate = "date"
      else if (outbound && back.getTime() <= outbound.getTime()) errors.returnDate = "returnBeforeOutbound"
    }
  }

  const passengers = integer(values.passengers)
  if (passengers === null) errors.passengers = "required"
  else if (passengers < LIMITS.passengers[0] || passengers > LIMITS.passengers[1]) errors.passengers = "passengersRange"
  const suitcases = integer(values.suitcases ?? "0") ?? -1
  if (suitcases < LIMITS.suitcases[0] || suitcases > LIMITS.suitcases[1]) errors.suitcases = "suitcasesRange"
  for (const seat of ["babySeats", "childSeats", "boosterSeats"]) {
    const count = integer(values[seat] || "0")
    if (count === null || count > LIMITS.childSeats[1]) errors[seat] = "seatsRange"
  }

  const chosen = options.classes.find((c) => c.slug === values.vehicleClass)
  if (!errors.vehicleClass && !chosen) errors.vehicleClass = "required"
  if (chosen && passengers !== null && !errors.passengers && passengers > chosen.passengers) {
    errors.vehicleClass = "classPassengers"
  } else if (chosen && !errors.suitcases && suitcases > chosen.suitcases) {
    errors.vehicleClass = "classSuitcases"
  }

  if (!isBlank(values.flightNumber) && !new RegExp(`^${FLIGHT_PATTERN}$`).test(values.flightNumber.trim())) {
    errors.flightNumber = "flight"
  }
  if (isBlank(values.phone)) errors.phone = "required"
  else if (!normalisePhone(values.phone)) errors.phone = "phone"
  common(values, errors)
  return errors
}
