/**
 * What the CMS's previews need besides the entry being edited and the built page (src/cms/preview/): the company
 * facts that fill in the copy's tokens, and for the price calculator the road network, where each tariff place
 * joins it, the listed routes and the vehicle classes, as the build reads them from content/. Written into the
 * preview bundle (scripts/cms/preview-bundle.ts); GeoNames, which the joins are found with, stays out of the browser.
 */
import fs from "fs"
import path from "path"
import type { RoadNetworkFile, Join } from "../../lib/domain/roads"
import type { TariffPlace, TariffRoute } from "../../lib/domain/tariff"
import { readCompany, type CompanyFacts } from "./content-nodes"
import { readGeoNames } from "./places-index"
import { joinableOf, joinPlaces } from "./road-joins"
import { readRoadContent, resolveNetwork } from "./road-network"
import { readClasses, readTariff } from "./tariff-check"
import { workaroundMessage } from "../gatsby-output/workaround"

export type CmsPreviewData = {
  company: CompanyFacts
  network: RoadNetworkFile
  /** Where each tariff place joins the network, by place id (a place without a join is left out). */
  joins: Record<string, Join[]>
  routes: readonly TariffRoute[]
  /** The tariff's places (a route file names its places by German name). */
  places: readonly TariffPlace[]
  /** The vehicle classes in fleet order, with their German names. */
  classes: { slug: string; name: string }[]
}

export function cmsPreviewData(contentDir: string): CmsPreviewData {
  const tariff = readTariff(contentDir)
  const rows = readGeoNames()
  const network = resolveNetwork(readRoadContent(contentDir), tariff, rows)
  const { joins } = joinPlaces(network, tariff.places.map(joinableOf), rows)
  return {
    company: readCompany(contentDir),
    network: network.file,
    joins: Object.fromEntries(tariff.places.flatMap((place, i) => (joins[i] ? [[place.id, joins[i]]] : []))),
    routes: tariff.routes,
    places: tariff.places,
    classes: readClasses(contentDir),
  }
}

/**
 * The previews read each built page's data as Gatsby's runtime does (src/cms/preview/page-data.ts): a build whose
 * page data no longer has that shape fails here, named, rather than leaving the office with empty previews.
 */
export function checkPageData(publicDir: string): void {
  const file = path.join(publicDir, "page-data/index/page-data.json")
  const fail = (what: string) => {
    const where = path.join(path.basename(publicDir), path.relative(publicDir, file))
    throw new Error(
      workaroundMessage(
        "Gatsby's data files",
        `${where}: ${what}; the CMS previews read it (src/cms/preview/page-data.ts)`,
      ),
    )
  }
  if (!fs.existsSync(file)) fail("missing")
  const page = JSON.parse(fs.readFileSync(file, "utf8")) as { result?: { data?: unknown }; staticQueryHashes?: unknown }
  if (!page.result?.data) fail("has no result.data")
  if (!Array.isArray(page.staticQueryHashes) || !page.staticQueryHashes.length) fail("has no staticQueryHashes")
  for (const hash of page.staticQueryHashes as string[]) {
    const query = path.join(publicDir, "page-data/sq/d", `${hash}.json`)
    if (!fs.existsSync(query)) fail(`names the static query ${hash}, which has no page-data/sq/d/${hash}.json`)
  }
}
