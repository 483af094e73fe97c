import type { Tariff, TariffPlace, TariffRoute } from "../../src/lib/domain/tariff"

/**
 * Small tariffs for unit tests that must not depend on the real prices (content/tariff.yaml): the places with the
 * real ids and a typed alias each, and a builder that writes a route's prices as a map, the way the YAML does.
 */
export const place = {
  airport: {
    id: "zrh-airport",
    kind: "airport",
    name: { de: "Flughafen Zürich", en: "Zurich Airport" },
    aliases: ["ZRH"],
  },
  zurich: { id: "zurich", kind: "city", name: { de: "Zürich", en: "Zurich" }, aliases: [] },
  zermatt: { id: "zermatt", kind: "resort", name: { de: "Zermatt", en: "Zermatt" }, aliases: ["Täsch"] },
  bern: { id: "bern", kind: "city", name: { de: "Bern", en: "Bern" }, aliases: [] },
} satisfies Record<string, TariffPlace>

/** A route between two place ids with its price per vehicle class, e.g. `{ economy: 100, premium: 150 }`. */
export function pricedRoute(from: string, to: string, prices: Record<string, number>): TariffRoute {
  return { from, to, prices: Object.entries(prices).map(([vehicleClass, amount]) => ({ vehicleClass, amount })) }
}

/** A CHF tariff of the given places and routes, without hourly rates unless given. */
export function testTariff({
  version,
  places,
  routes,
  hourly = [],
}: Pick<Tariff, "version" | "places" | "routes"> & Partial<Pick<Tariff, "hourly">>): Tariff {
  return { version, currency: "CHF", places, routes, hourly }
}
