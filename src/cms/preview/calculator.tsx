/**
 * The tariff's preview: what the distance rule being edited charges for typical trips, class by class, beside the
 * listed price where the route is listed, and how many listed routes it comes within 20 % of (the content check's
 * calibration). A rule the check would refuse shows the check's messages, in German, before anything is saved.
 *
 * The places, the roads, the places' joins, the listed routes and the classes come from content/ as it was when the
 * CMS was built (virtual:cms-preview); the rule from the entry.
 */
import React from "react"
import data from "virtual:cms-preview"
import { describeFinding, ruleFindings } from "../../lib/domain/tariff-rule"
import {
  joinsOf,
  readNetwork,
  routeOptions,
  routeSummary,
  tripDay,
  type RouteEnd,
  type RouteSummary,
} from "../../lib/domain/roads"
import { carPoint, type DistanceRule, type Tariff, type TariffPlace } from "../../lib/domain/tariff"
import { entryData, type DecapPreviewProps } from "./island"
import { Notes } from "./page-preview"
import { Calibration, HourlyBooking, StopTrip, Trip } from "./calculator-tables"

/** The trips the calculator prices: an airport to a resort, city to city, across the Alps, and one in winter. */
export const TYPICAL_TRIPS = [
  { from: "zrh-airport", to: "davos", month: 7 },
  { from: "gva-airport", to: "verbier", month: 7 },
  { from: "zurich", to: "bern", month: 7 },
  { from: "zurich", to: "lugano", month: 7 },
  { from: "davos", to: "zermatt", month: 7 },
  { from: "davos", to: "zermatt", month: 1 },
] as const

/** A trip of the month is priced on a Tuesday in its middle (a car train's weekday fare). */
const dayIn = (month: number) => tripDay(`2027-${String(month).padStart(2, "0")}-${month === 7 ? 13 : 12}`)

const network = readNetwork(data.network)
/** Classes and places by the names the office sees. */
const names = {
  vehicleClass: (slug: string) => data.classes.find((c) => c.slug === slug)?.name ?? slug,
  place: (id: string) => data.places.find((p) => p.id === id)?.name.de ?? id,
}

type Json = Record<string, unknown>
const num = (value: unknown) =>
  typeof value === "number" ? value : value === "" || value == null ? NaN : Number(value)

/** The rule as the entry holds it; numbers still being typed are NaN, which the check names. */
export function ruleOf(entry: Json): DistanceRule | null {
  const rule = entry.distanceRule as Json | undefined
  if (!rule) return null
  const classes = (rule.classes ?? {}) as Record<string, Json | undefined>
  return {
    roadFactor: num(rule.roadFactor),
    roundTo: num(rule.roundTo),
    maxKm: num(rule.maxKm),
    classes: Object.entries(classes).map(([vehicleClass, fare]) => ({
      vehicleClass,
      base: num(fare?.base),
      perKm: num(fare?.perKm),
      minimum: num(fare?.minimum),
    })),
  }
}

/** An hourly booking the calculator prices, and a trip with a stop on the way. */
export const HOURLY_EXAMPLE_HOURS = 4
export const STOP_EXAMPLE = { from: "zrh-airport", stop: "zug", to: "luzern", month: 7 } as const

/** The hourly rules as the entry holds them (numbers still being typed are NaN). */
export function hourlyOf(entry: Json): { vehicleClass: string; rate: number; minimumHours: number }[] {
  const hourly = (entry.hourly ?? {}) as Record<string, Json | undefined>
  return Object.entries(hourly).map(([vehicleClass, rule]) => ({
    vehicleClass,
    rate: num(rule?.rate),
    minimumHours: num(rule?.minimumHours),
  }))
}

/** Where a trip starts or ends: the place's car end joined where the build joined it. */
function endOf(place: TariffPlace | undefined): RouteEnd | null {
  const point = place && carPoint(place)
  const attachments = place && data.attachments[place.id]
  return point && attachments ? { joins: joinsOf(network, attachments), lat: point.lat, lon: point.lon } : null
}

export function TariffCalculator({ props }: { props: DecapPreviewProps }) {
  const entry = entryData(props)
  const rule = ruleOf(entry)
  if (!rule) return <Notes notes={["Ohne Preis nach Distanz gibt es nur die Festpreise der Strecken."]} />
  const { places } = data
  const byId = new Map(places.map((place) => [place.id, place]))
  const tariff: Tariff = {
    version: String(entry.version ?? ""),
    currency: "CHF",
    vatIncluded: true,
    places,
    routes: data.routes,
    hourly: [],
    distanceRule: rule,
  }
  const ways = new Map<string, RouteSummary | null>()
  const way = (from: TariffPlace, to: TariffPlace, month: number) => {
    const key = `${from.id}|${to.id}|${month}`
    if (!ways.has(key)) {
      const [a, b] = [endOf(from), endOf(to)]
      ways.set(key, a && b ? routeSummary(network, a, b, routeOptions(month ? dayIn(month) : null)) : null)
    }
    return ways.get(key)!
  }
  const road = (from: TariffPlace, to: TariffPlace) => way(from, to, 0)
  const classes = data.classes.map((c) => c.slug)
  const findings = ruleFindings(tariff, classes, road)
  // The check's calibration is only looked at when the numbers are sound; so is the table.
  const sound = findings.every((f) => f.kind === "calibration")
  return (
    <div className="calculator">
      <div className="container">
        <h1 className="calculator__title">Preisrechner</h1>
        <p className="note">
          Was die Regel mit den eingegebenen Zahlen für typische Fahrten verlangt, Strassen-km im Monat der Abholung.
          Bei Strecken der Liste gilt der Festpreis; daneben steht, wie weit die Regel davon abweicht.
        </p>
        {findings.length > 0 && (
          <div className="preview-note preview-note--problem" role="alert">
            <p>Die Prüfung würde diese Regel ablehnen:</p>
            <ul>
              {findings.map((finding) => {
                const text = describeFinding(finding, "de", names)
                return <li key={text}>{text}</li>
              })}
            </ul>
          </div>
        )}
        {sound && (
          <>
            <Calibration tariff={tariff} road={road} names={names} />
            <HourlyBooking hours={HOURLY_EXAMPLE_HOURS} hourly={hourlyOf(entry)} />
            {(() => {
              const [from, stop, to] = [STOP_EXAMPLE.from, STOP_EXAMPLE.stop, STOP_EXAMPLE.to].map((id) => byId.get(id))
              if (!from || !stop || !to) return null
              return (
                <StopTrip
                  places={[from, stop, to]}
                  legs={[way(from, stop, STOP_EXAMPLE.month), way(stop, to, STOP_EXAMPLE.month)]}
                  stopCharge={num(entry.stopCharge)}
                  rule={rule}
                />
              )
            })()}
            {TYPICAL_TRIPS.map((trip) => {
              const [from, to] = [byId.get(trip.from), byId.get(trip.to)]
              if (!from || !to) return null
              return (
                <Trip
                  key={`${trip.from}-${trip.to}-${trip.month}`}
                  from={from}
                  to={to}
                  month={trip.month}
                  way={way(from, to, trip.month)}
                  rule={rule}
                />
              )
            })}
          </>
        )}
      </div>
    </div>
  )
}
