import React from "react"
import { useTranslation } from "react-i18next"
import { formatPrice } from "../lib/domain/tariff"
import { bookingLink } from "../lib/domain/booking-link"
import type { Language } from "../lib/language/languages"
import TableScroll from "./table-scroll"

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

/** A price column: a vehicle class, or the one class of a class page. */
type PriceColumn = { readonly key: string; readonly label: string }
/** A route row: its place names, its booking link and one amount per column (undefined: no price). */
type PriceRow = {
  readonly key: string
  readonly from: string
  readonly to: string
  readonly href: string
  readonly amounts: readonly (number | undefined)[]
}

/** The route price table both pages show: a route column of booking links, then one column per price. */
function PricesTable({
  columns,
  rows,
  language,
  title,
}: {
  columns: readonly PriceColumn[]
  rows: readonly PriceRow[]
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
            {columns.map((column) => (
              <th key={column.key} scope="col" className="prices-table__amount">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <a href={row.href}>
                  {row.from} – {row.to}
                </a>
              </th>
              {columns.map((column, i) => {
                const amount = row.amounts[i]
                return (
                  <td key={column.key} className="price prices-table__amount">
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
  return (
    <PricesTable
      columns={classes.map((c) => ({ key: c.slug, label: c.name }))}
      rows={routes.map((route) => ({
        key: `${route.from}-${route.to}`,
        from: route.fromName[language],
        to: route.toName[language],
        href: bookingLink(language, { from: route.from, to: route.to }),
        amounts: classes.map((c) => route.prices.find((p) => p.vehicleClass === c.slug)?.amount),
      }))}
      language={language}
      title={title}
    />
  )
}

/** A class page: the popular routes' fixed prices in this class, each a link to the form with the class chosen. */
export function ClassPricesTable({
  routes,
  vehicleClass,
  language,
  title,
}: {
  routes: readonly {
    readonly from: string
    readonly to: string
    readonly fromPlace: string
    readonly toPlace: string
    readonly amount: number
  }[]
  vehicleClass: string
  language: Language
  title: string
}) {
  const { t } = useTranslation()
  return (
    <PricesTable
      columns={[{ key: vehicleClass, label: t("service.price") }]}
      rows={routes.map((route) => ({
        key: `${route.from}-${route.to}`,
        from: route.from,
        to: route.to,
        href: bookingLink(language, { from: route.fromPlace, to: route.toPlace, vehicleClass }),
        amounts: [route.amount],
      }))}
      language={language}
      title={title}
    />
  )
}
