/**
 * Rewrites of every built HTML page after the build: work-arounds for what Gatsby and React write.
 */
import fs from "fs"
import path from "path"
import { startScriptsAfterPaint } from "./scripts-after-paint"

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** Rewrites every built page whose bytes `transform` changes (null: leave it); returns how many it rewrote. */
function rewritePages(publicDir: string, transform: (bytes: Buffer) => Buffer | null): number {
  let rewritten = 0
  for (const file of filesUnder(publicDir).filter((f) => f.endsWith(".html"))) {
    const updated = transform(fs.readFileSync(file))
    if (!updated) continue
    fs.writeFileSync(file, updated)
    rewritten++
  }
  return rewritten
}

/**
 * React 18's streaming renderer writes its whole 2 KB buffer when a multi-byte character (ä, ü, –) does
 * not fit at the end, so unused zero bytes land in the HTML (fixed in React 19). They are never content:
 * remove them from every built page. Returns the number of pages repaired.
 */
export function stripNulBytes(publicDir: string): number {
  return rewritePages(publicDir, (bytes) =>
    bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : null,
  )
}

/** Every page starts Gatsby's scripts after its first paint (src/node/scripts-after-paint.ts). */
export function deferEntryScripts(publicDir: string): number {
  return rewritePages(publicDir, (bytes) => {
    const html = bytes.toString("utf8")
    const updated = startScriptsAfterPaint(html)
    return updated === html ? null : Buffer.from(updated, "utf8")
  })
}
