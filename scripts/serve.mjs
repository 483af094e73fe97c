#!/usr/bin/env node
/**
 * Serves the built site (public/) on 127.0.0.1 the way the Netlify-style host does: the `_redirects`
 * rules (parsed by Netlify's own @netlify/redirect-parser) with splats, forced rules, rewrites, 404 rules
 * and Language/Cookie conditions, a file at a path shadowing a non-forced rule, and the `_headers` rules
 * (Netlify's @netlify/headers-parser; a header set by several matching rules takes the value of the last one,
 * as Netlify's own local server does, so /admin/* can replace the site's Content-Security-Policy).
 * It serves plain http, so the CSP goes out without `upgrade-insecure-requests` (scripts/local-headers.cjs:
 * Safari would otherwise upgrade every script to https); public/_headers keeps it for the host.
 * With `--tls DIR` (a folder holding key.pem and cert.pem) it serves HTTP/2 over TLS instead, as the host does, with
 * HTTP/1.1 for clients that ask for it, and the headers exactly as `_headers` has them: the bench measures that way.
 * A folder without _redirects or _headers (e.g. another Gatsby build, as the bench's reference) is served as is.
 *
 *   node scripts/serve.mjs [--port 9000] [--dir public] [--tls DIR]
 */
import http from "node:http"
import http2 from "node:http2"
import fs from "node:fs"
import path from "node:path"
import { parseAllRedirects } from "@netlify/redirect-parser"
import { parseAllHeaders } from "@netlify/headers-parser"
import zlib from "node:zlib"
import { forPlainHttp } from "./local-headers.cjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index > -1 ? args[index + 1] : fallback
}
const root = path.resolve(option("dir", "public"))
const port = Number(option("port", process.env.PORT ?? 9000))
const host = "127.0.0.1"
const tls = option("tls", null)

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json",
}

if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`No built site in ${root}: run "npm run build" first.`)
  process.exit(1)
}

// The netlify.toml of the project the folder was built by (it sits beside its publish folder): the site's for
// public/, none for another project's build served with --dir.
const netlifyToml = path.join(path.dirname(root), "netlify.toml")
const { redirects, errors } = await parseAllRedirects({
  redirectsFiles: [path.join(root, "_redirects")].filter((file) => fs.existsSync(file)),
  netlifyConfigPath: fs.existsSync(netlifyToml) ? netlifyToml : undefined,
  minimal: false,
})
for (const error of errors) console.warn(`redirect rule ignored: ${error.message}`)

const headerFile = path.join(root, "_headers")
const parsedHeaders = await parseAllHeaders({
  headersFiles: fs.existsSync(headerFile) ? [headerFile] : [],
  netlifyConfigPath: fs.existsSync(netlifyToml) ? netlifyToml : undefined,
  minimal: false,
})
for (const error of parsedHeaders.errors) console.warn(`header rule ignored: ${error.message}`)

