/**
 * How fast the booking form follows the keyboard on a phone-class CPU (chromium at a 4x CPU slowdown): from each
 * keydown typing place names to the last change of the suggestion list it caused, and how long finding the way by
 * road takes on the longest trip's last letter. And the size of the places index, the road network inside, that a
 * visitor loads on the first focus.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import installed from "../chromium.cjs"
import { median } from "./samples.mjs"

export const CPU_SLOWDOWN = 4
// Names typed one key at a time: umlauts typed as "ue", a French name, an abbreviation, a resort.
const TYPED = ["Zuerich", "Geneve", "St. Moritz", "Adelboden"]
const KEY_GAP_MS = 250
// Across the country, west to east, still priced at once (387 km of the rule's 400): the longest search for a way.
export const LONGEST_TRIP = ["Genf", "Vaduz"]
// The User Timing entry the booking form writes for each search for a way (WAY_MEASURE, src/lib/forms/quote.ts).
export const WAY_ENTRY = "way by road"

/** The gzip size in KB of the places index chunk in a build (`places-<hash>.js`), or null when there is none. */
export function placesChunkKb(publicDir) {
  const file = fs.readdirSync(publicDir).find((name) => /^places-[0-9a-f]+\.js$/.test(name))
  return file ? zlib.gzipSync(fs.readFileSync(path.join(publicDir, file))).length / 1024 : null
}

/** One run on /contact: every keystroke's latency typing TYPED (in ms, in order) and the longest trip's. */
export async function typingLatencies(origin) {
  const browser = await chromium.launch({ executablePath: installed.chromiumPath, args: installed.chromiumArgs })
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      locale: "de-CH",
      ignoreHTTPSErrors: true,
    })
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
    // Each keystroke: its keydown, and the last change it caused in the pickup's list.
    await page.evaluate(() => {
      const timings = (window.__typing = [])
      let pressed = null
      const press = () => timings.push((pressed = { down: performance.now(), done: null }))
      document.addEventListener("keydown", press, { capture: true })
      const list = document.getElementById("booking-pickup-places")?.parentElement ?? document.body
      const changes = { childList: true, subtree: true, characterData: true, attributes: true }
      new MutationObserver(() => pressed && (pressed.done = performance.now())).observe(list, changes)
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
    // The longest trip's last letter: the form finds the way and times it as a User Timing entry.
    const [from, to] = LONGEST_TRIP
    const dropoff = page.locator('form[name="booking"] [name="dropoff"]')
    await field.fill(from)
    await dropoff.fill(to.slice(0, -1))
    await page.waitForTimeout(KEY_GAP_MS)
    await page.evaluate((entry) => performance.clearMeasures(entry), WAY_ENTRY)
    await dropoff.press(to.at(-1))
    await page.waitForTimeout(4 * KEY_GAP_MS)
    const routeMs = await page.evaluate((entry) => performance.getEntriesByName(entry).at(-1)?.duration, WAY_ENTRY)
    if (routeMs === undefined) throw new Error(`${from} → ${to}: no way by road was found on the last letter`)
    return { keystrokes: latencies, routeMs: Math.round(routeMs) }
  } finally {
    await browser.close()
  }
}

/** The slowest keystroke of a typing pass, taking each keystroke's median over the runs. */
export function slowestKeystrokeMs(runs) {
  if (!runs.length) return null
  return Math.max(...runs[0].map((_, i) => median(runs.map((latencies) => latencies[i]))))
}
