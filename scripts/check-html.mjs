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
const messages = JSON.parse(result.stderr || '{"messages":[]}').messages.filter((m) => m.type === "error")
for (const m of messages)
  console.error(`${path.relative(root, new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message}`)
console.log(`W3C Nu checker: ${pages.length} pages, ${messages.length} errors`)
process.exit(messages.length === 0 ? 0 : 1)
