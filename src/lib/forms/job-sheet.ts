/**
 * The request as the dispatcher reads it: one text, top to bottom in the order a job is planned (trip, time,
 * people, items, sign, payer, price, way, terms version), sent as the request's first field so the host's e-mail
 * starts with it. Pure: the booking form builds it from what the visitor entered and was shown.
 */
import { ITEMS, STOP_FIELDS } from "./validation"

type Translate = (key: string, values?: Record<string, string | number>) => string

export type JobSheetContext = {
  t: Translate
  /** The date and time as people read them ("Fr., 4. Dezember 2026, 09:30"). */
  when: (date: string, time: string) => string
  /** The names the visitor read: of the class, the service and a way to pay. */
  className: (slug: string) => string
  serviceName: (slug: string) => string
  paymentName: (id: string) => string
  /** The request's reference and the quote fields (quotedPrice, priceSource, route, ...). */
  reference: string
  quote: Record<string, string>
  termsVersion: string
  language: string
}

/** Lines of "label: value", the labels padded so the values stand in one column; empty values left out. */
function table(rows: [string, string][]): string {
  const shown = rows.filter(([, value]) => value.trim() !== "")
  const width = Math.max(...shown.map(([label]) => label.length)) + 2
  return shown.map(([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\s*\n\s*/g, ", ")}`).join("\n")
}

const count = (value: string | undefined) => Number(value) || 0

export function jobSheet(values: Record<string, string>, context: JobSheetContext): string {
  const { t, quote } = context
  const hourly = values.tripType === "hourly"
  // By the hour there are no stops: the plan of the day says where to.
  const stops = hourly ? [] : STOP_FIELDS.map((name) => values[name]?.trim()).filter(Boolean)
  const kind = t(`jobSheet.kind.${hourly ? "hourly" : values.tripType === "return" ? "return" : "oneway"}`)
  const trip = hourly
    ? `${values.pickup}${values.dropoff ? ` → ${values.dropoff}` : ""}`
    : [values.pickup, ...stops, values.dropoff].join(" → ")
  const items = [
    ...ITEMS.filter((item) => count(values[item]) > 0).map((item) =>
      t(`jobSheet.items.${item}`, { count: count(values[item]) }),
    ),
    count(values.pets) > 0 && values.petSize ? t(`jobSheet.petSize.${values.petSize}`) : "",
  ].filter(Boolean)
  const seats = (["babySeats", "childSeats", "boosterSeats"] as const)
    .filter((seat) => count(values[seat]) > 0)
    .map((seat) => t(`jobSheet.seats.${seat}`, { count: count(values[seat]) }))
  const payer =
    values.payer === "company"
      ? [
          values.companyName,
          values.invoiceAddress,
          values.costCentre && t("jobSheet.costCentre", { ref: values.costCentre }),
        ]
          .filter(Boolean)
          .join("; ")
      : t("jobSheet.private")
  const price = quote.quotedPrice
    ? `${quote.quotedPrice} (${t(`jobSheet.source.${quote.priceSource || "list"}`)}, ${t("summary.tariff", { version: quote.tariffVersion })})`
    : t("summary.priceByEmail")
  return [
    `${t("jobSheet.title")} ${context.reference}`,
    table([
      [t("jobSheet.trip"), `${kind}: ${trip}`],
      [t("jobSheet.stops"), stops.map((stop, i) => `${i + 1}. ${stop}`).join("  ")],
      [t("jobSheet.when"), context.when(values.date, values.time)],
      [t("jobSheet.hours"), hourly ? t("jobSheet.hoursValue", { hours: count(values.hours) }) : ""],
      [t("jobSheet.plan"), hourly ? (values.dayPlan ?? "") : ""],
      [t("jobSheet.back"), values.tripType === "return" ? context.when(values.returnDate, values.returnTime) : ""],
      [t("jobSheet.flight"), values.flightNumber ?? ""],
      [
        t("jobSheet.people"),
        [
          t("jobSheet.passengers", { count: count(values.passengers) }),
          t("jobSheet.suitcases", { count: count(values.suitcases) }),
          ...seats,
        ].join(", "),
      ],
      [t("jobSheet.items.title"), items.join(", ")],
      [t("jobSheet.sign"), values.signText ?? ""],
      [t("jobSheet.class"), context.className(values.vehicleClass)],
      [t("jobSheet.service"), context.serviceName(values.service)],
      [t("jobSheet.payer"), payer],
      [t("jobSheet.payment"), values.payment ? context.paymentName(values.payment) : ""],
      [t("jobSheet.price"), price],
      [t("jobSheet.way"), quote.route ?? ""],
      [t("jobSheet.terms"), context.termsVersion],
      [t("jobSheet.contact"), [values.name, values.email, values.phone].filter(Boolean).join(", ")],
      [t("jobSheet.message"), values.message ?? ""],
      [t("jobSheet.language"), context.language],
    ]),
  ].join("\n")
}
