import {
  MAX_WAIT_MS,
  afterPaintSources,
  deferredStylesheet,
  deferredStylesheetLink,
  afterPaintAddress,
  afterPaintScript,
  loadScriptsAfterPaint,
  scriptsAfterPaintMissing,
  scriptsAfterPaintSnippet,
  startScriptsAfterPaint,
  type PaintWindow,
} from "../../src/node/gatsby-output/scripts-after-paint"

type FakeOptions = {
  hidden?: boolean
  complete?: boolean
  paintTiming?: boolean
}

function fakeWindow({ hidden = false, complete = false, paintTiming = true }: FakeOptions = {}) {
  const frames: (() => void)[] = []
  const timeouts: { callback: () => void; ms: number }[] = []
  const listeners: Record<string, () => void> = {}
  type Element = { tag: string; src?: string; async?: boolean; rel?: string; as?: string; href?: string }
  type Script = Element & { onload?: () => void; onerror?: () => void }
  const appended: Script[] = []
  const preloaded: Script[] = []
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
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (link: Element) => preloaded.push(link) },
      body: { appendChild: (script: Script) => appended.push(script) },
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
  const runZeroTimeouts = () => {
    const due = timeouts.filter((t) => t.ms === 0)
    timeouts.splice(0, timeouts.length, ...timeouts.filter((t) => t.ms !== 0))
    due.forEach((t) => t.callback())
  }
  /** The scripts added so far load (or fail, with `fail`), in the order they were added; returns their sources. */
  const load = (fail: string[] = []) => {
    for (const script of [...appended]) (fail.includes(script.src!) ? script.onerror : script.onload)?.()
    return appended.map((script) => script.src)
  }
  return {
    win,
    frames,
    timeouts,
    listeners,
    appended,
    preloaded,
    observers,
    paint,
    runFrames,
    runZeroTimeouts,
    load,
  }
}

/** In the loader's order: webpack's runtime, which starts the app, last (the build step puts it there). */
const sources = ["/framework-2.js", "/app-3.js", "/webpack-runtime-1.js"]

describe("scripts after the page is on screen", () => {
  it("wait for the first contentful paint and the load event, then start after the next frame, in order, once", () => {
    const { win, listeners, appended, observers, paint, runFrames, runZeroTimeouts, frames, load } = fakeWindow()
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
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
    expect(appended).toEqual(
      sources.slice(0, 2).map((src) => ({
        tag: "script",
        src,
        async: true,
        onload: expect.any(Function),
        onerror: expect.any(Function),
      })),
    )
    expect(load()).toEqual(sources)
    listeners.visibilitychange()
    expect(load()).toEqual(sources)
  })

  it("run webpack's runtime after the other scripts have run, fetched with them through a preload link", () => {
    const { win, appended, preloaded, load } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
    expect(preloaded).toEqual(sources.map((href) => ({ tag: "link", rel: "preload", as: "script", href })))
    expect(appended.map((s) => s.src)).toEqual(["/framework-2.js", "/app-3.js"])
    appended[1].onload!()
    expect(appended).toHaveLength(2) // the framework has not run yet
    appended[0].onload!()
    expect(load()).toEqual(sources)
    expect(appended[2]).toEqual({ tag: "script", src: "/webpack-runtime-1.js", async: true })
    expect(load()).toEqual(sources)
  })

  it("do not hold the runtime back for a script that failed to load", () => {
    const { win, load } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
    expect(load(["/framework-2.js"])).toEqual(sources)
  })

  it("run a single script at once", () => {
    const { win, appended } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(["/only.js"], null, win, MAX_WAIT_MS)
    expect(appended.map((s) => s.src)).toEqual(["/only.js"])
  })

  it("wait for the paint when the page loaded before its first frame", () => {
    const { win, appended, paint, runFrames, runZeroTimeouts, load } = fakeWindow({ complete: true })
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
    runFrames()
    runZeroTimeouts()
    expect(appended).toEqual([])
    paint("first-contentful-paint")
    runFrames()
    runZeroTimeouts()
    expect(load()).toEqual(sources)
  })

  it("rely on the load event alone where the browser has no paint timing", () => {
    const { win, listeners, observers, runFrames, runZeroTimeouts, load } = fakeWindow({ paintTiming: false })
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
    expect(observers).toHaveLength(0)
    listeners["window:load"]()
    runFrames()
    runZeroTimeouts()
    expect(load()).toEqual(sources)
  })

  it(`start after ${MAX_WAIT_MS} ms at the latest, when the page never finishes loading`, () => {
    expect(MAX_WAIT_MS).toBe(2500)
    const { win, timeouts, appended, paint, runFrames, load } = fakeWindow()
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
    paint("first-contentful-paint")
    runFrames()
    expect(appended).toEqual([])
    const cap = timeouts.find((t) => t.ms === MAX_WAIT_MS)!
    cap.callback()
    expect(load()).toEqual(sources)
  })

  it("start at once in a hidden tab, which renders no frames", () => {
    const { win, frames, load } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
    expect(frames).toEqual([])
    expect(load()).toEqual(sources)
  })

  it("start when a tab is hidden before its first frame", () => {
    const { win, listeners, load } = fakeWindow()
    loadScriptsAfterPaint(sources, null, win, MAX_WAIT_MS)
    listeners.visibilitychange()
    expect(load()).toEqual(sources)
  })

  it("the snippet works on its own, without the module around it, and carries the cap", () => {
    const { win, listeners, timeouts, paint, runFrames, runZeroTimeouts, load } = fakeWindow()
    new Function("window", scriptsAfterPaintSnippet(sources, null))(win)
    expect(timeouts.map((t) => t.ms)).toContain(MAX_WAIT_MS)
    paint("first-contentful-paint")
    listeners["window:load"]()
    runFrames()
    runZeroTimeouts()
    expect(load()).toEqual(sources)
  })
})

