import React, { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { readSummary } from "../lib/forms/submit"
import { readableDateTime, readableEmail } from "../lib/forms/summary-format"
import { useNavigation } from "../hooks/use-navigation"
import type { Language } from "../lib/language/languages"
import { DefinitionRows } from "./blocks"
import { useCompany } from "../hooks/use-company"
import { calendarFile, calendarHref } from "../lib/forms/calendar"
import { ITEMS, STOP_FIELDS } from "../lib/forms/validation"
import TermsList from "./forms/terms-list"

type RequestSummaryProps = {
  /** The vehicle classes in the page language: the request carries a class's slug, the visitor reads its name. */
  classes?: readonly { slug: string; name: string }[]
  language: Language
  /** The terms beside the price in the page's language, and the ways to pay (content/booking.yaml). */
  terms?: readonly string[]
  payment?: readonly { id: string; label: Readonly<Record<Language, string>> }[]
}

/** On the confirmation page: what the visitor just sent, with the reference to quote (read from this tab). */
export default function RequestSummary({ classes = [], language, terms = [], payment = [] }: RequestSummaryProps) {
  const { t } = useTranslation("forms")
  const { services } = useNavigation(language)
  const company = useCompany()
  const [summary, setSummary] = useState<Record<string, string> | null>(null)
  useEffect(() => setSummary(readSummary()), [])
  if (!summary) return null
  const className = classes.find((c) => c.slug === summary.vehicleClass)?.name ?? summary.vehicleClass
  const email = readableEmail(summary.email)
  const hourly = summary.tripType === "hourly"
  const stops = hourly ? [] : STOP_FIELDS.map((name) => summary[name]?.trim()).filter((stop): stop is string => !!stop)
  const count = (name: string) => Number(summary[name]) || 0
  const items = ITEMS.filter((item) => count(item) > 0).map((item) =>
    t(`jobSheet.items.${item}`, { count: count(item) }),
  )
  if (count("pets") > 0 && summary.petSize) items.push(t(`jobSheet.petSize.${summary.petSize}`))
  const optional = (label: string, value: string | undefined): [string, string][] =>
    value?.trim() ? [[label, value]] : []
  const rows: [string, string][] =
    summary.form === "booking"
      ? [
          [t("summary.trip"), [summary.pickup, ...stops, summary.dropoff].filter(Boolean).join(" → ")],
          ...optional(t("summary.stops"), stops.join(", ")),
          [t("summary.when"), readableDateTime(summary.date, summary.time, language)],
          ...optional(t("summary.hours"), hourly ? t("summary.hoursValue", { hours: count("hours") }) : ""),
          ...(summary.tripType === "return"
            ? [
                [t("summary.return"), readableDateTime(summary.returnDate, summary.returnTime, language)] as [
                  string,
                  string,
                ],
              ]
            : []),
          [t("summary.passengers"), `${summary.passengers} / ${summary.suitcases}`],
          ...optional(t("summary.items"), items.join(", ")),
          ...optional(t("summary.sign"), summary.signText),
          [t("summary.service"), services.find((s) => s.slug === summary.service)?.label ?? summary.service],
          [t("summary.class"), className],
          ...optional(
            t("summary.payer"),
            summary.payer === "company"
              ? [summary.companyName, summary.invoiceAddress, summary.costCentre].filter(Boolean).join(", ")
              : "",
          ),
          ...optional(t("summary.payment"), payment.find((p) => p.id === summary.payment)?.label[language]),
          [
            t("summary.price"),
            summary.quotedPrice
              ? `${summary.quotedPrice} (${t("summary.tariff", { version: summary.tariffVersion })})`
              : t("summary.priceByEmail"),
          ],
          [t("summary.contact"), `${summary.name}, ${email}, ${summary.phone}`],
        ]
      : [
          [t("contact.subject"), summary.subject],
          [t("summary.contact"), `${summary.name}, ${email}`],
        ]
  return (
    <section className="panel request-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="panel__title">
        {t("summary.title")}
      </h2>
      <p className="request-summary__reference">
        {t("summary.reference")}: <strong data-testid="reference">{summary.reference}</strong>
      </p>
      <DefinitionRows rows={rows} />
      {summary.form === "booking" && terms.length > 0 && (
        <TermsList
          title={t("summary.terms", { version: summary.termsVersion ?? "" })}
          terms={terms}
          className="request-summary__terms"
        />
      )}
      {summary.form === "booking" && summary.date && summary.time && (
        <p className="request-summary__calendar">
          <a
            className="button button--secondary"
            href={calendarHref(
              calendarFile({
                reference: summary.reference,
                pickup: summary.pickup,
                dropoff: summary.dropoff || summary.pickup,
                date: summary.date,
                time: summary.time,
                ...(hourly && count("hours") > 0
                  ? { driveMinutes: count("hours") * 60 }
                  : Number(summary.driveMinutes) > 0
                    ? { driveMinutes: Number(summary.driveMinutes) }
                    : {}),
                stops,
                terms,
                ...(summary.tripType === "return"
                  ? { returnDate: summary.returnDate, returnTime: summary.returnTime }
                  : {}),
                vehicleClass: className,
                phone: company.phoneDisplay,
                company: company.name,
                domain: company.email.split("@")[1],
                texts: {
                  outbound: t("summary.calendar.outbound", {
                    from: summary.pickup,
                    to: summary.dropoff || summary.pickup,
                  }),
                  back: t("summary.calendar.back", { from: summary.dropoff, to: summary.pickup }),
                  from: t("summary.calendar.from"),
                  to: t("summary.calendar.to"),
                  reference: t("summary.calendar.reference"),
                  vehicleClass: t("summary.calendar.class"),
                  phone: t("summary.calendar.phone"),
                  stops: t("summary.calendar.stops"),
                  terms: t("summary.calendar.terms"),
                },
                now: new Date(),
              }),
            )}
            download={`${t("summary.calendar.file")}-${summary.reference}.ics`}
            data-testid="calendar-link"
          >
            {t("summary.calendar.link")}
          </a>
        </p>
      )}
    </section>
  )
}
