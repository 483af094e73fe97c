/**
 * Plane geometry on the map, as the road network needs it: distances on the earth, where a point lies beside a
 * line between two others, and whether two lines cross. Switzerland is small enough that a local flat projection
 * (longitude scaled by the cosine of the latitude) errs by well under 1 % at these distances.
 *
 * Pure and dependency-free: the build joins places and checks the network with it, the booking form routes with it.
 */

export type Point = { readonly lat: number; readonly lon: number }

const earthRadiusKm = 6371.0088
const rad = (degrees: number) => (degrees * Math.PI) / 180
const kmPerDegree = (earthRadiusKm * Math.PI) / 180

/** The great-circle distance in km between two points. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Flat km coordinates around a reference latitude: x east, y north. */
const flat = (p: Point, cosLat: number) => ({ x: p.lon * kmPerDegree * cosLat, y: p.lat * kmPerDegree })

/** Where a point lies beside the line from `a` to `b`. */
export type Projection = {
  /** How far along the line its nearest point is: 0 at `a`, 1 at `b` (clamped to the line's ends). */
  readonly t: number
  /** Straight km from the point to that nearest point. */
  readonly km: number
  /** The nearest point itself. */
  readonly at: Point
}

/** The nearest point to `p` on the straight line from `a` to `b`. */
export function project(p: Point, a: Point, b: Point): Projection {
  const cosLat = Math.cos(rad((a.lat + b.lat + p.lat) / 3))
  const [fa, fb, fp] = [flat(a, cosLat), flat(b, cosLat), flat(p, cosLat)]
  const [dx, dy] = [fb.x - fa.x, fb.y - fa.y]
  const length2 = dx * dx + dy * dy
  const t = length2 ? Math.max(0, Math.min(1, ((fp.x - fa.x) * dx + (fp.y - fa.y) * dy) / length2)) : 0
  const at = { lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t }
  return { t, km: haversineKm(p, at), at }
}

/** Whether the straight lines a-b and c-d cross (touching at an end does not count). */
export function linesCross(a: Point, b: Point, c: Point, d: Point): boolean {
  // Longitude scaled to km at Swiss latitudes; only the signs of the cross products matter.
  const cosLat = Math.cos(rad(46.8))
  const [p1, p2, p3, p4] = [a, b, c, d].map((p) => flat(p, cosLat))
  const side = (o: typeof p1, s: typeof p1, q: typeof p1) => (s.x - o.x) * (q.y - o.y) - (s.y - o.y) * (q.x - o.x)
  const [d1, d2, d3, d4] = [side(p3, p4, p1), side(p3, p4, p2), side(p1, p2, p3), side(p1, p2, p4)]
  return d1 * d2 < 0 && d3 * d4 < 0
}

/** Whether the straight line a-b crosses a polyline (a list of points). */
export function crossesLine(a: Point, b: Point, line: readonly Point[]): boolean {
  for (let i = 1; i < line.length; i++) if (linesCross(a, b, line[i - 1], line[i])) return true
  return false
}
