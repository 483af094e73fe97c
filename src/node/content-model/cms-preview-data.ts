/**
 * What the CMS's previews need besides the entry being edited and the built page (src/cms/preview/): the company
 * facts that fill in the copy's tokens, and for the price calculator the road network, where each tariff place
 * joins it, the listed routes and the vehicle classes, as the build reads them from content/. Written into the
 * preview bundle (scripts/cms/preview-bundle.ts); GeoNames, which the joins are found with, stays out of the browser.
 */
import fs from "fs"
import path from "path"
import type { Attachment, RoadNetworkFile } from "../../lib/domain/roads"
import type { TariffPlace, TariffRoute } from "../../lib/domain/tariff"
import { readCompany, type CompanyFacts } from "./content-nodes"
import { roadIndex } from "./places-index"
import { readClasses, readTariff } from "./tariff-check"
import { workaroundMessage } from "../gatsby-output/workaround"

export type CmsPreviewData = {
  company: CompanyFacts
  network: RoadNetworkFile
  /** The segments each tariff place lies along, by place id (a place without a join is left out). */
  attachments: Record<string, Attachment[]>
  routes: readonly TariffRoute[]
  /** The tariff's places (a route file names its places by German name). */
  places: readonly TariffPlace[]
  /** The vehicle classes in fleet order, with their German names. */
  classes: { slug: string; name: string }[]
}

export function cmsPreviewData(contentDir: string): CmsPreviewData {
  const tariff = readTariff(contentDir)
  // The index lists the tariff's places first, in the tariff's order.
  const { file, attachments } = roadIndex(tariff, contentDir)
  return {
    company: readCompany(contentDir),
    network: file,
    attachments: Object.fromEntries(
      tariff.places.flatMap((place, i) => (attachments[i] ? [[place.id, attachments[i]]] : [])),
    ),
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