describe("the whole stylesheet, where the page inlines only part of it", () => {
  const stylesheet = "/styles.0123abcd.css"
  const stylesheetLink = (preloaded: ReturnType<typeof fakeWindow>["preloaded"]) =>
    preloaded.find((link) => link.rel === "stylesheet")!

  it("is added with the scripts' preloads, and the scripts run once it has loaded", () => {
    const { win, appended, preloaded, load } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, stylesheet, win, MAX_WAIT_MS)
    expect(preloaded.map((link) => [link.rel, link.href])).toEqual([
      ...sources.map((href) => ["preload", href]),
      ["stylesheet", stylesheet],
    ])
    expect(appended).toEqual([])
    stylesheetLink(preloaded).onload!()
    expect(load()).toEqual(sources)
  })

  it("is added in the task after the first paint's frame, before the load event, which the scripts still wait for", () => {
    const { win, frames, appended, preloaded, listeners, paint, runFrames, runZeroTimeouts, load } = fakeWindow()
    loadScriptsAfterPaint(sources, stylesheet, win, MAX_WAIT_MS)
    expect(frames).toHaveLength(0)
    paint("first-contentful-paint")
    runFrames()
    expect(preloaded).toEqual([])
    runZeroTimeouts()
    expect(preloaded.map((link) => [link.rel, link.href])).toEqual([["stylesheet", stylesheet]])
    stylesheetLink(preloaded).onload!()
    expect(appended).toEqual([]) // the page has not loaded yet
    listeners["window:load"]()
    runFrames()
    runZeroTimeouts()
    // Added once: the scripts' preloads follow, and the scripts start, the sheet having applied.
    expect(preloaded.filter((link) => link.rel === "stylesheet")).toHaveLength(1)
    expect(preloaded.filter((link) => link.rel === "preload").map((link) => link.href)).toEqual(sources)
    expect(load()).toEqual(sources)
  })

  it("does not keep the scripts back when it fails to load", () => {
    const { win, preloaded, load } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, stylesheet, win, MAX_WAIT_MS)
    stylesheetLink(preloaded).onerror!()
    expect(load()).toEqual(sources)
  })

  it(`does not keep them back beyond ${MAX_WAIT_MS} ms when the browser reports neither event, and runs them once`, () => {
    const { win, timeouts, appended, preloaded, load } = fakeWindow({ hidden: true })
    loadScriptsAfterPaint(sources, stylesheet, win, MAX_WAIT_MS)
    expect(appended).toEqual([])
    timeouts.filter((t) => t.ms === MAX_WAIT_MS).forEach((t) => t.callback())
    expect(load()).toEqual(sources)
    stylesheetLink(preloaded).onload!()
    expect(appended.map((s) => s.src)).toEqual(sources)
  })

  it("is named by the page's <noscript> link, which the snippet passes on", () => {
    const html = `<head><style>a{}</style>${deferredStylesheetLink(stylesheet)}</head>`
    expect(deferredStylesheet(html)).toBe(stylesheet)
    expect(deferredStylesheet("<head><style>a{}</style></head>")).toBeNull()
    const { win, preloaded } = fakeWindow({ hidden: true })
    new Function("window", scriptsAfterPaintSnippet(sources, deferredStylesheet(html)))(win)
    expect(stylesheetLink(preloaded).href).toBe(stylesheet)
  })
})

describe("the loader's call", () => {
  it("is named by the snippet, the same for every page, and hides or locks nothing", () => {
    const snippet = scriptsAfterPaintSnippet(sources, "/styles.0123abcd.css")
    expect(snippet).toMatch(/,window,2500\)$/)
    expect(snippet).not.toMatch(/style\.visibility|contentVisibility|data-rest-locked|querySelector/)
    expect(afterPaintSources(`x\n${snippet}\n`)).toEqual(sources)
  })
})

/**
 * Gatsby's chunk map and build id, as Gatsby 5.16 writes them into its scripts slice (and so into every page): the
 * map a JSON string in a string.
 */
