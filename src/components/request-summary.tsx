import React, { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { readSummary } from "../lib/forms/submit"
import { readableDateTime, readableEmail } from "../lib/forms/summary-format"
import { useNavigation } from "../hooks/use-navigation"
import type { Language } from "../lib/language/languages"
import { DefinitionRows } from "./blocks"
import { useCompany } from "../hooks/use-company"
import { calendarFile, calendarHref } from "../lib/forms/calendar"

type RequestSummaryProps = {
  /** The vehicle classes in the page language: the request carries a class's slug, the visitor reads its name. */
  classes?: readonly { slug: string; name: string }[]
  language: Language
}

/** On the confirmation page: what the visitor just sent, with the reference to quote (read from this tab). */
export default function RequestSummary({ classes = [], language }: RequestSummaryProps) {
  const { t } = useTranslation("forms")
  const { services } = useNavigation(language)
  const company = useCompany()
  const [summary, setSummary] = useState<Record<string, string> | null>(null)
  useEffect(() => setSummary(readSummary()), [])
  if (!summary) return null
  const className = classes.find((c) => c.slug === summary.vehicleClass)?.name ?? summary.vehicleClass
  const email = readableEmail(summary.email)
  const rows: [string, string][] =
    summary.form === "booking"
      ? [
          [t("summary.trip"), `${summary.pickup} → ${summary.dropoff}`],
          [t("summary.when"), readableDateTime(summary.date, summary.time, language)],
          ...(summary.tripType === "return"
            ? [
                [t("summary.return"), readableDateTime(summary.returnDate, summary.returnTime, language)] as [
                  string,
                  string,
                ],
              ]
            : []),
          [t("summary.passengers"), `${summary.passengers} / ${summary.suitcases}`],
          [t("summary.service"), services.find((s) => s.slug === summary.service)?.label ?? summary.service],
          [t("summary.class"), className],
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
      {summary.form === "booking" && summary.date && summary.time && (
        <p className="request-summary__calendar">
          <a
            className="button button--secondary"
            href={calendarHref(
              calendarFile({
                reference: summary.reference,
                pickup: summary.pickup,
                dropoff: summary.dropoff,
                date: summary.date,
                time: summary.time,
                ...(Number(summary.driveMinutes) > 0 ? { driveMinutes: Number(summary.driveMinutes) } : {}),
                ...(summary.tripType === "return"
                  ? { returnDate: summary.returnDate, returnTime: summary.returnTime }
                  : {}),
                vehicleClass: className,
                phone: company.phoneDisplay,
                company: company.name,
                domain: company.email.split("@")[1],
                texts: {
                  outbound: t("summary.calendar.outbound", { from: summary.pickup, to: summary.dropoff }),
                  back: t("summary.calendar.back", { from: summary.dropoff, to: summary.pickup }),
                  from: t("summary.calendar.from"),
                  to: t("summary.calendar.to"),
                  reference: t("summary.calendar.reference"),
                  vehicleClass: t("summary.calendar.class"),
                  phone: t("summary.calendar.phone"),
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
