/**
 * npm run check:content [folder] – checks every content file (src/cms/check.ts) and exits 1 naming each problem.
 * The folder defaults to this repository; the CMS browser test runs it on a copy.
 */
import path from "path"
import { contentProblems } from "../src/cms/check"
import { cmsContext } from "../src/cms/context"

const root = path.resolve(process.argv[2] ?? path.join(__dirname, ".."))
const started = Date.now()
const problems = contentProblems(root, cmsContext(path.join(root, "content")))
if (problems.length) {
  console.error(`Content check failed: ${problems.length} problem(s) in ${root}/content\n`)
  for (const problem of problems) console.error(`  ✗ ${problem}`)
  process.exit(1)
}
console.log(
  `Content check passed (${Date.now() - started} ms): every file matches the CMS fields, both languages, ids, photos and tariff rules.`,
)
