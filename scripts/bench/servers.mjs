/**
 * The bench's servers: a build folder served by scripts/serve.mjs (as the host serves it) on a port of its own, over
 * HTTP/2 with TLS as the host serves it (a self-signed certificate for 127.0.0.1), or plain HTTP/1.1.
 */
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import https from "node:https"
import path from "node:path"

/** A self-signed certificate for 127.0.0.1 in `dir` (key.pem, cert.pem), made with openssl once. */
export function certificate(dir) {
  if (fs.existsSync(path.join(dir, "cert.pem"))) return dir
  fs.mkdirSync(dir, { recursive: true })
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "365", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      "key.pem",
      "-out",
      "cert.pem",
    ]),
    { cwd: dir, stdio: "ignore" },
  )
  if (made.status !== 0) throw new Error("openssl could not make the bench's certificate")
  return dir
}

/** Starts serving `dir` on 127.0.0.1:`port`, over HTTP/2 when given a certificate folder; kill it when done. */
export function serve(dir, port, tls = null) {
  const args = ["scripts/serve.mjs", "--dir", dir, "--port", String(port), ...(tls ? ["--tls", tls] : [])]
  return spawn("node", args, { stdio: "ignore" })
}

/** A GET or HEAD of `url`, over https accepting the bench's own certificate; resolves with status and body. */
export function get(url, { method = "GET", headers = {} } = {}) {
  if (url.startsWith("http:"))
    return fetch(url, { method, headers }).then(async (r) => ({ status: r.status, body: await r.arrayBuffer() }))
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method, headers, rejectUnauthorized: false }, (response) => {
      const chunks = []
      response.on("data", (chunk) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }))
    })
    request.on("error", reject)
    request.end()
  })
}

/** Waits until a server answers (it parses the host files first; slow on a busy machine). */
export async function answering(url) {
  for (let tries = 0; ; tries++) {
    try {
      return await get(url, { method: "HEAD" })
    } catch (error) {
      if (tries > 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/**
 * The files of a build a page load can ask for, as paths from its root ("/index.html"): every file but the CMS
 * (admin/, which no measured page loads) and the source maps.
 */
export function servedFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".map"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .map((file) => `/${file.split(path.sep).join("/")}`)
    .filter((file) => !file.startsWith("/admin/"))
    .sort()
}

/**
 * Asks a server for every file of its build once, as chromium asks (Brotli accepted), before anything is measured.
 * scripts/serve.mjs compresses a text file the first time it is asked for (Brotli at its highest quality: 114 ms
 * for the home page's HTML, 182 ms for React's chunk) and keeps it; unwarmed, the first page measured paid for
 * compressing the shared chunks while it loaded, on the same two cores as the browser.
 */
export async function warm(origin, dir) {
  for (const file of servedFiles(dir)) {
    await get(origin + file, { headers: { "Accept-Encoding": "br" } })
  }
}
