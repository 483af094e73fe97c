import fs from "fs"
import path from "path"
import { consentStylesheet } from "../../src/node/gatsby-output/consent-stylesheet"

// Read from the installed package (require.resolve would meet Jest's stand-in for CSS modules).
const library = fs.readFileSync(path.resolve("node_modules/vanilla-cookieconsent/dist/cookieconsent.css"), "utf8")
const published = consentStylesheet(library)

/** The rules of a minified stylesheet: selector and declarations (@media blocks opened up). */
const rules = (css: string) =>
  [...css.replace(/@media[^{]*\{/g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector.trim(),
    body,
  }))
const declared = (body: string) => [...body.matchAll(/(--cc-[\w-]+):/g)].map((match) => match[1]).sort()

describe("the cookie banner's stylesheet as published", () => {
  test("declares the library's variables on the banner's root, at no specificity, and none on :root", () => {
    const root = rules(library).filter((rule) => rule.selector === ":root")
    expect(root).toHaveLength(1)
    const banner = rules(published).filter((rule) => rule.selector === ":where(#cc-main)")
    expect(banner).toHaveLength(1)
    expect(declared(banner[0].body)).toEqual(declared(root[0].body))
    expect(declared(banner[0].body).length).toBeGreaterThan(40)
    expect(rules(published).filter((rule) => rule.selector.includes(":root"))).toEqual([])
  })

  test("moves the dark theme's variables to the banner's root alike", () => {
    const dark = rules(published).filter((rule) => rule.selector === ".cc--darkmode :where(#cc-main)")
    expect(dark).toHaveLength(1)
    expect(declared(dark[0].body).length).toBeGreaterThan(30)
  })

  test("every rule that reads a library variable is inside the banner, so the variables reach each of them", () => {
    const readers = rules(published).filter((rule) => rule.body.includes("var(--cc-"))
    expect(readers.length).toBeGreaterThan(20)
    for (const rule of readers) expect(rule.selector).toMatch(/#cc-main/)
  })

  test("drops the non-standard overflow-y: overlay and keeps everything else", () => {
    expect(library).toContain("overflow-y:overlay")
    expect(published).not.toContain("overflow-y:overlay")
    expect(rules(published)).toHaveLength(rules(library).length)
  })
})

describe("the cookie banner's stylesheet rewrite", () => {
  test("fails the build, naming itself, when the library's file no longer has what it rewrites", () => {
    expect(() => consentStylesheet(library.replace(/;?overflow-y:overlay/g, ""))).toThrow(
      /^workaround "consent stylesheet" \(src\/node\/gatsby-output\/consent-stylesheet\.ts\): `overflow-y:overlay` not found/,
    )
    expect(() => consentStylesheet(library.replace(/:root\s*\{/g, "#cc-main{"))).toThrow(
      /^workaround "consent stylesheet" .*`:root` variables not found/,
    )
  })
})
