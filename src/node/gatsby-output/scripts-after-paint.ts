/**
 * Starts Gatsby's scripts once the server-rendered page, with its images and fonts, is on screen.
 *
 * Gatsby emits its three entry scripts as <script async>. They then compete with the hero image and the
 * heading font for the connection, and React's hydration (a few hundred milliseconds of main-thread work on a
 * mid-range phone) can run before the first screen is painted, although that screen needs no JavaScript: links
 * and the request forms work without it. So the scripts start after the page's `load` event (its eager images
 * and fonts have arrived) and the frame that paints them; a hidden tab starts them at once, and
 * MAX_WAIT_MS after the loader runs at the latest, so a stalled image cannot hold interactivity back.
 *
 * Of the three, webpack's runtime runs last, once the framework and app chunks have run (each in a task of its
 * own; it is fetched with them through a preload link): the runtime starts the app as soon as it finds every chunk
 * the entry needs, so whichever script ran last also ran Gatsby's start-up, and when that was the framework or the
 * app chunk its compiling (2-10 ms in traces) made the start-up task longer than the 12.5 ms from which Lighthouse
 * counts it. The runtime is 2 KB to compile.
 *
 * A page that inlines only its first screen's CSS (critical-css.ts) names the whole stylesheet in a <noscript>
 * link; the loader adds it right after the first paint, without waiting for the load event, and runs the scripts
 * once it has applied (at once if the sheet failed, or after MAX_WAIT_MS), so nothing they draw is drawn without its
 * rules. The page itself waits for neither: all of it is drawn, in the rules its HTML uses, from the first frame on. The scripts are fetched meanwhile, each through a preload link.
 *
 * The loader is not inline: every page runs one file, `/after-paint-<hash>.js` (`<script async>`), which holds
 * Gatsby's chunk map and build id (gatsbyData) and the loader's call. It is the same for all pages of a build,
 * named by its content and cached for good, so a page's first round trip carries none of its 1.6 KB (0.5 KB Brotli).
 *
 * `loadScriptsAfterPaint` must stay self-contained (no imports, no helpers, numbers passed in): the build writes
 * its source into that file (startScriptsAfterPaint, run by gatsby-node after the build).
 */
import { contentAddress } from "../content-model/content-address"

/* eslint-disable no-var -- the source runs as written in every browser, untranspiled: `var` runs in all of them. */
export type PaintWindow = {
  document: Pick<Document, "createElement" | "head" | "body" | "visibilityState" | "readyState" | "addEventListener">
  addEventListener: (type: "load", listener: () => void) => void
  requestAnimationFrame: (callback: () => void) => unknown
  setTimeout: (callback: () => void, ms: number) => unknown
  PerformanceObserver?: {
    new (callback: (list: { getEntries: () => { name: string }[] }, observer: { disconnect: () => void }) => void): {
      observe: (options: { type: string; buffered: boolean }) => void
    }
    supportedEntryTypes?: readonly string[]
  }
}

/** The longest the scripts wait for the page's load event, in milliseconds. */
export const MAX_WAIT_MS = 2500

export function loadScriptsAfterPaint(
  sources: readonly string[],
  stylesheet: string | null,
  win: PaintWindow,
  maxWaitMs: number,
): void {
  var started = false
  var ran = false
  var styled = !stylesheet
  var link: HTMLLinkElement | null = null
  // The stylesheet follows the first paint at once; the scripts wait for it as well as for the load event.
  function style() {
    if (link || !stylesheet) return
    link = win.document.createElement("link")
    link.rel = "stylesheet"
    link.href = stylesheet
    link.onload = link.onerror = styledNow
    win.document.head.appendChild(link)
    // A browser that reports neither event for a stylesheet must not keep the page without its scripts.
    win.setTimeout(styledNow, maxWaitMs)
  }
  function styledNow() {
    if (styled) return
    styled = true
    if (started) run()
  }
  function start() {
    if (started) return
    started = true
    for (var i = 0; i < sources.length; i++) {
      var preload = win.document.createElement("link")
      preload.rel = "preload"
      preload.as = "script"
      preload.href = sources[i]
      win.document.head.appendChild(preload)
    }
    style()
    if (styled) run()
  }
  // The last source runs once every other one has run (or failed to load).
  function run() {
    if (ran) return
    ran = true
    var last = sources.length - 1
    var waiting = last
    function add(src: string, done?: () => void) {
      var script = win.document.createElement("script")
      script.src = src
      script.async = true
      if (done) script.onload = script.onerror = done
      win.document.body.appendChild(script)
    }
    function settled() {
      if (--waiting === 0) add(sources[last])
    }
    for (var i = 0; i < last; i++) add(sources[i], settled)
    if (waiting === 0) add(sources[last])
  }
  // A hidden tab renders no frames: start at once, or as soon as the tab is hidden.
  if (win.document.visibilityState === "hidden") return start()
  win.document.addEventListener("visibilitychange", start)
  win.setTimeout(start, maxWaitMs)
  // The first contentful paint is reported once its frame has been presented, which an animation frame
  // callback is not: in Chrome it runs before the frame is drawn, and scripts started there were seen to
  // arrive before the page was on screen. After the paint, the task after the next animation frame leaves that
  // frame alone: there the stylesheet is added, and the scripts start once the load event has come too. Without
  // paint timing, the load event alone decides for the scripts.
  var loaded = win.document.readyState === "complete"
  var Observer = win.PerformanceObserver
  var painted = !(Observer && (Observer.supportedEntryTypes || []).indexOf("paint") >= 0)
  function next() {
    // Before the load event only the stylesheet is due, once.
    if (!painted || (!loaded && (link || !stylesheet))) return
    win.requestAnimationFrame(function () {
      win.setTimeout(loaded ? start : style, 0)
    })
  }
  if (Observer && !painted) {
    new Observer(function (list, observer) {
      var entries = list.getEntries()
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === "first-contentful-paint") {
          observer.disconnect()
          painted = true
          return next()
        }
      }
    }).observe({ type: "paint", buffered: true })
  }
  if (!loaded)
    win.addEventListener("load", function () {
      loaded = true
      next()
    })
  next()
}

