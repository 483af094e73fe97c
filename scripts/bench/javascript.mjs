/**
 * All the JavaScript a page loads without interaction: every script the browser downloads from the page's own
 * origin between the navigation and the moment nothing more arrives (the page's own chunks, what it loads on idle:
 * the consent code, the banner's library, the version check), each counted gzip from the build's file, as the first
 * load is. Nobody touches the page: what a click, a focus or a scroll would load is not counted.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import installed from "../chromium.cjs"

/** How long the page must stay without a new request before the count stops (idle callbacks come after load). */
export const QUIET_MS = 3000
const LONGEST_MS = 30_000

/** The gzip KB of the files `paths` (from the build's root) name; a path the build lacks counts nothing. */
export function gzipKb(root, paths) {
  const file = (p) => path.join(root, decodeURIComponent(p))
  const existing = [...new Set(paths)].filter((p) => fs.existsSync(file(p)) && fs.statSync(file(p)).isFile())
  return existing.reduce((sum, p) => sum + zlib.gzipSync(fs.readFileSync(file(p))).length, 0) / 1024
}

/**
 * Loads each of `pages` from `origin` in a fresh browser context, on a phone's screen, and returns per page the
 * gzip KB of the scripts it loaded (from `root`, the build served there) and their count.
 */
export async function javascriptWithoutInteraction(origin, root, pages) {
  const browser = await chromium.launch({ executablePath: installed.chromiumPath, args: installed.chromiumArgs })
  const result = {}
  try {
    for (const page of pages) {
      const language = page.startsWith("/en") ? "en-GB" : "de-CH"
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        locale: language,
        ignoreHTTPSErrors: true,
      })
      const tab = await context.newPage()
      const scripts = new Set()
      let last = Date.now()
      tab.on("request", (request) => {
        last = Date.now()
        const url = new URL(request.url())
        if (request.resourceType() === "script" && url.origin === origin) scripts.add(url.pathname)
      })
      const started = Date.now()
      await tab.goto(origin + page, { waitUntil: "load" })
      while (Date.now() - last < QUIET_MS && Date.now() - started < LONGEST_MS) await tab.waitForTimeout(250)
      result[page] = { idleKb: gzipKb(root, [...scripts]), scripts: scripts.size }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return result
}
