import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./chromium.cjs"
const b = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const [path, sel, w, out] = process.argv.slice(2)
const p = await b.newPage({ viewport: { width: Number(w), height: 900 }, locale: "de-CH" })
await p.goto("http://127.0.0.1:9000" + path, { waitUntil: "networkidle" })
await p.locator(sel).first().screenshot({ path: out })
await b.close()
