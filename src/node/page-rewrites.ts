/**
 * Rewrites of every built HTML page after the build: work-arounds for what Gatsby and React write.
 */
import fs from "fs"
import path from "path"
import { deferredStylesheet, startScriptsAfterPaint } from "./scripts-after-paint"
import { minify } from "terser"
import {
  criticalCssProcessor,
  inlineCriticalCss,
  inlineStylesheet,
  pointDeferredStylesheet,
  withoutFontFaces,
} from "./critical-css"
import { stylesheetAddress, withoutRulesEveryPageInlines } from "./deferred-stylesheet"

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * The built pages: every HTML file but those under _gatsby/, where Gatsby keeps the HTML of its slices (the part of
 * the page it shares between pages, here its script tags) only to stitch them into the pages at build time.
 */
export const pagesUnder = (publicDir: string): string[] =>
  filesUnder(publicDir).filter(
    (f) => f.endsWith(".html") && !path.relative(publicDir, f).split(path.sep).includes("_gatsby"),
  )

/** Rewrites every built page whose bytes `transform` changes (null: leave it); returns how many it rewrote. */
function rewritePages(publicDir: string, transform: (bytes: Buffer) => Buffer | null): number {
  let rewritten = 0
  for (const file of pagesUnder(publicDir)) {
    const updated = transform(fs.readFileSync(file))
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
  return rewritePages(publicDir, (bytes) =>
    bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : null,
  )
}

/** Rewrites the text of every built page with `transform`; returns how many pages it changed. */
function rewriteHtml(publicDir: string, transform: (html: string) => string): number {
  return rewritePages(publicDir, (bytes) => {
    const html = bytes.toString("utf8")
    const updated = transform(html)
    return updated === html ? null : Buffer.from(updated, "utf8")
  })
}

/** Rewrites the text of every built page with an asynchronous `transform`; returns how many pages it changed. */
async function rewriteHtmlAsync(publicDir: string, transform: (html: string) => Promise<string>): Promise<number> {
  let rewritten = 0
  for (const file of pagesUnder(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const updated = await transform(html)
    if (updated === html) continue
    fs.writeFileSync(file, updated)
    rewritten++
  }
  return rewritten
}

/**
 * Every page inlines only the CSS its HTML uses (src/node/critical-css.ts), and loads the rest after its first paint
 * (src/node/deferred-stylesheet.ts); returns how many pages it reduced.
 */
export async function inlineCriticalCssOfPages(publicDir: string): Promise<number> {
  const beasties = criticalCssProcessor()
  const reduced = await rewriteHtmlAsync(publicDir, (html) => inlineCriticalCss(html, beasties))
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
 * Every page starts Gatsby's scripts after its first paint (src/node/scripts-after-paint.ts), and the whole
 * stylesheet before them where critical CSS deferred it: run after inlineCriticalCssOfPages.
 */
export const deferEntryScripts = (publicDir: string): number => rewriteHtml(publicDir, startScriptsAfterPaint)

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
export const sharePagePathScripts = (publicDir: string): number => rewriteHtml(publicDir, sharePagePathScript)

/**
 * Whether a <script> with these attributes holds code a browser runs from the page: not one that loads a file, not
 * JSON data (structured data, Gatsby's), but the consent library's `type="text/plain"` scripts, which it runs once
 * the visitor agrees. The CSP allows each of them by its hash (host-rules.ts).
 */
export const isInlineCode = (attributes: string): boolean =>
  !/\ssrc=/.test(attributes) && !/\stype="application\/(ld\+)?json"/.test(attributes)

/** Every <script> of a page: its attributes (with their leading space, or "") and its text. */
export const scriptTags = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g

/**
 * Gatsby ends every page with its scripts slice, between `<!-- slice-start id="_gatsby-scripts-1" -->` and its
 * slice-end comment: the map of its code chunks, the build's compilation hash and, once deferEntryScripts has run,
 * the loader that replaced its entry tags. Each is the same on every page of a build, and each needed a hash of its
 * own in the CSP, which every HTML response carries uncompressed (56 bytes a hash): joined into one script, in the
 * same order, they are one hash. The comments stay: an incremental build writes the slice's new content between
 * them (Gatsby's slice stitching: a new compilation hash, new chunk names) and the rewrites run on it again; without
 * them the pages kept the last build's hash, and Gatsby's runtime reloads a page whose hash is not the site's.
 * A slice holding anything but inline scripts (a script file, markup) stays as it is.
 */
const scriptsSlice = /(<!-- slice-start id="(_gatsby-scripts-\d+)" -->)([\s\S]*?)(<!-- slice-end id="\2" -->)/

export function joinClosingScripts(html: string): string {
  return html.replace(scriptsSlice, (whole, start: string, _id: string, content: string, end: string) => {
    const scripts = [...content.matchAll(scriptTags)]
    const onlyInlineCode =
      content.replace(scriptTags, "").trim() === "" && scripts.every((match) => isInlineCode(match[1]))
    if (scripts.length < 2 || !onlyInlineCode) return whole
    const code = scripts.map((match) => match[2].trim().replace(/;+$/, ""))
    return `${start}<script>${code.join(";")}</script>${end}`
  })
}

/** Every built page with its scripts slice joined into one script; returns how many it rewrote. */
export const joinClosingScriptsOfPages = (publicDir: string): number => rewriteHtml(publicDir, joinClosingScripts)

/**
 * Every inline script of every page, minified (terser, the minifier of Gatsby's own bundles): the site's language
 * redirect and consent defaults are written readable and unit-tested as functions whose source the pages inline,
 * Gatsby's chunk map escapes every quote (with the slice's scripts joined, about 0.16 KB Brotli less on each page).
 * Pages share their scripts, so each distinct script is minified once. Returns how many pages changed.
 */
export async function minifyInlineScripts(publicDir: string): Promise<number> {
  const minified = new Map<string, string>()
  const isModule = (attributes: string) => /\stype="module"/.test(attributes)
  const keyOf = (attributes: string, code: string) => `${isModule(attributes)}:${code}`
  const runs = (attributes: string, code: string) => code.trim() !== "" && isInlineCode(attributes)
  return rewriteHtmlAsync(publicDir, async (html) => {
    for (const [, attributes, code] of html.matchAll(scriptTags)) {
      const key = keyOf(attributes, code)
      if (!runs(attributes, code) || minified.has(key)) continue
      const result = await minify(code, { module: isModule(attributes), format: { comments: false } })
      minified.set(key, result.code ?? code)
    }
    return html.replace(scriptTags, (tag, attributes: string, code: string) =>
      runs(attributes, code) ? `<script${attributes}>${minified.get(keyOf(attributes, code))}</script>` : tag,
    )
  })
}