const chunkMap = JSON.stringify(
  JSON.stringify({ app: ["/app-3.js"], "component---a-tsx": ["/component---a-tsx-4.js"] }),
)
const gatsbyDataScripts =
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${chunkMap};` +
  '\n          </script>\n        <script>window.___webpackCompilationHash="4d2fd185b382bb682eaf";</script>'

/** What a page's inline scripts (or a file's code) set on `window`. */
function setBy(...codes: string[]) {
  const win: Record<string, unknown> = {}
  for (const code of codes) new Function("window", code)(win)
  return win
}

describe("build step on the page HTML", () => {
  // Gatsby's order: the runtime first.
  const gatsbyOrder = [sources[2], sources[0], sources[1]]
  const entryTags = gatsbyOrder.map((src) => `<script src="${src}" async></script>`).join("")
  const page =
    '<body><div id="___gatsby"></div><script>window.x=1</script><!-- slice-start -->' +
    `${gatsbyDataScripts}${entryTags}<!-- slice-end --></body>`

  it("replaces Gatsby's entry script tags and data scripts with one async file, named by its content", () => {
    const { html, file } = startScriptsAfterPaint(page)
    expect(file!.address).toBe(afterPaintAddress(file!.code))
    expect(file!.address).toMatch(/^\/after-paint-[0-9a-f]{20}\.js$/)
    expect(html).toBe(
      '<body><div id="___gatsby"></div><script>window.x=1</script><!-- slice-start -->' +
        `<script src="${file!.address}" async></script><!-- slice-end --></body>`,
    )
    expect(afterPaintScript(html)).toBe(file!.address)
    expect(scriptsAfterPaintMissing(html)).toBeNull()
  })

  it("writes into the file what Gatsby's data scripts set, then the loader's call, webpack's runtime last", () => {
    const { html, file } = startScriptsAfterPaint(page)
    expect(html).not.toContain("___chunkMapping")
    expect(html).not.toContain("___webpackCompilationHash")
    const scripts = [...gatsbyDataScripts.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(scripts).toHaveLength(2)
    expect(afterPaintSources(file!.code)).toEqual(sources)
    // The data first: set before the loader, which runs now (a hidden tab), has started anything.
    expect(file!.code.indexOf("___webpackCompilationHash")).toBeLessThan(file!.code.indexOf("(function"))
    const { win, appended, load } = fakeWindow({ hidden: true })
    const set: Record<string, unknown> = {}
    new Function("window", file!.code)(
      new Proxy(win, {
        set: (_, key: string, value) => ((set[key] = value), true),
        get: (target, key: string) => (key in set ? set[key] : (target as Record<string, unknown>)[key]),
      }),
    )
    expect(set).toEqual(setBy(...scripts))
    expect(set).toEqual({ ___chunkMapping: JSON.parse(chunkMap), ___webpackCompilationHash: "4d2fd185b382bb682eaf" })
    expect(appended.map((s) => s.src)).toEqual(sources.slice(0, 2))
    expect(load()).toEqual(sources)
  })

  it("names the file by its content, so a browser that cached one build's never reads it for another", () => {
    const { file } = startScriptsAfterPaint(page)
    expect(startScriptsAfterPaint(page).file!.address).toBe(file!.address)
    const nextBuild = startScriptsAfterPaint(page.replace("4d2fd185b382bb682eaf", "5e3ae296c493cc793fb0")).file!
    expect(nextBuild.address).not.toBe(file!.address)
  })

  it("hands the loader the stylesheet the page defers", () => {
    const deferring = `<head>${deferredStylesheetLink("/styles.0123abcd.css")}</head>${page}`
    const { file } = startScriptsAfterPaint(deferring)
    expect(file!.code).toContain(scriptsAfterPaintSnippet(sources, "/styles.0123abcd.css"))
  })

  it("leaves pages without entry scripts alone, among them those it has already rewritten", () => {
    expect(startScriptsAfterPaint("<body><p>static</p></body>")).toEqual({
      html: "<body><p>static</p></body>",
      file: null,
    })
    const once = startScriptsAfterPaint(page).html
    expect(startScriptsAfterPaint(once)).toEqual({ html: once, file: null })
  })

  it("tells what a page lacks: Gatsby's entry scripts, or its data scripts, without which the file is not written", () => {
    expect(scriptsAfterPaintMissing(page)).toBe("Gatsby's chunk map and build id scripts")
    expect(scriptsAfterPaintMissing("<body><p>static</p></body>")).toBe("Gatsby's async entry scripts")
    const withoutData = startScriptsAfterPaint(page.replace(gatsbyDataScripts, ""))
    expect(withoutData.file).toBeNull()
    expect(scriptsAfterPaintMissing(withoutData.html)).toBe("Gatsby's chunk map and build id scripts")
    // Gatsby's scripts left on the page beside the file.
    const { html } = startScriptsAfterPaint(page)
    expect(scriptsAfterPaintMissing(`${html}${gatsbyDataScripts}`)).toBe("Gatsby's chunk map and build id scripts")
    expect(scriptsAfterPaintMissing(`${html}${entryTags}`)).toBe("Gatsby's chunk map and build id scripts")
  })
})
