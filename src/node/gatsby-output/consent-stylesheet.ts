import { requireTarget } from "./workaround"

/**
 * vanilla-cookieconsent's stylesheet as the site publishes it (written by writeVendorAssets in build-assets.ts).
 *
 * Two changes to the library's file:
 * - Its one non-standard value (`overflow-y: overlay`, rejected by the W3C checker) is dropped; the `auto` before
 *   it stays in force.
 * - Its variables (about fifty `--cc-*` custom properties) are declared on the banner's root `#cc-main`, not on
 *   the document's `:root`. Custom properties are inherited, so a sheet that declares them on `:root` makes the
 *   browser style every element of the page again when the banner loads it (in chromium's traces: 140-280
 *   elements on a first visit, after the page's first paint); on `#cc-main` only the banner is styled. Every rule
 *   of the library that reads them is inside `#cc-main`. Declared on `:root` they reached the banner by inheritance,
 *   so any rule on `#cc-main` itself overrode them; `:where()` gives the new declaration no specificity, so the
 *   site's own `#cc-main` values (src/styles/consent.css) and the library's later `#cc-main` rules still override
 *   it, whichever sheet the page loaded last. The dark theme, which the library declares on the `.cc--darkmode`
 *   class of `<html>`, moves to the banner's root alike (the site does not use it).
 */
export function consentStylesheet(css: string): string {
  requireTarget(
    "consent stylesheet",
    /overflow-y:overlay/.test(css),
    "`overflow-y:overlay` not found in the library's CSS",
  )
  requireTarget("consent stylesheet", /(^|\})\s*:root\s*\{/.test(css), "the library's `:root` variables not found")
  return css
    .replace(/;?overflow-y:overlay/g, "")
    .replace(/(^|\})\s*:root\s*\{/g, "$1:where(#cc-main){")
    .replace(/(^|\})\s*\.cc--darkmode\s*\{/g, "$1.cc--darkmode :where(#cc-main){")
}
