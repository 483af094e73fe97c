#!/usr/bin/env node
/**
 * `gatsby build`, offline-safe and host-neutral. Gatsby fetches an adapters manifest from the internet on every
 * build and can hang for minutes behind a silent network; giving it a manifest skips the
 * fetch. The manifest is empty on purpose: on Netlify an adapter would install gatsby-adapter-netlify at build
 * time and rewrite _headers/_redirects, while this site is plain static files whose host rules we generate
 * (src/node/gatsby-output/host-rules.ts) – the same locally and on the host.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
env.GATSBY_ADAPTERS_MANIFEST ??= "module.exports = []"
// Every build starts clean: Gatsby 5's incremental HTML can keep the previous build's inlined CSS on pages
// whose data did not change, and a deploy must be reproducible. Rasterised artwork is cached outside .cache.
const incremental = process.argv.includes("--incremental")
if (!incremental) for (const dir of [".cache", "public"]) fs.rmSync(dir, { recursive: true, force: true })
const args = process.argv.slice(2).filter((a) => a !== "--incremental")
const run = (command, commandArgs) => {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// The content check first (src/cms/check.ts): a draft the CMS saved with a broken rule fails the host's build
// in a second, naming the file, the entry and the rule, before anything is published.
run("npx", ["tsx", "scripts/check-content.ts"])
run("npx", ["gatsby", "build", ...args])
// The CMS at /admin/: its self-hosted bundle and configuration (scripts/cms/write-admin.ts).
run("npx", ["tsx", "scripts/cms/write-admin.ts", "public/admin"])
