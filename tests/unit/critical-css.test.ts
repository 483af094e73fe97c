/** @jest-environment node */
import fs from "fs"
import path from "path"
import {
  ALWAYS_KEPT,
  criticalCssProcessor,
  forTheScreen,
  inlineCriticalCss,
  withoutFontFaces,
} from "../../src/node/gatsby-output/critical-css"
import { inlineCriticalCssOfPages } from "../../src/node/gatsby-output/page-rewrites"
import { deferredStylesheet } from "../../src/node/gatsby-output/scripts-after-paint"
import { stylesheetAddress } from "../../src/node/gatsby-output/deferred-stylesheet"
import { temporaryFolder } from "./temporary-folder"

const href = "/styles.0123456789abcdef.css"
const fontFace = '@font-face{font-family:Fraunces;font-weight:600;src:url(/static/fraunces.woff2) format("woff2")}'
const css =
  `${fontFace}:root{--font-display:"Fraunces",serif}` +
  ".hero{color:red}.hero:hover{color:blue}.card{color:green}@media (min-width:40em){.hero{padding:1rem}}" +
  ".menu[open] .menu__caret{transform:rotate(180deg)}h1{font-family:var(--font-display)}" +
  "@page{size:A4}@media print{.hero{color:#000}}"
const page = (body: string) =>
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>` +
  `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>` +
  `<style>.gatsby-image-wrapper{position:relative}</style></head><body>${body}</body></html>`

describe("each page's critical CSS", () => {
  const beasties = criticalCssProcessor()
  const inline = (html: string) =>
    /<style data-href="[^"]+" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/.exec(html)![1]

  it("keeps the rules the page's HTML uses, their :hover and media variants included, and drops the others", async () => {
    const html = await inlineCriticalCss(page('<h1 class="hero">Fahrten</h1>'), beasties)
    const kept = inline(html)
    expect(kept).toContain(".hero{color:red}")
    expect(kept).toContain(".hero:hover{color:blue}")
    expect(kept).toMatch(/@media \(min-width:\s?40em\)\{\.hero\{padding:1rem\}\}/)
    expect(kept).toContain("h1{font-family:var(--font-display)}")
    expect(kept).not.toContain(".card")
  })

  it("keeps the rules of all of the page, not only its first screen's, and hides nothing", async () => {
    const body =
      '<div class="hero"><h1>Fahrten</h1><span id="first-screen-end" hidden=""></span></div><p class="card">Z</p>'
    const html = await inlineCriticalCss(page(body), beasties)
    const kept = inline(html)
    expect(kept).toContain(".hero{color:red}")
    expect(kept).toContain(".card{color:green}")
    // Nothing of the page is hidden, locked or waits for a sheet or a script.
    expect(kept).not.toMatch(/visibility|@layer|animation|@keyframes/)
    expect(html).toContain(body)
    expect(html).not.toContain("data-rest-locked")
  })

  it("keeps what a closed menu's panel uses, so a menu opened before the later sheet is styled", async () => {
    const menu = '<details class="menu"><summary class="hero">Services</summary><p class="card">Z</p></details>'
    const html = await inlineCriticalCss(page(`${menu}<span id="first-screen-end" hidden=""></span><p>x</p>`), beasties)
    expect(inline(html)).toContain(".hero{color:red}")
    expect(inline(html)).toContain(".card{color:green}")
    expect(inline(html)).toContain(".menu[open] .menu__caret")
    expect(html).toContain(menu)
  })

  it("leaves what only printing uses to the sheet that follows the first paint", async () => {
    const html = await inlineCriticalCss(page('<h1 class="hero">Fahrten</h1>'), beasties)
    expect(inline(html)).toContain(".hero{color:red}")
    expect(inline(html)).not.toContain("@page")
    expect(inline(html)).not.toContain("print")
    expect(forTheScreen("@media screen{p{color:red}}@media print{p{color:#000}}@page{margin:1cm}")).toBe(
      "@media screen{p{color:red}}",
    )
  })

  it("keeps the states a visitor opens without JavaScript, and every @font-face (named through a custom property)", async () => {
    expect(ALWAYS_KEPT.some((pattern) => pattern.test(".menu[open] .menu__caret"))).toBe(true)
    const html = await inlineCriticalCss(page('<details class="menu"><summary>Services</summary></details>'), beasties)
    const kept = inline(html)
    expect(kept).toContain(".menu[open] .menu__caret{transform:rotate(180deg)}")
    expect(kept.startsWith(fontFace)).toBe(true)
    expect(kept).not.toContain(".hero")
  })

  it("names the whole stylesheet in a <noscript> link the loader reads, and changes nothing else", async () => {
    const original = page('<h1 class="hero">Fahrten</h1><p>Z&uuml;rich &amp; Basel<br/></p>')
    const html = await inlineCriticalCss(original, beasties)
    expect(deferredStylesheet(html)).toBe(href)
    const outside = (text: string) =>
      text.replace(
        /<style data-href[^>]*>[\s\S]*?<\/style>(<noscript><link rel="stylesheet" href="[^"]+"\/><\/noscript>)?/,
        "",
      )
    expect(outside(html)).toBe(outside(original))
    expect(html).toContain("<p>Z&uuml;rich &amp; Basel<br/></p>")
  })

  it("leaves a page it has already reduced as it is (an incremental build keeps unchanged pages)", async () => {
    const once = await inlineCriticalCss(page('<h1 class="hero">Fahrten</h1>'), beasties)
    expect(await inlineCriticalCss(once, beasties)).toBe(once)
  })

  it("leaves a page without Gatsby's inline stylesheet as it is", async () => {
    const html = "<!DOCTYPE html><html><head><style>p{color:red}</style></head><body><p>Admin</p></body></html>"
    expect(await inlineCriticalCss(html, beasties)).toBe(html)
  })

  it("has the pages load a sheet named by its content, without the @font-face rules and the rules every page inlines", async () => {
    expect(withoutFontFaces(css)).toBe(css.replace(fontFace, ""))
    const dir = temporaryFolder("critical-css")
    fs.writeFileSync(path.join(dir, href), css)
    fs.mkdirSync(path.join(dir, "en"))
    fs.writeFileSync(path.join(dir, "index.html"), page('<div id="___gatsby"><h1 class="hero">Fahrten</h1></div>'))
    fs.writeFileSync(path.join(dir, "en", "index.html"), page('<div id="___gatsby"><h1 class="card">Cars</h1></div>'))
    expect(await inlineCriticalCssOfPages(dir)).toBe(2)
    const pages = ["index.html", path.join("en", "index.html")].map((file) =>
      fs.readFileSync(path.join(dir, file), "utf8"),
    )
    const deferred = pages.map((html) => deferredStylesheet(html))
    expect(deferred[0]).toMatch(/^\/styles\.[0-9a-f]{20}\.css$/)
    expect(deferred[1]).toBe(deferred[0])
    expect(deferred[0]).not.toBe(href)
    const sheet = fs.readFileSync(path.join(dir, deferred[0]!), "utf8")
    expect(stylesheetAddress(sheet)).toBe(deferred[0])
    expect(sheet).not.toContain("@font-face")
    // Both pages inline :root and h1; each has one of the classes, which the sheet keeps.
    expect(sheet).not.toContain(":root")
    expect(sheet).not.toContain("h1{")
    expect(sheet).toContain(".card{color:green}")
    expect(sheet).toContain(".hero{color:red}")
    // What only printing uses, inlined nowhere, stands in the sheet, and nothing that hides or shows a part.
    expect(sheet).toContain("@page{size:A4}@media print{.hero{color:#000}}")
    expect(sheet).not.toMatch(/visibility|@layer/)
    // Gatsby's own file stays as Gatsby wrote it; the pages' inline copies still name it (webpack's runtime reads it).
    expect(fs.readFileSync(path.join(dir, href), "utf8")).toBe(css)
    for (const html of pages) {
      expect(inline(html).startsWith(fontFace)).toBe(true)
      expect(html).toContain(`<style data-href="${href}"`)
    }
    // An incremental build that kept both pages writes the same sheet and leaves the pages as they are.
    expect(await inlineCriticalCssOfPages(dir)).toBe(0)
    expect(
      ["index.html", path.join("en", "index.html")].map((file) => fs.readFileSync(path.join(dir, file), "utf8")),
    ).toEqual(pages)
  })
})
