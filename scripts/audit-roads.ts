/**
 * npm run audit:roads [-- --all] [folder] – the road network against the straight lines between the places of the index
 * (src/node/content-model/road-audit.ts): how many pairs it compared, how many a barrier or an exception explains,
 * and the ways it cannot explain, the 60 farthest off (every one with --all). Exits 1 on any.
 */
import path from "path"
import { auditRoads } from "../src/node/content-model/places-index"
import { readTariff } from "../src/node/content-model/tariff-check"

const args = process.argv.slice(2)
const all = args.includes("--all")
const folder = args.find((arg) => arg !== "--all")
const contentDir = path.join(path.resolve(folder ?? path.join(__dirname, "..")), "content")
const started = Date.now()
const audit = auditRoads(readTariff(contentDir), contentDir, all ? Infinity : undefined)
if (!audit) {
  console.error("The road network cannot be read: run npm run check:content")
  process.exit(1)
}
console.log(
  `Road audit (${Date.now() - started} ms): ${audit.pairs} pairs of places compared, ${audit.byBarrier} explained by a barrier, ${audit.byException} by an exception, ${audit.outliers.length} unexplained.`,
)
if (audit.problems.length) {
  console.error(audit.problems.join("\n"))
  process.exit(1)
}
