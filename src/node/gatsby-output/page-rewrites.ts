/**
 * Rewrites of every built HTML page after the build: work-arounds for what Gatsby and React write.
 */
import fs from "fs"
import path from "path"
import { deferredStylesheet, scriptsAfterPaintMissing, startScriptsAfterPaint } from "./scripts-after-paint"
import {
  criticalCssProcessor,
  inlineCriticalCss,
  inlineStylesheet,
  pointDeferredStylesheet,
  withoutFontFaces,
} from "./critical-css"
import { stylesheetAddress, withoutRulesEveryPageInlines } from "./deferred-stylesheet"
import { requireMajor, requireTarget, type Workaround } from "./workaround"
import { GATSBY_ROOT, isGatsbyPage, pagesUnder } from "./pages"

/**
 * What a rewrite of every Gatsby page must leave in each: `done`, else the markup it matches (`what`, or what it
 * says of the page) was missing.
 */
type Target = { name: Workaround; done: (html: string) => boolean; what: string | ((html: string) => string) }

/**
 * Fails the build, naming the work-around, when a page Gatsby rendered does not show `done` after its rewrite (a
 * Gatsby upgrade writes the markup differently); returns whether the page was one Gatsby rendered.
 */
function checkPage({ name, done, what }: Target, html: string, file: string): boolean {
  if (!isGatsbyPage(html)) return false
  const missing = done(html) ? null : typeof what === "string" ? what : what(html)
  requireTarget(name, !missing, `${missing} not found in ${file}`)
  return true
}

/**
 * The pages are told apart by GATSBY_ROOT alone: were it renamed, every page would pass unchecked and unrewritten.
 * A build always renders pages, so none found fails it.
 */
function requireCheckedPages({ name }: Target, checked: number, publicDir: string): void {
  requireTarget(
    name,
    checked > 0,
    `no page with Gatsby's root element ${GATSBY_ROOT} in ${path.relative(process.cwd(), publicDir) || "."}, so ` +
      "the rewrites of Gatsby's pages (critical CSS, scripts after paint, shared page-path script) checked none",
  )
}

/** Rewrites every built page whose bytes `transform` changes (null: leave it); returns how many it rewrote. */
function rewritePages(publicDir: string, transform: (bytes: Buffer, file: string) => Buffer | null): number {
  let rewritten = 0
  for (const file of pagesUnder(publicDir)) {
    const updated = transform(fs.readFileSync(file), path.relative(process.cwd(), file))
    if (!updated) continue
    fs.writeFileSync(file, updated)
    rewritten++
  }
  return rewritten
}

/**
 * React 18's streaming renderer writes its whole 2 KB buffer when a multi-byte character (ä, ü, –) does
 * not fit at the end, so unused zero bytes land in the HTML (fixed in React 19). They are never content:
 * remove them from every built page. Returns the number of pages repaired.
 */
export function stripNulBytes(publicDir: string): number {
  requireMajor("NUL bytes stripped", "react", 18)
  return rewritePages(publicDir, (bytes) =>
    bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : null,
  )
}

/**
 * Rewrites the text of every built page with `transform` and checks each Gatsby page against `target`; returns how
 * many pages it changed.
 */
function rewriteHtml(publicDir: string, transform: (html: string) => string, target: Target): number {
  let checked = 0
  const rewritten = rewritePages(publicDir, (bytes, file) => {
    const html = bytes.toString("utf8")
    const updated = transform(html)
    if (checkPage(target, updated, file)) checked++
    return updated === html ? null : Buffer.from(updated, "utf8")
  })
  requireCheckedPages(target, checked, publicDir)
  return rewritten
}

