import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { expect, test } from "./fixtures"
import { outOfViewOnceSettled } from "./in-view"
import { WHOLE_STYLESHEET_APPLIED } from "./helpers"
import { PageSession, bookingFormScrollTests, consentCookies } from "./other-engines"

/**
 * Safari's engine on a phone. Playwright's own WebKit build cannot be installed everywhere this suite runs; Debian
 * packages WebKitGTK with its W3C WebDriver (webkit2gtk-driver), which this spec drives with plain HTTP calls, in
 * an X server of its own (Xvfb), so it runs inside the normal test run. WebKit scrolls to a field while part of
 * the page may still be laid out differently from what it finally is, which chromium forgives and WebKit does
 * not: a field or its error text out of view after the scroll is what this catches.
 */
const DRIVER = process.env.WEBKIT_WEBDRIVER ?? "/usr/bin/WebKitWebDriver"
const INSTALL =
  "install them with `sudo scripts/ensure-deps.sh --browser` (Debian: apt-get install webkit2gtk-driver xvfb)"
const PHONE = { width: 390, height: 844 }

type WebDriverAnswer = { value: unknown }
type WebDriverError = { error: string; message: string }
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf"

/** One browser session on the driver, in the W3C protocol's own terms. */
class Session extends PageSession {
  constructor(
    private readonly driver: string,
    readonly id: string,
  ) {
    super()
  }

  static async start(driver: string, capabilities: object) {
    const value = (await call(driver, "POST", "/session", { capabilities: { alwaysMatch: capabilities } })) as {
      sessionId: string
    }
    return new Session(driver, value.sessionId)
  }

  command(method: "GET" | "POST" | "DELETE", route: string, body?: object) {
    return call(this.driver, method, `/session/${this.id}${route}`, body)
  }

  async goto(url: string) {
    await this.command("POST", "/url", { url })
  }

  run<T>(script: string, ...args: unknown[]) {
    return this.command("POST", "/execute/sync", { script, args }) as Promise<T>
  }

  runAsync<T>(fn: (...args: never[]) => Promise<T>, ...args: unknown[]) {
    return this.command("POST", "/execute/async", {
      script: `const done = arguments[arguments.length - 1]; (${fn})(...[...arguments].slice(0, -1)).then(done)`,
      args,
    }) as Promise<T>
  }

  protected async tap(element: object) {
    await this.command("POST", `/element/${(element as Record<string, string>)[ELEMENT]}/click`, {})
  }

  end() {
    return this.command("DELETE", "")
  }
}

async function call(driver: string, method: string, route: string, body?: object) {
  const response = await fetch(driver + route, {
    method,
    headers: { "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = (await response.json()) as WebDriverAnswer
  if (!response.ok) {
    const { error, message } = answer.value as WebDriverError
    throw new Error(`WebKitWebDriver ${method} ${route}: ${error}: ${message}`)
  }
  return answer.value
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })
}

/** Starts Xvfb on a display number it picks itself (-displayfd), so parallel runs never collide. */
function startXvfb() {
  return new Promise<{ xvfb: ChildProcess; display: string }>((resolve, reject) => {
    const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    })
    let errors = ""
    xvfb.stderr!.on("data", (chunk) => (errors += chunk))
    xvfb.on("error", reject)
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)))
    xvfb.stdio[3]!.once("data", (chunk) => resolve({ xvfb, display: `:${String(chunk).trim()}` }))
  })
}

