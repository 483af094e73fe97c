import React, { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { readSummary } from "../lib/forms/submit"
import { DefinitionRows } from "./blocks"

type RequestSummaryProps = {
  /** The vehicle classes in the page language: the request carries a class's slug, the visitor reads its name. */
  classes?: readonly { slug: string; name: string }[]
}

/** On the confirmation page: what the visitor just sent, with the reference to quote (read from this tab). */
export default function RequestSummary({ classes = [] }: RequestSummaryProps) {
  const { t } = useTranslation("forms")
  const [summary, setSummary] = useState<Record<string, string> | null>(null)
  useEffect(() => setSummary(readSummary()), [])
  if (!summary) return null
  const rows: [string, string][] =
    summary.form === "booking"
      ? [
          [t("summary.trip"), `${summary.pickup} → ${summary.dropoff}`],
          [t("summary.when"), `${summary.date} ${summary.time}`],
          ...(summary.tripType === "return"
            ? [[t("summary.return"), `${summary.returnDate} ${summary.returnTime}`] as [string, string]]
            : []),
          [t("summary.passengers"), `${summary.passengers} / ${summary.suitcases}`],
          [t("summary.class"), classes.find((c) => c.slug === summary.vehicleClass)?.name ?? summary.vehicleClass],
          [
            t("summary.price"),
            summary.quotedPrice
              ? `${summary.quotedPrice} (${t("summary.tariff", { version: summary.tariffVersion })})`
              : t("summary.priceByEmail"),
          ],
          [t("summary.contact"), `${summary.name}, ${summary.email}, ${summary.phone}`],
        ]
      : [
          [t("contact.subject"), summary.subject],
          [t("summary.contact"), `${summary.name}, ${summary.email}`],
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
    </section>
  )
}
