/**
 * Where every place of the index meets the road network (src/node/content-model/road-network.ts), and the index as the browser
 * loads it, the network inside; the way by road between tariff places for the rule's calibration.
 *
 * Joining: a place joins the nearest node of its own district (GeoNames admin2) within `maxJoinKm`, so a village
 * joins the road up its own valley and not the one across the ridge, and a nearer node of its canton within
 * `localJoinKm` besides; without a node in its district, the nearest of its canton; else the nearest node
 * within `maxBorderJoinKm` of another canton (the lowlands, where cantons meet without a ridge). A place abroad
 * joins a node of its own country. A place that cannot be joined fails the build, named.
 */
import type { PlaceIndexFile, PlaceRow } from "../../lib/domain/places"
import { readNetwork, roadRoute, routeOptions, type Join } from "../../lib/domain/roads"
import type { Tariff, TariffPlace } from "../../lib/domain/tariff"
import { carPoint, haversineKm, type RoadDistance } from "../../lib/domain/tariff-rule"
import type { GeoNamesRow, PlaceIndexBase } from "./places-index"
import {
  districtFinder,
  readRoadContent,
  resolveNetwork,
  roadsFolder,
  swiss,
  type Node,
  type ResolvedNetwork,
} from "./road-network"

/** The farthest a place may be from the node it joins, in straight-line km. */
export const maxJoinKm = 25
/** A node of the canton this close is joined too, beside the nearest of the district. */
export const localJoinKm = 8
/** The farthest a place may be from a node of another canton it joins, where its own has none within maxJoinKm. */
export const maxBorderJoinKm = 12

/** A place to join: where a car stops there, and its country ("" or CH/LI for Switzerland and Liechtenstein). */
export type Joinable = { name: string; lat: number; lon: number; country?: string | null }

/** The joins of the places, in their order, and a message for each place that cannot be joined. */
export function joinPlaces(network: ResolvedNetwork, places: Joinable[], rows: GeoNamesRow[]) {
  const district = districtFinder(rows)
  const problems: string[] = []
  const joins = places.map((place): Join[] | null => {
    const nearest = (filter: (node: Node, km: number) => boolean) => {
      let best: Join | null = null
      network.nodes.forEach((node, i) => {
        const km = haversineKm(place, node)
        if (km <= maxJoinKm && filter(node, km) && (!best || km < best.km)) best = { node: i, km: round1(km) }
      })
      return best as Join | null
    }
    const at = nearest((_, km) => km < 1)
    if (at) return [at]
    if (!swiss(place.country)) return list(nearest((node) => node.country === place.country))
    const own = district(place)
    const canton = (node: Node) => swiss(node.country) && node.admin1 === own.admin1
    const valley = nearest((node) => canton(node) && node.admin2 === own.admin2)
    // A nearer node of the canton close by as well: in the lowlands a district's border is no ridge (Dübendorf
    // lies between Zürich and Uster); the trip takes whichever of the two is shorter.
    const close = nearest((node, km) => canton(node) && km <= localJoinKm)
    if (valley) return close && close.node !== valley.node && close.km < valley.km ? [valley, close] : [valley]
    return list(
      nearest(canton) ??
        // A canton without a node near (Appenzell, the Oberaargau): the nearest node close by, across the border.
        nearest((node, km) => swiss(node.country) && km <= maxBorderJoinKm),
    )
  })
  joins.forEach((join, i) => {
    if (!join)
      problems.push(
        `places: "${places[i].name}" cannot be joined to the road network: no node of its district or canton within ${maxJoinKm} km (add a segment to content/${roadsFolder}/)`,
      )
  })
  return { joins, problems }
}

const round1 = (n: number) => Math.round(n * 10) / 10
const list = (join: Join | null) => (join ? [join] : null)

/**
 * Where a tariff place joins: its car end (Zermatt: Täsch). Without coordinates it joins nothing, and the join
 * names it.
 */
export function joinableOf(place: TariffPlace): Joinable {
  const point = carPoint(place) ?? { lat: NaN, lon: NaN }
  return { name: place.name.de, lat: point.lat, lon: point.lon, country: place.country }
}

/** The roads as read from content/ and checked, with every place of the index joined; the problems of both. */
export function roadPricing(
  contentDir: string,
  tariff: Pick<Tariff, "places">,
  rows: GeoNamesRow[],
  index: PlaceIndexBase,
) {
  const network = resolveNetwork(readRoadContent(contentDir), tariff, rows)
  if (network.problems.length) return { network, joins: [], problems: network.problems }
  const tariffPlaces = new Map(tariff.places.map((p) => [p.id, p]))
  const joinable = index.places.map(([id, de, , , , lat, lon]): Joinable => {
    const place = tariffPlaces.get(id)
    if (place) return joinableOf(place)
    return { name: de, lat, lon }
  })
  const { joins, problems } = joinPlaces(network, joinable, rows)
  return { network, joins, problems }
}

/** The index with each place's join (node, straight km) and the network itself, as the browser loads it. */
export function withRoads(index: PlaceIndexBase, network: ResolvedNetwork, joins: (Join[] | null)[]): PlaceIndexFile {
  return {
    ...index,
    places: index.places.map((row, i) => {
      const [first, second] = joins[i] ?? []
      return [...row, first?.node ?? -1, first?.km ?? 0, second?.node ?? -1, second?.km ?? 0] as PlaceRow
    }),
    network: network.file,
  }
}

/**
 * The roads checked, and the way by road between any two tariff places with every pass open (the distance rule's
 * calibration against the listed prices, src/lib/domain/tariff-rule.ts).
 */
export function tariffRoads(
  contentDir: string,
  tariff: Tariff,
  rows: GeoNamesRow[],
): { problems: string[]; road: RoadDistance } {
  const network = resolveNetwork(readRoadContent(contentDir), tariff, rows)
  const none: RoadDistance = () => null
  if (network.problems.length || !tariff.distanceRule) return { problems: network.problems, road: none }
  const joinable = tariff.places.map(joinableOf)
  const { joins, problems } = joinPlaces(network, joinable, rows)
  const roads = readNetwork(network.file)
  const at = new Map(tariff.places.map((p, i) => [p.id, i]))
  const options = routeOptions(tariff.distanceRule, 0)
  const road: RoadDistance = (from, to) => {
    const [a, b] = [at.get(from.id)!, at.get(to.id)!]
    if (!joins[a] || !joins[b]) return null
    const end = (i: number) => ({ joins: joins[i]!, lat: joinable[i].lat, lon: joinable[i].lon })
    const way = roadRoute(roads, end(a), end(b), options)
    return way && { km: way.km, fare: way.fare }
  }
  return { problems, road }
}
