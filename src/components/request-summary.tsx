import React, { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { readSummary } from "../lib/forms/submit"
import { readableDateTime, readableEmail } from "../lib/forms/summary-format"
import { useNavigation } from "../hooks/use-navigation"
import type { Language } from "../lib/language/languages"
import { DefinitionRows } from "./blocks"

type RequestSummaryProps = {
  /** The vehicle classes in the page language: the request carries a class's slug, the visitor reads its name. */
  classes?: readonly { slug: string; name: string }[]
  language: Language
}

/** On the confirmation page: what the visitor just sent, with the reference to quote (read from this tab). */
export default function RequestSummary({ classes = [], language }: RequestSummaryProps) {
  const { t } = useTranslation("forms")
  const { services } = useNavigation(language)
  const [summary, setSummary] = useState<Record<string, string> | null>(null)
  useEffect(() => setSummary(readSummary()), [])
  if (!summary) return null
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
          [t("summary.class"), classes.find((c) => c.slug === summary.vehicleClass)?.name ?? summary.vehicleClass],
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
    </section>
  )
}
