/**
 * Writes the CMS into a folder served at /admin/ (scripts/build.mjs: public/admin; npm run cms:
 * generated/admin, which gatsby develop serves): the page and its login script, config.yml from src/cms/config.ts
 * with the backend from the environment, the logo, and Decap's self-hosted bundle from node_modules/decap-cms
 * (pinned in the lockfile): decap-cms.js, its lazy chunks and its WebAssembly image encoder; the previews, made from
 * the site's own templates (./preview-bundle.ts). No source maps.
 */
import fs from "fs"
import path from "path"
import YAML from "yaml"
import { cmsConfig, type CmsEnv } from "../../src/cms/config"
import { cmsContext } from "../../src/cms/context"
import { adminHtml, checkDecapScreens, LOGIN_SCRIPT } from "../../src/cms/admin-page"
import { readCompany } from "../../src/node/content-model/content-nodes"
import { buildPreview } from "./preview-bundle"
import { checkPageData } from "../../src/node/content-model/cms-preview-data"

const root = path.resolve(__dirname, "../..")
const out = path.resolve(process.argv[2] ?? "public/admin")
const contentDir = path.join(root, "content")
const dist = path.dirname(require.resolve("decap-cms/dist/decap-cms.js", { paths: [root] }))

checkDecapScreens(root)
fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out, { recursive: true })
const bundle = fs
  .readdirSync(dist)
  .filter((f) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(f))
for (const file of bundle) fs.copyFileSync(path.join(dist, file), path.join(out, file))
fs.copyFileSync(path.join(contentDir, "brand/icon.svg"), path.join(out, "logo.svg"))
fs.writeFileSync(path.join(out, "index.html"), adminHtml(readCompany(contentDir).name))
fs.writeFileSync(path.join(out, LOGIN_SCRIPT.file), LOGIN_SCRIPT.source)
// A JSON copy: fields shared between collections would otherwise be written as YAML anchors.
const config = cmsConfig(cmsContext(contentDir), process.env as CmsEnv)
fs.writeFileSync(
  path.join(out, "config.yml"),
  `# Generated from src/cms/config.ts by scripts/cms/write-admin.ts. Do not edit.\n${YAML.stringify(JSON.parse(JSON.stringify(config)))}`,
)
// After a build (public/admin): the built pages' data the previews start from. `npm run cms` writes the CMS before
// the development server has made any.
if (path.basename(path.dirname(out)) === "public") checkPageData(path.dirname(out))
buildPreview(out, contentDir).then(
  () =>
    console.log(
      `admin: Decap CMS (${bundle.length} files), previews and config.yml written to ${path.relative(root, out)}/`,
    ),
  (error: Error) => {
    console.error(error)
    process.exit(1)
  },
)
