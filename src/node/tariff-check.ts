/**
 * The build's tariff check (gatsby-node onPreBootstrap): every typical route of every service page, in every
 * language, has a fixed price in every vehicle class, and a higher class (fleet `order`) never costs less than
 * a lower one, on a route or by the hour, nor by the distance rule, which lands near the listed prices
 * (src/lib/domain/tariff-rule.ts). Returns one message per problem; the build panics on each.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { languages } from "../lib/language/languages"
import {
  classOrderViolations,
  routePlaceId,
  sortRouteFiles,
  unpricedRoutes,
  type ServiceRoutes,
  type Tariff,
} from "../lib/domain/tariff"
import { ruleProblems } from "../lib/domain/tariff-rule"
import { tariffRecord, type RouteFile, type TariffFile } from "./content-nodes"

const load = (file: string) => yaml.load(fs.readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA })
const yamlFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)) : [])

/** The vehicle class slugs in fleet order (content/fleet/de/*.yaml, `order`). */
export function readClassOrder(contentDir: string): string[] {
  const dir = path.join(contentDir, "fleet", "de")
  return yamlFiles(dir)
    .map((f) => load(path.join(dir, f)) as { slug: string; order: number })
    .sort((a, b) => a.order - b.order)
    .map((c) => c.slug)
}

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

/** The listed routes, one file each (content/tariff/routes/<from>--<to>.yaml). */
export function readRouteFiles(contentDir: string): RouteFile[] {
  const dir = path.join(contentDir, "tariff", "routes")
  return sortRouteFiles(yamlFiles(dir).map((f) => load(path.join(dir, f)) as RouteFile))
}

/** content/tariff.yaml with the route files joined in (routes written in tariff.yaml itself still count). */
export function readTariff(contentDir: string): Tariff {
  const data = load(path.join(contentDir, "tariff.yaml")) as TariffFile
  return tariffRecord(
    { ...data, routes: [...(data.routes ?? []), ...readRouteFiles(contentDir)] },
    "content/tariff.yaml",
  )
}

/**
 * Where each listed route is written, by its places' ids ("zrh-airport ↔ zurich" →
 * content/tariff/routes/flughafen-zurich--zurich.yaml): a route's problem names the file the office opens.
 */
export function routeFilesById(contentDir: string, tariff: Tariff): Map<string, string> {
  const dir = path.join(contentDir, "tariff", "routes")
  // The same lookup that made the tariff's routes from these files, so the keys match its route messages.
  const idOf = (name: string) => routePlaceId(tariff.places, name) ?? name
  return new Map(
    yamlFiles(dir).map((f) => {
      const { from, to } = load(path.join(dir, f)) as RouteFile
      return [`${idOf(from)} ↔ ${idOf(to)}`, `content/tariff/routes/${f}`]
    }),
  )
}

/**
 * Every problem of the pure check, each with the file to open: a listed route's own file where `routeFiles` knows
 * it, content/tariff.yaml for the hourly rates and the distance rule.
 */
export function tariffProblems(
  tariff: Tariff,
  services: ServiceRoutes[],
  classOrder: string[],
  routeFiles: Map<string, string> = new Map(),
): string[] {
  const inFile = (message: string) => {
    const route = /^route (.+? ↔ .+?): (.*)$/.exec(message)
    const file = route && routeFiles.get(route[1])
    return file ? `${file}: ${route[2]}` : `content/tariff.yaml: ${message}`
  }
  return [
    ...unpricedRoutes(services, tariff, classOrder),
    ...classOrderViolations(tariff, classOrder).map(inFile),
    ...ruleProblems(tariff, classOrder).map((m) => `content/tariff.yaml: ${m}`),
  ]
}

/** Reads content/ and checks it; a tariff file that cannot be read is one problem too. */
export function checkTariff(contentDir: string): string[] {
  let tariff: Tariff
  try {
    tariff = readTariff(contentDir)
  } catch (error) {
    return [(error as Error).message]
  }
  return tariffProblems(
    tariff,
    readServiceRoutes(contentDir),
    readClassOrder(contentDir),
    routeFilesById(contentDir, tariff),
  )
}
