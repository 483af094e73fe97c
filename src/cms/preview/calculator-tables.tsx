/**
 * The calculator's two tables (./calculator.tsx): how close the rule comes to the listed prices, class by class, and
 * one typical trip priced by the rule beside its listed price.
 */
import React from "react"
import data from "virtual:cms-preview"
import {
  calibrate,
  calibrationShare,
  calibrationTolerance,
  describeMiss,
  ruleFare,
  type Names,
} from "../../lib/domain/tariff-rule"
import type { RouteSummary } from "../../lib/domain/roads"
import { findRoute, type DistanceRule, type Tariff, type TariffPlace } from "../../lib/domain/tariff"
import { formatPrice } from "../../lib/domain/price-format"
import { driveTime, monthName } from "../../lib/forms/route-line"

export function Calibration({
  tariff,
  road,
  names,
}: {
  tariff: Tariff
  road: (a: TariffPlace, b: TariffPlace) => RouteSummary | null
  names: Names
}) {
  const calibration = calibrate(tariff, road)
  return (
    <section aria-labelledby="calibration-title" className="calculator__block">
      <h2 id="calibration-title" className="calculator__heading">
        Nähe zu den Festpreisen
      </h2>
      <p className="note">
        Die Prüfung verlangt in jeder Klasse mindestens {calibrationShare * 100} % der Festpreis-Strecken innerhalb{" "}
        {calibrationTolerance * 100} % der Regel.
      </p>
      <table className="routes prices-table">
        <thead>
          <tr>
            <th scope="col">Klasse</th>
            <th scope="col">Innerhalb {calibrationTolerance * 100} %</th>
            <th scope="col">Am weitesten daneben</th>
          </tr>
        </thead>
        <tbody>
          {calibration.map((c) => (
            <tr key={c.vehicleClass}>
              <th scope="row">{names.vehicleClass(c.vehicleClass)}</th>
              <td>
                {c.within} von {c.routes}
              </td>
              <td>{c.misses.length ? describeMiss(c.misses[0], "de", names) : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function Trip({
  from,
  to,
  month,
  way,
  rule,
}: {
  from: TariffPlace
  to: TariffPlace
  month: number
  way: RouteSummary | null
  rule: DistanceRule
}) {
  const listed = findRoute({ routes: data.routes }, from.id, to.id)
  const title = `${from.name.de} → ${to.name.de}, ${monthName(month, "de")}`
  return (
    <section className="calculator__block" aria-label={title}>
      <h2 className="calculator__heading">{title}</h2>
      {!way ? (
        <p>Kein Weg im Strassennetz.</p>
      ) : (
        <>
          <p className="note">
            {way.km} km{way.via ? ` via ${way.via.de}` : ""} · {driveTime(way.minutes)}
            {way.closed ? ` (${way.closed.name.de} im ${monthName(month, "de")} gesperrt)` : ""}
            {way.fare ? ` · Autoverlad ${formatPrice(way.fare, "de")}` : ""}
          </p>
          <table className="routes prices-table">
            <thead>
              <tr>
                <th scope="col">Klasse</th>
                <th scope="col" className="prices-table__amount">
                  Nach Regel
                </th>
                <th scope="col" className="prices-table__amount">
                  Festpreis
                </th>
                <th scope="col" className="prices-table__amount">
                  Abweichung
                </th>
              </tr>
            </thead>
            <tbody>
              {data.classes.map(({ slug, name }) => {
                const fare = ruleFare(rule, way.km, slug)
                const price = fare === null ? null : fare + way.fare
                const fixed = listed?.prices.find((p) => p.vehicleClass === slug)?.amount
                return (
                  <tr key={slug}>
                    <th scope="row">{name}</th>
                    <td className="price prices-table__amount">
                      {price === null ? `über ${rule.maxKm} km` : formatPrice(price, "de")}
                    </td>
                    <td className="price prices-table__amount">{fixed ? formatPrice(fixed, "de") : "–"}</td>
                    <td className="prices-table__amount">
                      {fixed && price !== null
                        ? `${price >= fixed ? "+" : "−"}${Math.round((Math.abs(price - fixed) / fixed) * 100)} %`
                        : "–"}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}

/** An hourly booking of a few hours in every class: the rate times the hours, at least the class's minimum. */
export function HourlyBooking({
  hours,
  hourly,
}: {
  hours: number
  hourly: readonly { vehicleClass: string; rate: number; minimumHours: number }[]
}) {
  const title = `Stundenmiete, ${hours} Stunden`
  return (
    <section className="calculator__block" aria-label={title}>
      <h2 className="calculator__heading">{title}</h2>
      <table className="routes prices-table">
        <thead>
          <tr>
            <th scope="col">Klasse</th>
            <th scope="col" className="prices-table__amount">
              Preis pro Stunde
            </th>
            <th scope="col" className="prices-table__amount">
              Mindestens
            </th>
            <th scope="col" className="prices-table__amount">
              {hours} Stunden
            </th>
          </tr>
        </thead>
        <tbody>
          {data.classes.map(({ slug, name }) => {
            const rule = hourly.find((h) => h.vehicleClass === slug)
            const billed = rule ? Math.max(hours, rule.minimumHours) : NaN
            return (
              <tr key={slug}>
                <th scope="row">{name}</th>
                <td className="price prices-table__amount">{rule ? formatPrice(rule.rate, "de") : "–"}</td>
                <td className="prices-table__amount">{rule ? `${rule.minimumHours} h` : "–"}</td>
                <td className="price prices-table__amount">
                  {rule && Number.isFinite(rule.rate * billed) ? formatPrice(rule.rate * billed, "de") : "–"}
                  {rule && billed > hours ? ` (${billed} h)` : ""}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** A trip with a stop: the rule's fare along the legs, plus the charge per stop. */
export function StopTrip({
  places,
  legs,
  stopCharge,
  rule,
}: {
  places: readonly TariffPlace[]
  legs: readonly (RouteSummary | null)[]
  stopCharge: number
  rule: DistanceRule
}) {
  const title = `${places.map((p) => p.name.de).join(" → ")}, mit Zwischenhalt`
  const complete = legs.every((leg): leg is RouteSummary => leg !== null)
  const km = complete ? legs.reduce((sum, leg) => sum + leg.km, 0) : 0
  const fare = complete ? legs.reduce((sum, leg) => sum + leg.fare, 0) : 0
  const stops = places.length - 2
  return (
    <section className="calculator__block" aria-label={title}>
      <h2 className="calculator__heading">{title}</h2>
      {!complete ? (
        <p>Kein Weg im Strassennetz.</p>
      ) : (
        <>
          <p className="note">
            {km} km über {stops} Halt · Zuschlag {formatPrice(stopCharge * stops, "de")}
          </p>
          <table className="routes prices-table">
            <thead>
              <tr>
                <th scope="col">Klasse</th>
                <th scope="col" className="prices-table__amount">
                  Mit Halt
                </th>
              </tr>
            </thead>
            <tbody>
              {data.classes.map(({ slug, name }) => {
                const ruled = ruleFare(rule, km, slug)
                return (
                  <tr key={slug}>
                    <th scope="row">{name}</th>
                    <td className="price prices-table__amount">
                      {ruled === null
                        ? `über ${rule.maxKm} km`
                        : formatPrice(ruled + Math.ceil(fare) + stopCharge * stops, "de")}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
