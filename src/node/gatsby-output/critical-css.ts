/**
 * Each page inlines only the CSS its first screen uses; the whole stylesheet follows after the first paint.
 *
 * Gatsby inlines the site's whole stylesheet (31 KB, 7 KB compressed) into every page, so the HTML of every page
 * was larger than the first round trip of a new connection carries (Lighthouse's model: 14,600 bytes), and the
 * first paint waited one round trip more than it needed to (README "Performance"). After the build, Beasties
 * (a well-kept fork of Google's critters) reduces each page's copy to the rules whose selectors match the page's
 * first screen as drawn (first-screen.ts: the head, the header and the hero; asDrawn: not a closed menu's panel).
 * It ignores pseudo-classes when matching, so :hover, :focus and :target rules stay with their element's; rules for
 * a `<details>` a visitor opens ([open], menus and FAQ, no JavaScript needed) are always kept.
 *
 * What follows the first screen is hidden until the sheet that styles it has applied (HIDDEN_AFTER_FIRST_SCREEN),
 * never drawn with the first screen's subset; should the sheet not arrive, it is shown after REVEAL_AFTER_MS in
 * the styles the page has, so no content is ever lost. The first screen stands above it, so nothing visible moves.
 *
 * The rest of the stylesheet (deferred-stylesheet.ts: the whole sheet without the rules every page inlines, a file
 * named by its content and cached for good) then arrives
 * - with JavaScript: the after-paint loader (scripts-after-paint.ts) adds it after the first paint, and starts the
 *   scripts only once it has applied, so nothing a script draws (consent banner, toasts, validation messages, the
 *   mobile menu) is ever drawn with the page's subset;
 * - without JavaScript: from a <noscript> link in <head> (render-blocking there, as the inline copy was).
 * Rules keep their order in that sheet, which comes after the inline subset: the cascade ends as with the whole sheet.
 */
import Beasties from "beasties"
import postcss from "postcss"
import { FIRST_SCREEN_END, REST_LOCK } from "../../components/first-screen-end"
import { firstScreenHtml } from "./first-screen"
import { deferredStylesheet, deferredStylesheetLink } from "./scripts-after-paint"
import { requireTarget } from "./workaround"

/** Rules kept on every page although its HTML does not match them: states a visitor makes without JavaScript. */
export const ALWAYS_KEPT = [/\[open\]/]

const FONT_FACE = /@font-face\{[^}]*\}/g

/**
 * The site's @font-face rules. Beasties keeps a face only where a font-family declaration names its family, and the
 * site names its fonts through custom properties (`font-family: var(--font-display)`), which Beasties 0.5 does not
 * follow (critical-css.test.ts fails without this): every page keeps them all (two faces, a quarter of a kilobyte
 * compressed), so no heading waits for the whole sheet.
 */
const fontFaces = (css: string): string[] => css.match(FONT_FACE) ?? []

/**
 * The whole stylesheet without its @font-face rules, which every page already carries inline (fontFaces): the
 * sheet the pages load after their first paint starts from it. A face declared again makes Chrome treat the page's
 * fonts as changed and lay out all of its text once more: a style and layout task of 15-37 ms observed (up to
 * 150 ms on Lighthouse's 4x slower CPU) right after the first paint, for nothing.
 */
export const withoutFontFaces = (css: string): string => css.replace(FONT_FACE, "")

/** Gatsby's inline copy of the site's stylesheet, with the address of the stylesheet itself. */
const globalStyle =
  /(<style data-href="(\/styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">)([\s\S]*?)<\/style>/

/**
 * A page's inline copy of the site's stylesheet (the whole <style> element, its opening tag as Gatsby wrote it, and
 * its CSS) and the address Gatsby gave that stylesheet, or null.
 */
export function inlineStylesheet(
  html: string,
): { element: string; openingTag: string; href: string; css: string } | null {
  const found = globalStyle.exec(html)
  return found ? { element: found[0], openingTag: found[1], href: found[2], css: found[3] } : null
}

/**
 * A page's reduced CSS without what only printing uses (`@media print` and `@page`): nobody prints a page before
 * its first paint, and the sheet that follows it, where these rules then stand, has applied long before anyone can
 * (without JavaScript it is the <noscript> link, which applies before the first paint). A third of a kilobyte of
 * every page's HTML, compressed.
 */
export function forTheScreen(css: string): string {
  const root = postcss.parse(css)
  root.walkAtRules((atRule) => {
    if (atRule.name === "page" || (atRule.name === "media" && atRule.params.trim().toLowerCase() === "print"))
      atRule.remove()
  })
  return root.toString()
}

/**
 * A first screen as the first frame draws it: a closed `<details>` (the header's menus) draws its `<summary>` alone,
 * so what else it holds is no part of it. A visitor opens one after the first paint, by when the sheet that follows
 * it has mostly applied; until then the panel has the first screen's rules.
 */
