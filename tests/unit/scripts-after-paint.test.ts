import {
  loadScriptsAfterPaint,
  scriptsAfterPaintSnippet,
  startScriptsAfterPaint,
  type PaintWindow,
} from "../../src/lib/scripts-after-paint"

function fakeWindow({ hidden = false } = {}) {
  const frames: (() => void)[] = []
  const timeouts: { callback: () => void; ms: number }[] = []
  const listeners: Record<string, () => void> = {}
  const appended: { src: string; async: boolean }[] = []
  const win = {
    document: {
      visibilityState: hidden ? "hidden" : "visible",
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timeouts.push({ callback, ms }),
  } as unknown as PaintWindow
  return { win, frames, timeouts, listeners, appended }
}

const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

describe("scripts after the first paint", () => {
  it("start in the task after the first animation frame, in order, once", () => {
    const { win, frames, timeouts, listeners, appended } = fakeWindow()
    loadScriptsAfterPaint(sources, win)
    expect(appended).toEqual([])
    expect(timeouts).toEqual([])
    frames.forEach((frame) => frame())
    expect(appended).toEqual([])
    expect(timeouts.map((t) => t.ms)).toEqual([0])
    timeouts[0].callback()
    expect(appended).toEqual(sources.map((src) => ({ src, async: true })))
    listeners.visibilitychange()
    expect(appended).toHaveLength(3)
  })

  it("start at once in a hidden tab, which renders no frames", () => {
    const { win, frames, appended } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, win)
    expect(frames).toEqual([])
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it("start when a tab is hidden before its first frame", () => {
    const { win, listeners, appended } = fakeWindow()
    loadScriptsAfterPaint(sources, win)
    listeners.visibilitychange()
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it("inline snippet works on its own, without the module around it", () => {
    const { win, frames, timeouts, appended } = fakeWindow()
    new Function("window", scriptsAfterPaintSnippet(sources))(win)
    frames.forEach((frame) => frame())
    timeouts.forEach((t) => t.callback())
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
