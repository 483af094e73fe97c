/** The bench's servers: a build folder served by scripts/serve.mjs (as the host serves it) on a port of its own. */
import { spawn } from "node:child_process"

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