const closedDetailsContent = /(<details(?![^>]*\sopen[\s>=])[^>]*>[\s\S]*?<\/summary>)[\s\S]*?(?=<\/details>)/g
export const asDrawn = (html: string): string => html.replace(closedDetailsContent, "$1")

/** How long what follows the first screen waits, hidden, for the sheet that styles it: then it is shown as it is. */
export const REVEAL_AFTER_MS = 3000

/**
 * What follows a page's first screen: every element after one that holds its end (the hero's following siblings,
 * the footer after <main>). Its rules stand in a cascade layer of their own, which every rule of the site's
 * stylesheet outranks, whatever its specificity.
 */
const AFTER_FIRST_SCREEN = `:has(#${FIRST_SCREEN_END})~*`
const LAYER = "first-screen"

/**
 * In every page's inline CSS: what follows the first screen is hidden, and shown after REVEAL_AFTER_MS at the latest.
 * Where scripts run, it is also locked (`content-visibility: hidden`) while the end of the first screen carries
 * REST_LOCK (lockRest): the browser neither styles nor lays it out before the first paint, only to do both again
 * once the sheet has applied; the after-paint loader then shows it one part per task (scripts-after-paint.ts). The
 * lock outranks SHOWN_AFTER_FIRST_SCREEN (an attribute more), so a part stays hidden until its turn: one shown
 * moves only parts still hidden, which no visitor sees move. Without scripts nothing is locked: the sheet applies
 * before the first paint.
 */
export const HIDDEN_AFTER_FIRST_SCREEN =
  `@layer ${LAYER}{${AFTER_FIRST_SCREEN}{visibility:hidden;animation:${LAYER}-reveal 0s ${REVEAL_AFTER_MS}ms forwards}` +
  `@media (scripting:enabled){:has(#${FIRST_SCREEN_END}[${REST_LOCK}])~*{visibility:hidden;content-visibility:hidden}}}` +
  `@keyframes ${LAYER}-reveal{to{visibility:visible;content-visibility:visible}}`

/** A page's HTML with the end of its first screen carrying REST_LOCK (Gatsby writes it as `<span id=… hidden="">`). */
export function lockRest(html: string): string {
  const marker = `<span id="${FIRST_SCREEN_END}" hidden="">`
  requireTarget("critical CSS", html.includes(marker), `no ${marker} in the page to lock what follows it`)
  return html.replace(marker, () => `<span id="${FIRST_SCREEN_END}" hidden="" ${REST_LOCK}="">`)
}

/** At the end of the sheet the pages load after their first paint: what follows the first screen is shown. */
export const SHOWN_AFTER_FIRST_SCREEN = `@layer ${LAYER}{${AFTER_FIRST_SCREEN}{visibility:inherit;animation:none}}`

export function criticalCssProcessor(): Beasties {
  return new Beasties({
    external: false, // the page links no stylesheet; the inline copy is what is reduced
    reduceInlineStyles: true,
    mergeStylesheets: false, // any other <style> of a page stays as it is
    fonts: false, // neither inlines nor preloads faces: inlineCriticalCss keeps them all (fontFaces)
    keyframes: "critical",
    allowRules: ALWAYS_KEPT,
    logLevel: "warn",
  })
}

/**
 * One page's HTML with Gatsby's inline stylesheet reduced to the rules its first screen uses (the whole page's, where
 * it has no end of its first screen) and HIDDEN_AFTER_FIRST_SCREEN, and a <noscript> link to the whole sheet
 * (pointDeferredStylesheet points it at the sheet the pages load later, once every page is reduced).
 * Only the contents of that one <style> change; the rest of the page stays byte for byte as Gatsby wrote it
 * (Beasties' own serialisation of the document is not used). Pages without it, and pages that already name the
 * sheet they load later (an incremental build keeps the pages it did not render again, rewritten), are returned
 * unchanged.
 */
export async function inlineCriticalCss(html: string, beasties: Beasties): Promise<string> {
  const found = inlineStylesheet(html)
  if (!found || deferredStylesheet(html)) return html
  const { element, openingTag, href, css } = found
  const firstScreen = firstScreenHtml(html)
  const reduced = inlineStylesheet(await beasties.process(firstScreen === null ? html : asDrawn(firstScreen)))
  requireTarget("critical CSS", reduced, `Beasties dropped the inline copy of ${href}`)
  const hidden = firstScreen === null ? "" : HIDDEN_AFTER_FIRST_SCREEN
  const style = `${openingTag}${fontFaces(css).join("")}${forTheScreen(reduced.css)}${hidden}</style>`
  const page = html.replace(element, () => style + deferredStylesheetLink(href))
  return firstScreen === null ? page : lockRest(page)
}

/** One page's HTML with its <noscript> link (and so the sheet the loader adds) pointed at `href`. */
export function pointDeferredStylesheet(html: string, href: string): string {
  const current = deferredStylesheet(html)
  return current ? html.replace(deferredStylesheetLink(current), () => deferredStylesheetLink(href)) : html
}
