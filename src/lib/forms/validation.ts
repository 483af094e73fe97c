/**
 * Validation of the booking and contact requests. Pure functions: each returns the message key of the first
 * problem per field (keys live in locales/{de,en}/forms.json), so the same rules run in the browser and in
 * unit tests. The HTML constraint attributes of the forms express the same rules for visitors without
 * JavaScript.
 */
export const LIMITS = {
  passengers: [1, 16],
  suitcases: [0, 16],
  childSeats: [0, 3],
  items: [0, 20],
  message: 2000,
  name: 100,
  sign: 40,
  hours: 24,
  stops: 3,
  invoiceAddress: 300,
} as const

export type Errors = Record<string, string>
/** The bulky items a booking counts besides suitcases, as the fleet content names them. */
export const ITEMS = ["skis", "golfBags", "bicycles", "pets"] as const
export type Item = (typeof ITEMS)[number]
export type Carries = Record<Item, number>
export type VehicleCapacity = {
  slug: string
  name: string
  passengers: number
  suitcases: number
  /** How many bulky items the class carries (fleet content); a class without it carries none. */
  carries?: Readonly<Carries> | null
}
/** The stop fields, in the order of the way. */
export const STOP_FIELDS = ["stop1", "stop2", "stop3"] as const
/** One class's hourly rule (content/tariff.yaml). */
export type HourlyRule = { vehicleClass: string; minimumHours: number }

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

/** Whether a class carries the bulky items (a count of 0 always fits). */
export const carriesItems = (c: VehicleCapacity, items: Partial<Carries>): boolean =>
  ITEMS.every((item) => (items[item] ?? 0) <= (c.carries?.[item] ?? 0))

/** The bulky items of a booking's values, as counts (blank or invalid: 0). */
export const itemsOf = (values: Record<string, string>): Carries =>
  Object.fromEntries(ITEMS.map((item) => [item, integer(values[item] || "0") ?? 0])) as Carries

/** The smallest class (in content order) that carries everyone and everything, bulky items included. */
export function suggestClass(
  classes: readonly VehicleCapacity[],
  passengers: number,
  suitcases: number,
  items: Partial<Carries> = {},
): VehicleCapacity | null {
  return classes.find((c) => c.passengers >= passengers && c.suitcases >= suitcases && carriesItems(c, items)) ?? null
}

/** The most of an item any class carries. */
export const mostCarried = (classes: readonly VehicleCapacity[], item: Item): number =>
  Math.max(0, ...classes.map((c) => c.carries?.[item] ?? 0))

/** Markup in a sign text: a tag, an entity or a bracket a sign never needs. */
const MARKUP = /[<>{}]|&[#\w]+;/

/** The same place, as people type it: case, accents and punctuation aside. */
const samePlace = (a: string, b: string) => {
  const plain = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  return plain(a) !== "" && plain(a) === plain(b)
}

/**
 * The booking's extras: by the hour (a duration between the class's minimum and 24 h), stops (never the pick-up),
 * bulky items (within what some class carries, and what the chosen one carries), the name sign (at most 40
 * characters, no markup) and who pays (a company needs its name and invoice address; the invoice is for companies).
 */
function bookingExtras(
  values: Record<string, string>,
  options: { classes: readonly VehicleCapacity[]; hourly?: readonly HourlyRule[] },
  errors: Errors,
) {
  if (values.tripType === "hourly") {
    const rules = options.hourly ?? []
    const rule = rules.find((r) => r.vehicleClass === values.vehicleClass)
    const minimum = rule?.minimumHours ?? Math.min(...rules.map((r) => r.minimumHours), 1)
    const hours = integer(values.hours)
    if (hours === null) errors.hours = isBlank(values.hours) ? "required" : "hours"
    else if (hours < minimum) errors.hours = "hoursMinimum"
    else if (hours > LIMITS.hours) errors.hours = "hoursMaximum"
  }
  for (const stop of STOP_FIELDS) {
    const text = values[stop] ?? ""
    if (text.length > 200) errors[stop] = "tooLong"
    else if (!isBlank(text) && samePlace(text, values.pickup ?? "")) errors[stop] = "stopIsPickup"
  }
  const items = itemsOf(values)
  for (const item of ITEMS) {
    const count = integer(values[item] || "0")
    if (count === null || count > LIMITS.items[1]) errors[item] = "itemsRange"
    else if (count > mostCarried(options.classes, item)) errors[item] = "itemsNoClass"
  }
  if (items.pets > 0 && isBlank(values.petSize)) errors.petSize = "required"
  const chosen = options.classes.find((c) => c.slug === values.vehicleClass)
  if (chosen && !errors.vehicleClass && ITEMS.every((i) => !errors[i]) && !carriesItems(chosen, items)) {
    errors.vehicleClass = "classItems"
  }
  const sign = values.signText ?? ""
  if (sign.length > LIMITS.sign) errors.signText = "signLong"
  else if (MARKUP.test(sign)) errors.signText = "signMarkup"
  if (values.payer === "company") {
    if (isBlank(values.companyName)) errors.companyName = "required"
    if (isBlank(values.invoiceAddress)) errors.invoiceAddress = "invoiceAddress"
    else if (values.invoiceAddress.length > LIMITS.invoiceAddress) errors.invoiceAddress = "tooLong"
  } else if (values.payment === "invoice") {
    errors.payment = "invoiceCompanyOnly"
  }
}

/** What the chosen class lacks room for: the first bulky item it cannot carry, or null. */
export const itemTooMany = (c: VehicleCapacity | undefined, values: Record<string, string>): Item | null =>
  (c && ITEMS.find((item) => itemsOf(values)[item] > (c.carries?.[item] ?? 0))) || null

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
  options: {
    now: Date
    leadTimeHours: number
    classes: readonly VehicleCapacity[]
    hourly?: readonly HourlyRule[]
  },
  normalisePhone: PhoneNormaliser,
): Errors {
  const errors: Errors = {}
  const hourly = values.tripType === "hourly"
  // By the hour, the end place is optional.
  for (const field of ["service", "pickup", ...(hourly ? [] : ["dropoff"]), "date", "time", "vehicleClass"]) {
    if (isBlank(values[field])) errors[field] = "required"
  }
  if (
    !errors.pickup &&
    !errors.dropoff &&
    !hourly &&
    values.pickup.trim().toLowerCase() === values.dropoff.trim().toLowerCase()
  ) {
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

  bookingExtras(values, options, errors)

  if (!isBlank(values.flightNumber) && !new RegExp(`^${FLIGHT_PATTERN}$`).test(values.flightNumber.trim())) {
    errors.flightNumber = "flight"
  }
  if (isBlank(values.phone)) errors.phone = "required"
  else if (!normalisePhone(values.phone)) errors.phone = "phone"
  common(values, errors)
  return errors
}