/** Headers of every `_headers` rule whose path matches; of a header several rules set, the last rule's value. */
function headersFor(pathname) {
  const result = { "Cache-Control": "public, max-age=0, must-revalidate" }
  for (const rule of parsedHeaders.headers) {
    if (!match(rule.for, pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) {
      const key = Object.keys(result).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name
      result[key] = value
    }
  }
  // Plain http here, https on the host: drop the CSP directive WebKit would apply to 127.0.0.1 too.
  return tls ? result : forPlainHttp(result)
}

/** The file a URL path maps to, as a static host resolves it (exact file, folder index, .html). */
function fileFor(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "")
  const candidates = [clean, path.join(clean, "index.html"), `${clean.replace(/\/$/, "")}.html`]
  for (const candidate of candidates) {
    const file = path.join(root, candidate)
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

/** Matches a rule's `from` (":name" placeholders, trailing "*" splat) against a path; returns the captures. */
function match(from, pathname) {
  const names = []
  const pattern = from
    .replace(/\/+$/, "")
    .split("/")
    .map((part) => {
      if (part === "*") {
        names.push("splat")
        return "(.*)"
      }
      if (part.startsWith(":")) {
        names.push(part.slice(1))
        return "([^/]+)"
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    })
    .join("/")
  const result = new RegExp(`^${pattern}/?$`).exec(pathname.replace(/\/+$/, "") || "/")
  if (!result && from.endsWith("/*") && pathname.replace(/\/+$/, "") === from.slice(0, -2)) return { splat: "" }
  if (!result) return null
  return Object.fromEntries(names.map((name, index) => [name, result[index + 1] ?? ""]))
}

function conditionsHold(conditions = {}, request) {
  if (conditions.Language) {
    const accepted = (request.headers["accept-language"] ?? "")
      .split(",")
      .map((part) => part.split(";")[0].trim().toLowerCase().split("-")[0])
    if (!conditions.Language.some((lang) => accepted.includes(lang.toLowerCase()))) return false
  }
  if (conditions.Cookie) {
    const cookies = (request.headers.cookie ?? "").split(";").map((c) => c.trim().split("=")[0])
    if (!conditions.Cookie.some((name) => cookies.includes(name))) return false
  }
  return true
}

/**
 * Text is sent compressed when the client accepts it, as the host does: Brotli where the client takes it
 * (chromium asks for it), gzip otherwise (compressed once per file and encoding, kept in memory).
 */
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/
const encodings = [
  { name: "br", compress: (bytes) => zlib.brotliCompressSync(bytes) },
  { name: "gzip", compress: (bytes) => zlib.gzipSync(bytes, { level: 9 }) },
]
const compressedCache = new Map()
function compressed(file, encoding) {
  const mtime = fs.statSync(file).mtimeMs
  const key = `${encoding.name}:${file}`
  const cached = compressedCache.get(key)
  if (cached && cached.mtime === mtime) return cached.body
  const body = encoding.compress(fs.readFileSync(file))
  compressedCache.set(key, { mtime, body })
  return body
}

/** The encoding to send a response of `type` in, from the request's Accept-Encoding; null: as it is. */
function encodingFor(request, type) {
  if (!compressible.test(type)) return null
  const accepted = (request.headers["accept-encoding"] ?? "").split(",").map((token) => token.trim().split(";")[0])
  return encodings.find((encoding) => accepted.includes(encoding.name)) ?? null
}

function send(request, response, status, file, pathname) {
  const type = types[path.extname(file)] ?? "application/octet-stream"
  const headers = { "Content-Type": type, ...headersFor(pathname) }
  const encoding = encodingFor(request, type)
  if (encoding) {
    const body = compressed(file, encoding)
    response.writeHead(status, {
      ...headers,
      "Content-Encoding": encoding.name,
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
    })
    return response.end(request.method === "HEAD" ? undefined : body)
  }
  response.writeHead(status, headers)
  if (request.method === "HEAD") return response.end()
  fs.createReadStream(file).pipe(response)
}

function handle(request, response) {
  // Form posts (Netlify Forms): the host stores the submission and answers with the page at the address.
  if (request.method === "POST") {
    let size = 0
    request.on("data", (chunk) => (size += chunk.length))
    request.on("end", () => console.log(`form submission to ${request.url} (${size} bytes)`))
  }
  const url = new URL(request.url ?? "/", `http://${host}`)
  const pathname = url.pathname
  const existing = fileFor(pathname)

  for (const rule of redirects) {
    if (existing && !rule.force) continue
    const captures = match(rule.path ?? rule.from, pathname)
    if (!captures || !conditionsHold(rule.conditions, request)) continue
    const target = (rule.to ?? "/").replace(/:(\w+)/g, (token, name) => captures[name] ?? token)
    const status = rule.status ?? 301
    if (status >= 300 && status < 400) {
      response.writeHead(status, { ...headersFor(pathname), Location: target + url.search })
      return response.end()
    }
    const file = fileFor(target)
    if (file) return send(request, response, status, file, pathname)
  }

  if (existing) return send(request, response, 200, existing, pathname)
  const notFound = fileFor("/404.html")
  if (notFound) return send(request, response, 404, notFound, pathname)
  response.writeHead(404, { "Content-Type": "text/plain" })
  response.end("Not found")
}

const server = tls
  ? http2.createSecureServer(
      {
        key: fs.readFileSync(path.join(tls, "key.pem")),
        cert: fs.readFileSync(path.join(tls, "cert.pem")),
        allowHTTP1: true,
      },
      handle,
    )
  : http.createServer(handle)
server.listen(port, host, () => {
  const served = path.relative(process.cwd(), root) || "."
  console.log(`Serving ${served} at ${tls ? `https://${host}:${port} (HTTP/2)` : `http://${host}:${port}`}`)
})
