import {
  MAX_WAIT_MS,
  loadScriptsAfterPaint,
  scriptsAfterPaintSnippet,
  startScriptsAfterPaint,
  type PaintWindow,
} from "../../src/node/scripts-after-paint"

type FakeOptions = { hidden?: boolean; complete?: boolean; paintTiming?: boolean }

function fakeWindow({ hidden = false, complete = false, paintTiming = true }: FakeOptions = {}) {
  const frames: (() => void)[] = []
  const timeouts: { callback: () => void; ms: number }[] = []
  const listeners: Record<string, () => void> = {}
  const appended: { src: string; async: boolean }[] = []
  const observers: { callback: (list: unknown, observer: unknown) => void; options?: unknown; connected: boolean }[] =
    []
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"]
    record: (typeof observers)[number]
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, connected: false }
      observers.push(this.record)
    }
    observe(options: unknown) {
      this.record.options = options
      this.record.connected = true
    }
    disconnect() {
      this.record.connected = false
    }
  }
  const win = {
    document: {
      visibilityState: hidden ? "hidden" : "visible",
      readyState: complete ? "complete" : "interactive",
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    },
    addEventListener: (type: string, listener: () => void) => (listeners[`window:${type}`] = listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timeouts.push({ callback, ms }),
    PerformanceObserver: paintTiming ? FakeObserver : undefined,
  } as unknown as PaintWindow
  /** Chrome reports a paint entry (after its frame was presented). */
  const paint = (name: string) =>
    observers
      .filter((o) => o.connected)
      .forEach((o) => o.callback({ getEntries: () => [{ name }] }, { disconnect: () => (o.connected = false) }))
  const runFrames = () => frames.splice(0).forEach((frame) => frame())
  /** Runs the zero-delay timeouts (the task after a frame), not the cap. */
  const runZeroTimeouts = () =>
    timeouts
      .filter((t) => t.ms === 0)
      .splice(0)
      .forEach((t) => t.callback())
  return { win, frames, timeouts, listeners, appended, observers, paint, runFrames, runZeroTimeouts }
}

const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

describe("scripts after the page is on screen", () => {
  it("wait for the first contentful paint and the load event, then start after the next frame, in order, once", () => {
    const { win, listeners, appended, observers, paint, runFrames, runZeroTimeouts, frames } = fakeWindow()
    loadScriptsAfterPaint(sources, win, MAX_WAIT_MS)
    expect(observers).toHaveLength(1)
    expect(observers[0].options).toEqual({ type: "paint", buffered: true })
    paint("first-paint")
    expect(observers[0].connected).toBe(true)
    paint("first-contentful-paint")
    expect(observers[0].connected).toBe(false)
    expect(frames).toHaveLength(0) // the page has not loaded yet
    listeners["window:load"]()
    expect(appended).toEqual([])
    runFrames()
    expect(appended).toEqual([])
    runZeroTimeouts()
    expect(appended).toEqual(sources.map((src) => ({ src, async: true })))
    listeners.visibilitychange()
    expect(appended).toHaveLength(3)
  })

  it("wait for the paint when the page loaded before its first frame", () => {
    const { win, appended, paint, runFrames, runZeroTimeouts } = fakeWindow({ complete: true })
    loadScriptsAfterPaint(sources, win, MAX_WAIT_MS)
    runFrames()
    runZeroTimeouts()
    expect(appended).toEqual([])
    paint("first-contentful-paint")
    runFrames()
    runZeroTimeouts()
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it("rely on the load event alone where the browser has no paint timing", () => {
    const { win, listeners, appended, observers, runFrames, runZeroTimeouts } = fakeWindow({ paintTiming: false })
    loadScriptsAfterPaint(sources, win, MAX_WAIT_MS)
    expect(observers).toHaveLength(0)
    listeners["window:load"]()
    runFrames()
    runZeroTimeouts()
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it(`start after ${MAX_WAIT_MS} ms at the latest, when the page never finishes loading`, () => {
    expect(MAX_WAIT_MS).toBe(2500)
    const { win, timeouts, appended, paint, runFrames } = fakeWindow()
    loadScriptsAfterPaint(sources, win, MAX_WAIT_MS)
    paint("first-contentful-paint")
    runFrames()
    expect(appended).toEqual([])
    const cap = timeouts.find((t) => t.ms === MAX_WAIT_MS)!
    cap.callback()
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it("start at once in a hidden tab, which renders no frames", () => {
    const { win, frames, appended } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, win, MAX_WAIT_MS)
    expect(frames).toEqual([])
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it("start when a tab is hidden before its first frame", () => {
    const { win, listeners, appended } = fakeWindow()
    loadScriptsAfterPaint(sources, win, MAX_WAIT_MS)
    listeners.visibilitychange()
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it("inline snippet works on its own, without the module around it, and carries the cap", () => {
    const { win, listeners, appended, timeouts, paint, runFrames, runZeroTimeouts } = fakeWindow()
    new Function("window", scriptsAfterPaintSnippet(sources))(win)
    expect(timeouts.map((t) => t.ms)).toContain(MAX_WAIT_MS)
    paint("first-contentful-paint")
    listeners["window:load"]()
    runFrames()
    runZeroTimeouts()
    expect(appended.map((s) => s.src)).toEqual(sources)
  })
})

describe("build step on the page HTML", () => {
  const page =
    '<body><div id="___gatsby"></div><script>window.x=1</script>' +
    sources.map((src) => `<script src="${src}" async></script>`).join("") +
    "<!-- slice-end --></body>"

  it("replaces Gatsby's entry script tags with one inline loader in their place", () => {
    const html = startScriptsAfterPaint(page)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toBe(
      '<body><div id="___gatsby"></div><script>window.x=1</script>' +
        `<script>${scriptsAfterPaintSnippet(sources)}</script><!-- slice-end --></body>`,
    )
  })

  it("leaves pages without entry scripts alone", () => {
    expect(startScriptsAfterPaint("<body><p>static</p></body>")).toBe("<body><p>static</p></body>")
  })
})
