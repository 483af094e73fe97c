/** What the CMS configuration and the content check derive from the repository: classes, icons, illustrations. */
import fs from "fs"
import path from "path"
import { icons } from "../lib/icons"
import { readClassOrder } from "../node/content-model/tariff-check"
import type { CmsContext } from "./collections"
import { parseYaml } from "./yaml-format"

export function cmsContext(contentDir: string): CmsContext {
  return {
    classes: readClassOrder(contentDir),
    classNames: Object.fromEntries(
      fs
        .readdirSync(path.join(contentDir, "fleet", "de"))
        .map(
          (f) =>
            parseYaml(fs.readFileSync(path.join(contentDir, "fleet", "de", f), "utf8")) as {
              slug: string
              name: string
            },
        )
        .map((c) => [c.slug, c.name]),
    ),
    icons: Object.keys(icons),
    artwork: fs
      .readdirSync(path.join(contentDir, "artwork"))
      .filter((f) => f.endsWith(".svg"))
      .map((f) => f.replace(/\.svg$/, ""))
      .sort(),
  }
}
