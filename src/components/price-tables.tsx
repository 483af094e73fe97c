import React from "react"
import { useTranslation } from "react-i18next"
import { formatPrice } from "../lib/tariff"
import { bookingLink } from "../lib/booking-link"
import type { Language } from "../lib/languages"

type Price = { readonly vehicleClass: string; readonly amount: number }
type Names = { readonly de: string; readonly en: string }
type PopularRoute = {
  readonly from: string
  readonly to: string
  readonly fromName: Names
  readonly toName: Names
  readonly prices: readonly Price[]
}
type ClassName = { readonly slug: string; readonly name: string }

/** A scrolling table wrapper, named apart from the section it sits in (one name per landmark). */
function TableScroll({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll" role="region" aria-label={t("tableScroll", { title })} tabIndex={0}>
      {children}
    </div>
  )
}

/** Home: the popular routes with the fixed price of every class, plain HTML (readable without JavaScript). */
export function PopularRoutesTable({
  routes,
  classes,
  language,
  title,
}: {
  routes: readonly PopularRoute[]
  classes: readonly ClassName[]
  language: Language
  title: string
}) {
  const { t } = useTranslation()
  return (
    <TableScroll title={title}>
      <table className="routes prices-table">
        <thead>
          <tr>
            <th scope="col">{t("prices.route")}</th>
            {classes.map((c) => (
              <th key={c.slug} scope="col" className="prices-table__amount">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={`${route.from}-${route.to}`}>
              <th scope="row">
                <a href={bookingLink(language, { from: route.from, to: route.to })}>
                  {route.fromName[language]} – {route.toName[language]}
                </a>
              </th>
              {classes.map((c) => {
                const amount = route.prices.find((p) => p.vehicleClass === c.slug)?.amount
                return (
                  <td key={c.slug} className="price prices-table__amount">
                    {amount === undefined ? "–" : formatPrice(amount, language)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

/** A class page: the popular routes' fixed prices in this class, each a link to the form with the class chosen. */
export function ClassPricesTable({
  routes,
  vehicleClass,
  language,
  title,
}: {
  routes: readonly { readonly from: string; readonly to: string; readonly amount: number }[]
  vehicleClass: string
  language: Language
  title: string
}) {
  const { t } = useTranslation()
  return (
    <TableScroll title={title}>
      <table className="routes prices-table">
        <thead>
          <tr>
            <th scope="col">{t("prices.route")}</th>
            <th scope="col" className="prices-table__amount">
              {t("service.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={`${route.from}-${route.to}`}>
              <th scope="row">
                <a href={bookingLink(language, { from: route.from, to: route.to, vehicleClass })}>
                  {route.from} – {route.to}
                </a>
              </th>
              <td className="price prices-table__amount">{formatPrice(route.amount, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
