/**
 * Where every place of the index meets the road network (road-network.ts), and the way by road between tariff
 * places for the distance rule's calibration.
 *
 * Joining: a place joins the segments it lies along (at its nearest point on the line between each one's ends:
 * src/lib/domain/roads.ts `attachTo`): the nearest segment, and others nearly as near (a town at a crossroads, beside a motorway and the old road). Its
 * local road to that point may not cross a barrier of content/tariff/barriers.yaml (a lake, a ridge without a
 * road): a village joins the road of its own valley, on its own side of the lake. Tunnels and car trains are no
 * place's road. A place abroad joins a node of its own country. A place farther than `maxJoinKm` from every
 * segment it may join fails the build, named.
 */
import { haversineKm, project, type Point } from "../../lib/domain/geometry"
import { crossesBarrier, readNetwork } from "../../lib/domain/roads"
import { carPoint, type TariffPlace } from "../../lib/domain/tariff"
import { roadsFolder, swiss, type ResolvedNetwork } from "./road-network"

/** The farthest a place may be from the road it joins, in straight-line km. */
export const maxJoinKm = 25
/** Besides its nearest segment, a place joins those at most this many km farther away (three at most). */
export const nearlyAsNearKm = 2.5
export const maxAttachments = 3

/** A place to join: where a car stops there, and its country ("" or CH/LI for Switzerland and Liechtenstein). */
export type Joinable = { name: string; lat: number; lon: number; country?: string | null }
/** Where one place joins the network: the segments it lies along (their indexes), nearest first. */
export type Attachments = number[]

/** The segments each place joins, in the places' order, and a message for each place that cannot be joined. */
export function joinPlaces(resolved: ResolvedNetwork, places: Joinable[]) {
  const network = readNetwork(resolved.file)
  const problems: string[] = []
  const segments = places.map((place): Attachments | null => {
    if (![place.lat, place.lon].every(Number.isFinite)) return null
    const abroad = !swiss(place.country)
    const candidates: { segment: number; t: number; km: number; at: Point }[] = []
    network.segments.forEach((segment, index) => {
      if (segment.kind === "tunnel" || segment.kind === "car-train") return
      const [a, b] = [network.nodes[segment.from], network.nodes[segment.to]]
      if (abroad) {
        // Abroad only the nodes of the place's own country: the network there is its main roads, not its villages.
        for (const [end, t] of [
          [segment.from, 0],
          [segment.to, 1],
        ] as const) {
          const node = resolved.nodes[end]
          if (node.country === place.country) {
            candidates.push({ segment: index, t, km: haversineKm(place, node), at: node })
          }
        }
        return
      }
      const { t, km, at } = project(place, a, b)
      candidates.push({ segment: index, t, km, at })
    })
    candidates.sort((x, y) => x.km - y.km)
    const kept: typeof candidates = []
    for (const candidate of candidates) {
      if (candidate.km > maxJoinKm || kept.length >= maxAttachments) break
      if (kept.length && candidate.km > kept[0].km + nearlyAsNearKm) break
      if (crossesBarrier(network, place, candidate.at)) continue
      kept.push(candidate)
    }
    if (!kept.length) return null
    return kept.map(({ segment }) => segment)
  })
  segments.forEach((chosen, i) => {
    if (!chosen)
      problems.push(
        `places: "${places[i].name}" cannot be joined to the road network: no road it may join within ${maxJoinKm} km on its side of the barriers (add a segment to content/${roadsFolder}/)`,
      )
  })
  return { network, segments, problems }
}

/**
 * Where a tariff place joins: its car end (Zermatt: Täsch). Without coordinates it joins nothing, and the join
 * names it.
 */
export function joinableOf(place: TariffPlace): Joinable {
  const point = carPoint(place) ?? { lat: NaN, lon: NaN }
  return { name: place.name.de, lat: point.lat, lon: point.lon, country: place.country }
}
