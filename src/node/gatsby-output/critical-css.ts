/**
 * Each page inlines only the CSS its HTML uses; the whole stylesheet follows after the first paint.
 *
 * Gatsby inlines the site's whole stylesheet (31 KB, 8.7 KB gzip) into every page, so a page's first screen (the
 * head, the header and the hero, first-screen.ts) was larger than the first round trip of a new connection carries
 * (Lighthouse's model: 14,600 bytes), and the first paint waited one round trip more than it needed to (README
 * "Performance"). After the build, Beasties (a well-kept fork of Google's critters) reduces each page's copy to the
 * rules whose selectors match the page's HTML: the whole page, not only its first screen, so every part of it is
 * drawn in its own styles from the first frame on, and nothing needs hiding until the rest of the sheet has come
 * (3.4-5 KB gzip, where the first screen's alone were 2.5 KB). It ignores pseudo-classes when matching, so :hover,
 * :focus and :target rules stay with their element's; rules for a `<details>` a visitor opens ([open], menus and FAQ,
 * no JavaScript needed) are always kept.
 *
 * The rest of the stylesheet (deferred-stylesheet.ts: the whole sheet without the rules every page inlines, a file
 * named by its content and cached for good: what only scripts draw, such as the consent banner, toasts and
 * validation messages) then arrives
 * - with JavaScript: the after-paint loader (scripts-after-paint.ts) adds it after the first paint, and starts the
 *   scripts only once it has applied, so nothing a script draws is ever drawn without its rules;
 * - without JavaScript: from a <noscript> link in <head> (render-blocking there, as the inline copy was).
 * Rules keep their order in that sheet, which comes after the inline subset: the cascade ends as with the whole sheet.
 */
import Beasties from "beasties"
import postcss from "postcss"
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
 * One page's HTML with Gatsby's inline stylesheet reduced to the rules the page uses, and a <noscript> link to the
 * whole sheet (pointDeferredStylesheet points it at the sheet the pages load later, once every page is reduced).
 * Only the contents of that one <style> change; the rest of the page stays byte for byte as Gatsby wrote it
 * (Beasties' own serialisation of the document is not used). Pages without it, and pages that already name the
 * sheet they load later (an incremental build keeps the pages it did not render again, rewritten), are returned
 * unchanged.
 */
export async function inlineCriticalCss(html: string, beasties: Beasties): Promise<string> {
  const found = inlineStylesheet(html)
  if (!found || deferredStylesheet(html)) return html
  const { element, openingTag, href, css } = found
  const reduced = inlineStylesheet(await beasties.process(html))
  requireTarget("critical CSS", reduced, `Beasties dropped the inline copy of ${href}`)
  const style = `${openingTag}${fontFaces(css).join("")}${forTheScreen(reduced.css)}</style>`
  return html.replace(element, () => style + deferredStylesheetLink(href))
}

/** One page's HTML with its <noscript> link (and so the sheet the loader adds) pointed at `href`. */
export function pointDeferredStylesheet(html: string, href: string): string {
  const current = deferredStylesheet(html)
  return current ? html.replace(deferredStylesheetLink(current), () => deferredStylesheetLink(href)) : html
}