/** rewriteHtml with an asynchronous `transform`. */
async function rewriteHtmlAsync(
  publicDir: string,
  transform: (html: string) => Promise<string>,
  target: Target,
): Promise<number> {
  let checked = 0
  let rewritten = 0
  for (const file of pagesUnder(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const updated = await transform(html)
    if (checkPage(target, updated, path.relative(process.cwd(), file))) checked++
    if (updated === html) continue
    fs.writeFileSync(file, updated)
    rewritten++
  }
  requireCheckedPages(target, checked, publicDir)
  return rewritten
}

/**
 * Every page inlines only the CSS its HTML uses (src/node/gatsby-output/critical-css.ts), and loads the rest after its
 * first paint (src/node/gatsby-output/deferred-stylesheet.ts); returns how many pages it reduced.
 */
export async function inlineCriticalCssOfPages(publicDir: string): Promise<number> {
  const beasties = criticalCssProcessor()
  const reduced = await rewriteHtmlAsync(publicDir, (html) => inlineCriticalCss(html, beasties), {
    name: "critical CSS",
    done: (html) => !!deferredStylesheet(html),
    what: "Gatsby's inline stylesheet",
  })
  writeDeferredStylesheets(publicDir)
  return reduced
}

/**
 * For each stylesheet Gatsby wrote (one per build), the sheet its pages load after their first paint: the whole one
 * without its @font-face rules and without the rules every one of those pages inlines. Each page's <noscript> link
 * is pointed at it; the after-paint loader reads it from there (deferEntryScripts, next). All pages count, also
 * those an incremental build kept as the last build left them; the sheets of earlier builds stay, for the pages
 * that still name them.
 */
function writeDeferredStylesheets(publicDir: string): void {
  const pagesBySheet = new Map<string, { file: string; html: string; inline: string }[]>()
  for (const file of pagesUnder(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const found = inlineStylesheet(html)
    if (!found || !deferredStylesheet(html)) continue
    const pages = pagesBySheet.get(found.href) ?? []
    pages.push({ file, html, inline: found.css })
    pagesBySheet.set(found.href, pages)
  }
  for (const [href, pages] of pagesBySheet) {
    const whole = withoutFontFaces(fs.readFileSync(path.join(publicDir, href), "utf8"))
    const sheet = withoutRulesEveryPageInlines(
      whole,
      pages.map((page) => page.inline),
    )
    const address = stylesheetAddress(sheet)
    fs.writeFileSync(path.join(publicDir, address), sheet)
    for (const page of pages) {
      const updated = pointDeferredStylesheet(page.html, address)
      if (updated !== page.html) fs.writeFileSync(page.file, updated)
    }
  }
}

/**
 * Every page starts Gatsby's scripts after its first paint (src/node/gatsby-output/scripts-after-paint.ts), and the whole
 * stylesheet before them where critical CSS deferred it: run after inlineCriticalCssOfPages. Each page runs the
 * after-paint file, which holds Gatsby's chunk map and build id and the loader; an incremental build keeps the pages
 * it did not render again as they are, and the files they name.
 */
export function deferEntryScripts(publicDir: string): number {
  // One file for all pages of a build, written once.
  const written = new Set<string>()
  return rewriteHtml(
    publicDir,
    (html) => {
      const { html: updated, file } = startScriptsAfterPaint(html)
      if (file && !written.has(file.address)) {
        fs.writeFileSync(path.join(publicDir, file.address), file.code)
        written.add(file.address)
      }
      return updated
    },
    {
      name: "scripts after paint",
      done: (html) => !scriptsAfterPaintMissing(html),
      what: (html) => scriptsAfterPaintMissing(html)!,
    },
  )
}

/**
 * Gatsby writes each page's path into an inline script of its own (`window.pagePath="/en/premium"`, read by its
 * runtime to tell a 404 page from the page asked for). Every page's script differed, so the CSP, which allows each
 * inline script by its hash, carried one hash per page: 3 KB of headers on every HTML response, growing with every
 * page an editor adds, and enough to push the lightest pages past the first round trip of a new connection (README
 * "Performance"). The same script reading the path from an attribute is one script, one hash, for all pages.
 */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath"
const gatsbyPagePathScript =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** One page's HTML with Gatsby's page-path script in its shared form (unchanged if it has none). */
export function sharePagePathScript(html: string): string {
  return html.replace(gatsbyPagePathScript, (_, path: string) => {
    const pagePath = attribute(JSON.parse(path) as string)
    return `<script id="gatsby-script-loader" data-page-path="${pagePath}">${PAGE_PATH_SCRIPT}</script>`
  })
}

/** Every built page with the shared page-path script; returns how many it rewrote. */
export const sharePagePathScripts = (publicDir: string): number =>
  rewriteHtml(publicDir, sharePagePathScript, {
    name: "shared page-path script",
    done: (html) => html.includes(PAGE_PATH_SCRIPT),
    what: "Gatsby's page-path script",
  })

/**
 * Whether a <script> with these attributes holds code a browser runs from the page: not one that loads a file, not
 * JSON data (structured data, Gatsby's), but the consent library's `type="text/plain"` scripts, which it runs once
 * the visitor agrees. The CSP allows each of them by its hash (host-rules.ts).
 */
export const isInlineCode = (attributes: string): boolean =>
  !/\ssrc=/.test(attributes) && !/\stype="application\/(ld\+)?json"/.test(attributes)

/** Every <script> of a page: its attributes (with their leading space, or "") and its text. */
export const scriptTags = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g