async function startDriver(display: string, settings: string) {
  const port = await freePort()
  const driver = spawn(DRIVER, [`--port=${port}`], {
    stdio: "ignore",
    // MiniBrowser's toolbar is 447 px wide at GTK's usual sizes, wider than a phone: the stylesheet in `settings`
    // shrinks the browser's own widgets (WebKit draws the page and its form controls itself).
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: settings },
  })
  const url = `http://127.0.0.1:${port}`
  await expect
    .poll(() =>
      fetch(`${url}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    )
    .toBe(true)
  return { driver, url }
}

// A WebKit session starts its own browser, and each of a dozen scrolls waits until it has settled.
test.describe.configure({ timeout: 180_000 })

let xvfb: ChildProcess | undefined
let driver: ChildProcess | undefined
let driverUrl = ""
let settings = ""

test.beforeAll(async () => {
  // Missing WebKit is a failure, not a skip: a suite that silently leaves Safari's engine out proves less.
  const missing = [DRIVER].filter((file) => !fs.existsSync(file))
  if (spawnSync("Xvfb", ["-help"]).error) missing.push("Xvfb")
  if (missing.length) throw new Error(`WebKit tests need ${missing.join(", ")}: ${INSTALL}`)
  settings = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-"))
  fs.mkdirSync(path.join(settings, "gtk-3.0"))
  fs.writeFileSync(
    path.join(settings, "gtk-3.0", "gtk.css"),
    "* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n",
  )
  const display = await startXvfb()
  xvfb = display.xvfb
  const started = await startDriver(display.display, settings)
  driver = started.driver
  driverUrl = started.url
})

test.afterAll(() => {
  driver?.kill()
  xvfb?.removeAllListeners("exit")
  xvfb?.kill()
  if (settings) fs.rmSync(settings, { recursive: true, force: true })
})

/**
 * The page's viewport once a resize has reached it: the driver answers when the window has its new size, and the
 * page may learn of it a little later (on a busy machine, after the next read), so a size counts once two reads
 * 100 ms apart agree.
 */
function settledViewport(session: Session) {
  return session.runAsync(async () => {
    let last = ""
    for (;;) {
      const size = `${innerWidth}x${innerHeight}`
      if (size === last) return size
      last = size
      await new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 100))
    }
  })
}

/**
 * A phone-sized window: the page's viewport is exactly 390 × 844 CSS px. The window's size includes the browser's
 * own toolbar, so the first try tells how much to add.
 */
async function phone(session: Session) {
  const wanted = `${PHONE.width}x${PHONE.height}`
  const seen: string[] = []
  let height = PHONE.height
  for (let attempt = 0; attempt < 5; attempt++) {
    await session.command("POST", "/window/rect", { width: PHONE.width, height })
    const size = await settledViewport(session)
    seen.push(`window ${PHONE.width}x${height}: viewport ${size}`)
    if (size === wanted) return
    height += PHONE.height - Number(size.split("x")[1])
  }
  throw new Error(`WebKit's viewport never became ${wanted}: ${seen.join("; ")}`)
}

/**
 * A session in the driver's own browser (WebKitGTK's MiniBrowser) at a phone's size, with a consent record already
 * given, as for the other browser tests: the banner would cover what a test taps.
 */
async function phoneSession(baseURL: string) {
  const session = await Session.start(driverUrl, { "webkitgtk:browserOptions": { args: ["--automation"] } })
  await phone(session)
  await session.goto(`${baseURL}/robots.txt`)
  for (const { name, value } of await consentCookies(baseURL))
    await session.command("POST", "/cookie", { cookie: { name, value, path: "/", sameSite: "Lax" } })
  return session
}

test("WebKit on a phone: a service page's route is a card with its price in view, and still a table row", async ({
  baseURL,
}) => {
  const session = await phoneSession(baseURL!)
  try {
    await session.goto(`${baseURL}/services/ski-resort-transfers`)
    // The rows are cards once the whole stylesheet, added after the first paint, has applied.
    await session.until("the whole stylesheet applied", `return (${WHOLE_STYLESHEET_APPLIED.toString()})()`)
    const row = await session.run<object>(
      `return [...document.querySelectorAll("#routes tbody tr")].find((tr) => tr.textContent.includes("Zermatt"))`,
    )
    await session.run('arguments[0].scrollIntoView({ block: "center" })', row)
    const [price, link] = await session.run<object[]>(
      'return [arguments[0].querySelector(".routes__price"), arguments[0].querySelector("a")]',
      row,
    )
    for (const element of [price, link]) {
      expect(await session.runAsync(outOfViewOnceSettled, element)).toBeNull()
      expect(await session.run("return arguments[0].getBoundingClientRect().right <= innerWidth", element)).toBe(true)
    }
    // What Safari's engine tells a screen reader, though CSS lays the rows out as cards.
    const role = async (element: object) =>
      session.command("GET", `/element/${(element as Record<string, string>)[ELEMENT]}/computedrole`)
    const table = await session.run<object>('return document.querySelector("#routes table")')
    const head = await session.run<object>('return document.querySelector("#routes thead th")')
    expect([await role(table), await role(head), await role(row), await role(price)]).toEqual([
      "table",
      "columnheader",
      "row",
      "cell",
    ])
  } finally {
    await session.end()
  }
})

bookingFormScrollTests("WebKit", phoneSession)
