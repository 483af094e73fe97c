import React from "react"
import { useTranslation } from "react-i18next"
import { formatPrice } from "../lib/domain/price-format"
import { bookingLink } from "../lib/domain/booking-link"
import type { Language } from "../lib/language/languages"
import TableScroll from "./table-scroll"

/** A tariff route as both tables take it (the `PriceRoute` fragment): place ids, their names, a price per class. */
type PriceRoute = Queries.PriceRouteFragment
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
  routes,
  columns,
  language,
  title,
  vehicleClass,
}: {
  routes: readonly PriceRoute[]
  columns: readonly PriceColumn[]
  language: Language
  title: string
  /** The class a booking link chooses (a class page). */
  vehicleClass?: string
}) {
  const { t } = useTranslation()
  const rows: PriceRow[] = routes.map((route) => ({
    key: `${route.from}-${route.to}`,
    from: route.fromName[language],
    to: route.toName[language],
    href: bookingLink(language, { from: route.from, to: route.to, vehicleClass }),
    amounts: columns.map((column) => route.prices.find((p) => p.vehicleClass === column.key)?.amount),
  }))
  return (
    <TableScroll title={title}>
      <table className={`routes prices-table${columns.length === 1 ? " prices-table--one-price" : ""}`}>
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
  routes: readonly PriceRoute[]
  classes: readonly ClassName[]
  language: Language
  title: string
}) {
  return (
    <PricesTable
      routes={routes}
      columns={classes.map((c) => ({ key: c.slug, label: c.name }))}
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
  routes: readonly PriceRoute[]
  vehicleClass: string
  language: Language
  title: string
}) {
  const { t } = useTranslation()
  return (
    <PricesTable
      routes={routes}
      columns={[{ key: vehicleClass, label: t("service.price") }]}
      language={language}
      title={title}
      vehicleClass={vehicleClass}
    />
  )
}
