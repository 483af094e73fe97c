#!/usr/bin/env node
/** Validates every built HTML page with the W3C Nu checker (vnu-jar on the machine's Java): 0 errors. */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import vnu from "vnu-jar"

const root = path.resolve("public")
const pages = []
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    // _gatsby/slices holds script fragments that Gatsby stitches into pages, not pages.
    if (entry.isDirectory()) {
      if (entry.name !== "_gatsby") walk(full)
    } else if (entry.name.endsWith(".html")) pages.push(full)
  }
}
walk(root)
if (pages.length === 0) {
  console.error("No built pages: run the build first.")
  process.exit(1)
}
const result = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...pages], { encoding: "utf8" })
if (result.error) {
  console.error(`Could not run java: ${result.error.message}`)
  process.exit(1)
}
/**
 * What the checker does not know yet, by its exact message: the HTML standard's `<link rel="expect"
 * blocking="render">` (https://html.spec.whatwg.org/multipage/links.html#link-type-expect), which holds a page's first
 * frame until the parser has passed its hero (gatsby-ssr.tsx). The checker allows `blocking` on stylesheet links only.
 * Each page must carry that one link and no other with `blocking`, so the exception covers nothing else.
 */
const NOT_KNOWN_YET =
  "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”."
const EXPECT_LINK = /<link rel="expect" href="#[\w-]+" blocking="render"\/>/
const onlyTheExpectLink = (url) => {
  const html = fs.readFileSync(new URL(url), "utf8")
  return EXPECT_LINK.test(html) && (html.match(/<link\b[^>]*\bblocking=/g) ?? []).length === 1
}
const messages = JSON.parse(result.stderr || '{"messages":[]}').messages.filter(
  (m) => m.type === "error" && !(m.message === NOT_KNOWN_YET && onlyTheExpectLink(m.url)),
)
for (const m of messages)
  console.error(`${path.relative(root, new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message}`)
console.log(`W3C Nu checker: ${pages.length} pages, ${messages.length} errors`)
process.exit(messages.length === 0 ? 0 : 1)
