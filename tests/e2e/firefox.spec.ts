import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import WebSocket from "ws"
import { expect, test } from "./fixtures"
import { PageSession, bookingFormScrollTests, consentCookies } from "./other-engines"

/**
 * Gecko, Firefox's engine, on a phone. Playwright's Firefox is a build of its own that cannot be installed
 * everywhere this suite runs, and its driver for a stock Firefox needs a newer one than Debian's; Debian packages
 * Firefox ESR, which speaks WebDriver BiDi itself (no geckodriver), over the WebSocket this spec talks to.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"
const INSTALL = "install it with `sudo scripts/ensure-deps.sh --browser` (Debian: apt-get install firefox-esr)"
const PHONE = { width: 390, height: 844 }

/** A value as WebDriver BiDi serialises it (the kinds this spec meets), page elements by their shared id. */
type RemoteValue =
  | { type: "undefined" | "null" }
  | { type: "string" | "number" | "boolean"; value: unknown }
  | { type: "array"; value: RemoteValue[] }
  | { type: "node"; sharedId: string }
type Node = { sharedId: string }

function fromRemote(value: RemoteValue): unknown {
  switch (value.type) {
    case "undefined":
    case "null":
      return null
    case "array":
      return value.value.map(fromRemote)
    case "node":
      return { sharedId: value.sharedId }
    case "string":
    case "number":
    case "boolean":
      return value.value
    default:
      throw new Error(`an answer this spec does not read: ${JSON.stringify(value)}`)
  }
}

/** An argument for the page: the checks pass page elements only, each as its reference. */
function toRemote(value: unknown) {
  if (value && typeof value === "object" && "sharedId" in value) return { sharedId: (value as Node).sharedId }
  throw new Error(`an argument this spec does not pass: ${JSON.stringify(value)}`)
}

/** Firefox's own WebDriver BiDi session, one tab, in the protocol's own terms. */
class Session extends PageSession {
  private next = 0
  private readonly waiting = new Map<number, (answer: Record<string, unknown>) => void>()

  /** The tab's browsing context. */
  context = ""

  private constructor(private readonly socket: WebSocket) {
    super()
    socket.on("message", (data) => {
      const answer = JSON.parse(String(data))
      this.waiting.get(answer.id)?.(answer)
      this.waiting.delete(answer.id)
    })
  }

  static async start(url: string) {
    const socket = new WebSocket(`${url}/session`)
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject))
    const session = new Session(socket)
    await session.send("session.new", { capabilities: {} })
    const { contexts } = (await session.send("browsingContext.getTree", {})) as { contexts: { context: string }[] }
    session.context = contexts[0].context
    return session
  }

  send(method: string, params: object) {
    const id = ++this.next
    return new Promise<unknown>((resolve, reject) => {
      this.waiting.set(id, (answer) =>
        answer.type === "error"
          ? reject(new Error(`Firefox ${method}: ${answer.error}: ${answer.message}`))
          : resolve(answer.result),
      )
      this.socket.send(JSON.stringify({ id, method, params }))
    })
  }

  async goto(url: string) {
    await this.send("browsingContext.navigate", { context: this.context, url, wait: "complete" })
  }

  /** Runs `declaration`, a function, on `args`; a promise it returns is awaited. */
  private async call(declaration: string, args: unknown[]) {
    const answer = (await this.send("script.callFunction", {
      functionDeclaration: declaration,
      arguments: args.map(toRemote),
      target: { context: this.context },
      awaitPromise: true,
    })) as { type: "success"; result: RemoteValue } | { type: "exception"; exceptionDetails: { text: string } }
    if (answer.type === "exception") throw new Error(`in the page: ${answer.exceptionDetails.text}`)
    return fromRemote(answer.result)
  }

  run<T>(script: string, ...args: unknown[]) {
    return this.call(`function () { ${script} }`, args) as Promise<T>
  }

  runAsync<T>(fn: (...args: never[]) => Promise<T>, ...args: unknown[]) {
    return this.call(String(fn), args) as Promise<T>
  }

  protected async tap(element: object) {
    const origin = { type: "element", element: { sharedId: (element as Node).sharedId } }
    await this.send("input.performActions", {
      context: this.context,
      actions: [
        {
          type: "pointer",
          id: "pointer",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", x: 0, y: 0, origin },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ],
    })
  }

  async end() {
    await this.send("session.end", {}).catch(() => undefined)
    this.socket.close()
  }
}

let firefox: ChildProcess | undefined
let profile = ""
let socketUrl = ""

test.beforeAll(async () => {
  // Missing Firefox is a failure, not a skip: a suite that silently leaves Gecko out proves less.
  if (!fs.existsSync(FIREFOX)) throw new Error(`The Firefox tests need ${FIREFOX}: ${INSTALL}`)
  profile = fs.mkdtempSync(path.join(os.tmpdir(), "firefox-"))
  // A visitor from here: German first, as for the other browser tests (the site's language redirect reads it).
  fs.writeFileSync(path.join(profile, "user.js"), 'user_pref("intl.accept_languages", "de-CH, de");\n')
  const started = spawn(FIREFOX, ["--headless", "--no-remote", "--profile", profile, "--remote-debugging-port", "0"], {
    stdio: ["ignore", "ignore", "pipe"],
  })
  firefox = started
  socketUrl = await new Promise<string>((resolve, reject) => {
    let output = ""
    started.stderr!.on("data", (chunk) => {
      output += chunk
      const listening = output.match(/WebDriver BiDi listening on (ws:\/\/\S+)/)
      if (listening) resolve(listening[1])
    })
    started.on("error", reject)
    started.on("exit", (code) => reject(new Error(`Firefox exited (${code}): ${output}`)))
  })
})

test.afterAll(() => {
  firefox?.removeAllListeners("exit")
  firefox?.kill()
  if (profile) fs.rmSync(profile, { recursive: true, force: true })
})

/** A tab at a phone's size, with a consent record already given, as for the other browser tests. */
async function phoneSession(baseURL: string) {
  const session = await Session.start(socketUrl)
  await session.send("browsingContext.setViewport", { context: session.context, viewport: PHONE })
  const domain = new URL(baseURL).hostname
  for (const { name, value } of await consentCookies(baseURL))
    await session.send("storage.setCookie", {
      cookie: { name, value: { type: "string", value }, domain, path: "/", sameSite: "lax" },
    })
  expect(await session.run("return `${innerWidth}x${innerHeight}`")).toBe(`${PHONE.width}x${PHONE.height}`)
  return session
}

bookingFormScrollTests("Firefox", phoneSession)
