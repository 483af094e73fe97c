/**
 * The build's tariff check (gatsby-node onPreBootstrap): every typical route of every service page, in every
 * language, has a fixed price in every vehicle class, and a higher class (fleet `order`) never costs less than
 * a lower one, on a route or by the hour, nor by the distance rule, which lands near the listed prices
 * (src/lib/domain/tariff-rule.ts). Returns one message per problem; the build panics on each.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { languages } from "../../lib/language/languages"
import {
  classOrderViolations,
  sortRouteFiles,
  unpricedRoutes,
  type ServiceRoutes,
  type Tariff,
  type TariffPlace,
  type TariffRoute,
} from "../../lib/domain/tariff"
import { ruleProblems, type RoadDistance } from "../../lib/domain/tariff-rule"
import { tariffRoads } from "./places-index"
import { tariffRecord, type RouteFile, type TariffFile } from "./content-nodes"

const load = (file: string) => yaml.load(fs.readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA })
const yamlFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)) : [])

/** The vehicle classes in fleet order (content/fleet/de/*.yaml, `order`), with their German names. */
export function readClasses(contentDir: string): { slug: string; name: string }[] {
  const dir = path.join(contentDir, "fleet", "de")
  return yamlFiles(dir)
    .map((f) => load(path.join(dir, f)) as { slug: string; name: string; order: number })
    .sort((a, b) => a.order - b.order)
    .map(({ slug, name }) => ({ slug, name }))
}

/** The vehicle class slugs in fleet order. */
export const readClassOrder = (contentDir: string): string[] => readClasses(contentDir).map((c) => c.slug)

/** The typical routes of every service file, each named by its path under the project (content/services/de/…). */
export function readServiceRoutes(contentDir: string): ServiceRoutes[] {
  return languages.flatMap((language) => {
    const dir = path.join(contentDir, "services", language)
    return yamlFiles(dir).map((f) => ({
      file: `content/services/${language}/${f}`,
      routes: ((load(path.join(dir, f)) as { routes?: ServiceRoutes["routes"] }).routes ?? []).map(({ from, to }) => ({
        from,
        to,
      })),
    }))
  })
}

/** The listed routes, one file each (content/tariff/routes/<from>--<to>.yaml), each with its path. */
function readRouteFiles(contentDir: string): (RouteFile & { file: string })[] {
  const dir = path.join(contentDir, "tariff", "routes")
  return sortRouteFiles(
    yamlFiles(dir).map((f) => ({ ...(load(path.join(dir, f)) as RouteFile), file: `content/tariff/routes/${f}` })),
  )
}

/** The tariff's places, one file each (content/tariff/places/<id>.yaml), in the order of their ids. */
function readPlaceFiles(contentDir: string): TariffPlace[] {
  const dir = path.join(contentDir, "tariff", "places")
  return yamlFiles(dir)
    .sort()
    .map((f) => load(path.join(dir, f)) as TariffPlace)
}

/**
 * content/tariff.yaml with the place and route files joined in (places and routes written in tariff.yaml itself
 * still count), and the route file each of those routes comes from: a route's problem names the file the office
 * opens.
 */
function readTariffFiles(contentDir: string): { tariff: Tariff; fileOf: Map<TariffRoute, string> } {
  const data = load(path.join(contentDir, "tariff.yaml")) as TariffFile
  const routeFiles = readRouteFiles(contentDir)
  const written = data.routes ?? []
  const tariff = tariffRecord(
    {
      ...data,
      places: [...(data.places ?? []), ...readPlaceFiles(contentDir)],
      routes: [...written, ...routeFiles.map(({ file, ...route }) => route)],
    },
    "content/tariff.yaml",
  )
  // tariffRecord keeps the routes in the order it was given them: tariff.yaml's own first, then the files.
  const fileOf = new Map(tariff.routes.slice(written.length).map((route, i) => [route, routeFiles[i].file]))
  return { tariff, fileOf }
}

export const readTariff = (contentDir: string): Tariff => readTariffFiles(contentDir).tariff

/**
 * Every problem of the pure check, each with the file to open: a listed route's own file where `fileOf` knows
 * it, content/tariff.yaml for routes written there, the hourly rates and the distance rule.
 */
export function tariffProblems(
  tariff: Tariff,
  services: ServiceRoutes[],
  classOrder: string[],
  fileOf: Map<TariffRoute, string> = new Map(),
  road: RoadDistance = () => null,
): string[] {
  const names = {
    route: (route: TariffRoute) => fileOf.get(route) ?? `content/tariff.yaml: route ${route.from} ↔ ${route.to}`,
    hourly: "content/tariff.yaml: hourly rate",
  }
  return [
    ...unpricedRoutes(services, tariff, classOrder),
    ...classOrderViolations(tariff, classOrder, names),
    ...ruleProblems(tariff, classOrder, road).map((m) => `content/tariff.yaml: ${m}`),
  ]
}

/** Reads content/ and checks it; a tariff file that cannot be read is one problem too. */
export function checkTariff(contentDir: string): string[] {
  let read: ReturnType<typeof readTariffFiles>
  try {
    read = readTariffFiles(contentDir)
  } catch (error) {
    return [(error as Error).message]
  }
  // The road network and every place's join to it: the rule prices by road, and is calibrated by road.
  const roads = tariffRoads(contentDir, read.tariff)
  return [
    ...roads.problems,
    ...tariffProblems(read.tariff, readServiceRoutes(contentDir), readClassOrder(contentDir), read.fileOf, roads.road),
  ]
}
