/**
 * How fast the booking form's place suggestions follow the keyboard on a phone-class CPU: chromium at a 4x CPU
 * slowdown types place names into the pickup field, and each keystroke's time runs from its keydown to the last
 * change of the suggestion list it caused. And the size of the places index a visitor loads on the first focus.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import chromiumLaunch from "../chromium.cjs"
import { median } from "./samples.mjs"

export const CPU_SLOWDOWN = 4
// Names typed one key at a time: umlauts typed as "ue", a French name, an abbreviation, a resort.
const TYPED = ["Zuerich", "Geneve", "St. Moritz", "Adelboden"]
const KEY_GAP_MS = 250

/** The gzip size in KB of the places index chunk in a build (`places-<hash>.js`), or null when there is none. */
export function placesChunkKb(publicDir) {
  const file = fs.readdirSync(publicDir).find((name) => /^places-[0-9a-f]+\.js$/.test(name))
  return file ? zlib.gzipSync(fs.readFileSync(path.join(publicDir, file))).length / 1024 : null
}

/** One run: the latency in ms of every keystroke of TYPED on the site's /contact, in typing order. */
export async function typingLatencies(origin) {
  const browser = await chromium.launch({
    executablePath: chromiumLaunch.chromiumPath,
    args: chromiumLaunch.chromiumArgs,
  })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: "de-CH" })
    await page.goto(`${origin}/contact#booking`)
    await page.locator('form[name="booking"][data-ready]').waitFor()
    const field = page.locator('form[name="booking"] [name="pickup"]')
    await field.focus()
    // The index has loaded once the field has become a combobox.
    await page.locator('form[name="booking"] [name="pickup"][role="combobox"]').waitFor()
    // And the cookie banner has arrived and settled: it shows once, on idle, with a fade and a focus move of its
    // own, and a keystroke it coincides with would time that.
    await page.locator("#cc-main .cm").waitFor()
    await page.waitForFunction(() => getComputedStyle(document.querySelector("#cc-main .cm")).opacity === "1")
    await page.waitForTimeout(500)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.evaluate(() => {
      const timings = (window.__typing = [])
      let pressed = null
      document.addEventListener("keydown", () => timings.push((pressed = { down: performance.now(), done: null })), {
        capture: true,
      })
      const list = document.getElementById("booking-pickup-places")?.parentElement ?? document.body
      new MutationObserver(() => pressed && (pressed.done = performance.now())).observe(list, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      })
    })
    const latencies = []
    for (const name of TYPED) {
      await field.fill("")
      await page.evaluate(() => (window.__typing.length = 0))
      await field.pressSequentially(name, { delay: KEY_GAP_MS })
      await page.waitForTimeout(KEY_GAP_MS)
      // A keystroke that changed nothing in the list (a letter that keeps the same suggestions) took no time.
      const timings = await page.evaluate(() => window.__typing)
      latencies.push(...timings.map((t) => (t.done === null ? 0 : t.done - t.down)))
    }
    return latencies
  } finally {
    await browser.close()
  }
}

/** The slowest keystroke of a typing pass, taking each keystroke's median over the runs. */
export function slowestKeystrokeMs(runs) {
  if (!runs.length) return null
  return Math.max(...runs[0].map((_, i) => median(runs.map((latencies) => latencies[i]))))
}
