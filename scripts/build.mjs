#!/usr/bin/env node
/**
 * `gatsby build`, offline-safe: Gatsby fetches an adapters manifest from the internet on every build and can
 * hang for minutes behind a silent network (TOOLCHAIN.md trap 3). Giving it the manifest it ships skips that.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
if (!env.GATSBY_ADAPTERS_MANIFEST) {
  env.GATSBY_ADAPTERS_MANIFEST = fs.readFileSync(require.resolve("gatsby/adapters.js"), "utf8")
}
// Every build starts clean: Gatsby 5's incremental HTML can keep the previous build's inlined CSS on pages
// whose data did not change, and a deploy must be reproducible. Rasterised artwork is cached outside .cache.
const incremental = process.argv.includes("--incremental")
if (!incremental) for (const dir of [".cache", "public"]) fs.rmSync(dir, { recursive: true, force: true })
const args = process.argv.slice(2).filter((a) => a !== "--incremental")
const result = spawnSync("npx", ["gatsby", "build", ...args], { stdio: "inherit", env })
process.exit(result.status ?? 1)