/** The loader's call, as the after-paint file runs it. */
export function scriptsAfterPaintSnippet(sources: readonly string[], stylesheet: string | null): string {
  return `(${loadScriptsAfterPaint.toString()})(${JSON.stringify(sources)},${JSON.stringify(stylesheet)},window,${MAX_WAIT_MS})`
}

/**
 * Gatsby writes two inline scripts into every page, the same on all pages of a build: its chunk map
 * (`window.___chunkMapping`, which its loader reads when it loads a page's component) and the build's id
 * (`window.___webpackCompilationHash`, which its runtime compares with each page's data once started, and the
 * new-version check reads). Together 1.4 KB (0.33-0.36 KB Brotli) and two CSP hashes on every page. The build
 * moves both into the after-paint file, ahead of the loader, which starts webpack's runtime (and with it the app)
 * later: nothing reads either value earlier.
 */
const gatsbyDataScripts =
  /\s*<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping="(?:[^"\\]|\\.)*";)\s*<\/script>\s*<script>(window\.___webpackCompilationHash="[^"\\]*";)<\/script>/

/** Gatsby's data scripts on a page, as written (`scripts`), and the code of both (`code`), or null without them. */
function gatsbyData(html: string): { scripts: string; code: string } | null {
  const found = gatsbyDataScripts.exec(html)
  return found ? { scripts: found[0], code: `${found[1]}\n${found[2]}\n` } : null
}

/** The address of the after-paint file, named by its content: `/after-paint-<20 hex digits>.js`. */
export const afterPaintAddress = (code: string): string => contentAddress("after-paint-", code, "js")

/** The address of the after-paint file a page runs, or null when it runs none. */
export function afterPaintScript(html: string): string | null {
  return /<script src="(\/after-paint-[0-9a-f]{20}\.js)" async><\/script>/.exec(html)?.[1] ?? null
}

/**
 * The sources the loader in an after-paint file's code starts, or null when the code calls no loader. Read from the
 * call's arguments, not the function's text, which each compiler (the build's, a test runner's) writes its own way.
 */
export function afterPaintSources(code: string): string[] | null {
  const call = /\)\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\]),(?:null|"[^"]*"),window,\d+\)\s*$/.exec(code)
  return call ? (JSON.parse(call[1]) as string[]) : null
}

/** Gatsby's `<script src="…" async>` entry tags. */
const entryTag = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/**
 * What a page lacks of the after-paint start, or null: Gatsby's entry tags, when it has neither them nor the
 * after-paint file; Gatsby's data scripts, when the entry tags were left in place for want of them (the file holds
 * both), or the page has them still.
 */
export function scriptsAfterPaintMissing(html: string): string | null {
  const address = afterPaintScript(html)
  const entries = [...html.matchAll(entryTag)].filter((match) => match[1] !== address)
  if (!address && !entries.length) return "Gatsby's async entry scripts"
  const inline = /___chunkMapping=|___webpackCompilationHash=/.test(html)
  return address && !inline && !entries.length ? null : "Gatsby's chunk map and build id scripts"
}

/** How a page names the stylesheet it loads after its first paint (written by critical-css.ts). */
export const deferredStylesheetLink = (href: string): string =>
  `<noscript><link rel="stylesheet" href="${href}"/></noscript>`

/** The stylesheet a page loads after its first paint, or null when its HTML carries all of its CSS. */
export function deferredStylesheet(html: string): string | null {
  return /<noscript><link rel="stylesheet" href="(\/[^"]+\.css)"\/><\/noscript>/.exec(html)?.[1] ?? null
}

/**
 * Build step on every page's HTML: Gatsby's `<script src="…" async>` entry tags and its data scripts become one
 * `<script async>` at the place of the first entry tag, which runs the after-paint file; its code is returned
 * (`file`) for the build to write at its address. Pages without entry tags or data scripts are returned unchanged.
 */
export function startScriptsAfterPaint(html: string): { html: string; file: { address: string; code: string } | null } {
  const found = [...html.matchAll(entryTag)].map((match) => match[1])
  const data = gatsbyData(html)
  if (!found.length || !data) return { html, file: null }
  const page = html.replace(data.scripts, "")
  // webpack's runtime last: the loader runs the last source after the others.
  const isRuntime = (src: string) => /\/webpack-runtime-[^/]*\.js$/.test(src)
  const sources = [...found.filter((src) => !isRuntime(src)), ...found.filter(isRuntime)]
  const code = `${data.code}${scriptsAfterPaintSnippet(sources, deferredStylesheet(page))}\n`
  const address = afterPaintAddress(code)
  let first = true
  const updated = page.replace(entryTag, () => {
    if (!first) return ""
    first = false
    return `<script src="${address}" async></script>`
  })
  return { html: updated, file: { address, code } }
}
