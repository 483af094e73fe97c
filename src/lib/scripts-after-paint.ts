/**
 * Starts Gatsby's scripts once the server-rendered page is on screen.
 *
 * Gatsby emits its three entry scripts as <script async>. On a fast connection they arrive before the first
 * frame and React's hydration (a few hundred milliseconds of main-thread work on a mid-range phone) runs
 * before anything is painted, so the hero image and headline wait for JavaScript they do not need. Loading
 * the scripts after the first frame lets the static HTML paint first; hydration follows straight after.
 *
 * `loadScriptsAfterPaint` must stay self-contained (no imports, no helpers): the build inlines its source
 * into every page (startScriptsAfterPaint, run by gatsby-node after the build).
 */
export type PaintWindow = {
  document: Pick<Document, "createElement" | "body" | "visibilityState" | "addEventListener">
  requestAnimationFrame: (callback: () => void) => unknown
  setTimeout: (callback: () => void, ms: number) => unknown
}

export function loadScriptsAfterPaint(sources: readonly string[], win: PaintWindow): void {
  var started = false
  function start() {
    if (started) return
    started = true
    for (var i = 0; i < sources.length; i++) {
      var script = win.document.createElement("script")
      script.src = sources[i]
      script.async = true
      win.document.body.appendChild(script)
    }
  }
  // A hidden tab renders no frames: start at once, or as soon as the tab is hidden.
  if (win.document.visibilityState === "hidden") return start()
  win.document.addEventListener("visibilitychange", start)
  // The animation frame callback runs as the first frame is rendered; the task after it, once the main
  // thread has handed that frame over. (Paint-timing observers were tried: Chrome may deliver them seconds
  // late, leaving the page without JavaScript for that long.)
  win.requestAnimationFrame(function () {
    win.setTimeout(start, 0)
  })
}

/** The inline script that replaces Gatsby's <script src async> tags at the end of <body>. */
export function scriptsAfterPaintSnippet(sources: readonly string[]): string {
  return `(${loadScriptsAfterPaint.toString()})(${JSON.stringify(sources)},window)`
}

/**
 * Build step on every page's HTML: Gatsby's `<script src="…" async>` entry tags become one inline loader
 * at the place of the first one. Pages without them are returned unchanged.
 */
export function startScriptsAfterPaint(html: string): string {
  const tag = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g
  const sources = [...html.matchAll(tag)].map((match) => match[1])
  if (!sources.length) return html
  let first = true
  return html.replace(tag, () => {
    if (!first) return ""
    first = false
    return `<script>${scriptsAfterPaintSnippet(sources)}</script>`
  })
}
