/**
 * A listed route's preview: its row of the home page's price table (every class), as visitors see it; a place
 * name no tariff place has is named above it.
 */
import React from "react"
import data from "virtual:cms-preview"
import { PopularRoutesTable } from "../../components/price-tables"
import { routePlaceId } from "../../lib/domain/tariff"
import { entryData, type DecapPreviewProps } from "./island"
import { PagePreview } from "./page-preview"

type Json = Record<string, unknown>

export function RoutePreview({ props }: { props: DecapPreviewProps }) {
  const entry = entryData(props)
  const end = (written: unknown) => {
    const text = String(written ?? "")
    const place = data.places.find((p) => p.id === routePlaceId(data.places, text))
    return { text, id: place?.id ?? text, name: place?.name ?? { de: text, en: text }, known: !!place }
  }
  const [from, to] = [end(entry.from), end(entry.to)]
  const prices = Object.entries((entry.prices ?? {}) as Json)
    .filter(([, amount]) => typeof amount === "number")
    .map(([vehicleClass, amount]) => ({ vehicleClass, amount: amount as number }))
  const unknown = [from, to].filter((place) => !place.known).map((place) => place.text)
  const route = { from: from.id, to: to.id, fromName: from.name, toName: to.name, prices }
  return (
    <PagePreview
      path="/"
      language="de"
      notes={unknown.length ? [`Kein Ort des Tarifs heisst „${unknown.join("“, „")}“.`] : []}
      view={(page) => {
        const classes = ((page.data.allVehicleClass as Json)?.nodes ?? []) as { slug: string; name: string }[]
        return {
          element: (
            <section className="section">
              <div className="container">
                <PopularRoutesTable routes={[route]} classes={classes} language="de" title="Festpreise" />
              </div>
            </section>
          ),
          notes: [],
        }
      }}
    />
  )
}
