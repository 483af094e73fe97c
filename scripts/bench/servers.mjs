/** The bench's servers: a build folder served by scripts/serve.mjs (as the host serves it) on a port of its own. */
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/** Starts serving `dir` on 127.0.0.1:`port`; kill the returned process when done. */
export function serve(dir, port) {
  return spawn("node", ["scripts/serve.mjs", "--dir", dir, "--port", String(port)], { stdio: "ignore" })
}

/** Waits until a server answers (it parses the host files first; slow on a busy machine). */
export async function answering(url) {
  for (let tries = 0; ; tries++) {
    try {
      return await fetch(url, { method: "HEAD" })
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
    const response = await fetch(origin + file, { headers: { "Accept-Encoding": "br" } })
    await response.arrayBuffer()
  }
}
