#!/usr/bin/env node
/**
 * npm run cms – edit the content on this machine, with no cloud at all: Decap's local backend (decap-server,
 * "fs" mode: saves write the files of this working tree) on 127.0.0.1:8081 and the development server on
 * 127.0.0.1:8000, which serves the CMS at /admin/ and shows every save within seconds. Commit the changes with
 * git as usual; `npm run check:content` checks them.
 */
import { spawn, spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const host = "127.0.0.1"
const sitePort = process.env.PORT ?? "8000"
const backendPort = "8081"

const written = spawnSync("npx", ["tsx", "scripts/cms/write-admin.ts", "generated/admin"], {
  cwd: root,
  stdio: "inherit",
})
if (written.status !== 0) process.exit(written.status ?? 1)

const children = [
  spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: backendPort, BIND_HOST: host, MODE: "fs" },
  }),
  spawn("npx", ["gatsby", "develop", "-H", host, "-p", sitePort], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_ADAPTERS_MANIFEST: "module.exports = []", GATSBY_TELEMETRY_DISABLED: "1" },
  }),
]
console.log(`
  CMS (German):   http://${host}:${sitePort}/admin/   – "Login" uses the local backend, no account needed
  Website:        http://${host}:${sitePort}/         (GraphiQL: http://${host}:${sitePort}/___graphql)
  Local backend:  http://${host}:${backendPort}/api/v1 (decap-server writes into ${root}/content)
`)
const stop = () => children.forEach((child) => child.kill("SIGTERM"))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
for (const child of children)
  child.on("exit", (code) => {
    stop()
    process.exitCode = code ?? 0
  })
