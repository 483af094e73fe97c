/**
 * npm run format:content – rewrites every content file the way Decap CMS saves it (src/cms/yaml-format.ts).
 * Run it after editing YAML by hand; tests/unit/cms.test.ts fails on a file that is not in this form.
 */
import fs from "fs"
import path from "path"
import { cmsCollections } from "../../src/cms/collections"
import { cmsContext } from "../../src/cms/context"
import { editedFiles } from "../../src/cms/files"
import { parseYaml, toDecapYaml } from "../../src/cms/yaml-format"

const root = path.resolve(__dirname, "../..")
let changed = 0
for (const { file, fields } of editedFiles(root, cmsCollections(cmsContext(path.join(root, "content"))))) {
  const full = path.join(root, file)
  const before = fs.readFileSync(full, "utf8")
  const after = toDecapYaml(parseYaml(before), fields)
  if (after !== before) {
    fs.writeFileSync(full, after)
    changed++
    console.log(`rewritten: ${file}`)
  }
}
console.log(`${changed} file(s) rewritten in the CMS's form`)
