#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop width, for looking at the design (not a test).
 *   node scripts/screenshots.mjs http://127.0.0.1:9000 /tmp/shots / /en/agb ...
 */
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./chromium.cjs"

const full = process.argv.includes("--full")
const [base, outDir, ...paths] = process.argv.slice(2).filter((a) => a !== "--full")
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const [name, viewport] of [
  ["390", { width: 390, height: 844 }],
  ["1280", { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport, locale: "de-CH", deviceScaleFactor: 1 })
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" })
    const file = `${outDir}/${path.replace(/\//g, "_") || "_"}-${name}.png`
    await page.screenshot({ path: file, fullPage: full })
    console.log(file)
  }
  await context.close()
}
await browser.close()
