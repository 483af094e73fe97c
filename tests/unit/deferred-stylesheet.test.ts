/** @jest-environment node */
import {
  canTie,
  propertyFamily,
  stylesheetAddress,
  subject,
  withoutRulesEveryPageInlines,
} from "../../src/node/gatsby-output/deferred-stylesheet"

describe("what a selector styles and how strongly", () => {
  it.each([
    ["*", [0, 0, 0], null, null],
    [":root", [0, 1, 0], null, null],
    ["h1", [0, 0, 1], "h1", null],
    [".a .b:hover", [0, 3, 0], null, null],
    ["#top > ul li.item", [1, 1, 2], "li", null],
    ["a:not(.button, #x)", [1, 0, 1], "a", null],
    [":where(.a, #b) p", [0, 0, 1], "p", null],
    [":is(h2, .title)", [0, 1, 0], null, null],
    [".card:before", [0, 1, 1], null, "::before"],
    ["ul > li::marker", [0, 0, 3], "li", "::marker"],
    ["input::-webkit-search-cancel-button", [0, 0, 2], "input", "::-webkit-search-cancel-button"],
    [".faq__item[open] .faq__caret", [0, 3, 0], null, null],
    ["li:nth-child(2n)", [0, 1, 1], "li", null],
    ["li:nth-child(2n of .card, #x)", [1, 1, 1], "li", null],
  ])("%s", (selector, specificity, type, pseudoElement) => {
    expect(subject(selector)).toEqual({ specificity, type, pseudoElement })
  })

  it("ties only rules that can style the same box with the same specificity", () => {
    expect(canTie(subject(".a"), subject(".b"))).toBe(true)
    expect(canTie(subject("p"), subject("a"))).toBe(false) // an element has one type
    expect(canTie(subject("p"), subject(".x .y p:first-child"))).toBe(false) // different specificity
    expect(canTie(subject(".a:before"), subject(".b"))).toBe(false) // a pseudo-element is a box of its own
    expect(canTie(subject(".a:before"), subject(".b::before"))).toBe(true)
    expect(canTie(subject("p"), subject("*::marker"))).toBe(false)
    // A type inside :is() is not read: it could be any.
    expect(canTie(subject("h2"), subject(":is(h2, h3)"))).toBe(true)
  })
})

describe("property families", () => {
  it.each([
    ["margin-top", "margin"],
    ["margin-inline-start", "margin"],
    ["border-top-color", "border"],
    ["top", "inset"],
    ["inset-inline", "inset"],
    ["row-gap", "gap"],
    ["justify-content", "align"],
    ["place-items", "align"],
    ["inline-size", "size"],
    ["max-width", "size"],
    ["line-height", "font"],
    ["white-space", "text"],
    ["word-wrap", "overflow"],
    ["-webkit-text-size-adjust", "text"],
    ["--navy-900", "--navy-900"],
  ])("%s is of the family %s", (property, family) => {
    expect(propertyFamily(property)).toBe(family)
  })
})

describe("the sheet the pages load after their first paint", () => {
  const sheets = (...inline: string[]) => inline

  it("leaves out what every page inlines, keeps what only some do", () => {
    const css = ":root{--ink:#123}*{box-sizing:border-box}body{margin:0}.hero{color:red}.card{color:green}"
    const reduced = withoutRulesEveryPageInlines(
      css,
      sheets(
        ":root{--ink:#123}*{box-sizing:border-box}body{margin:0}.hero{color:red}",
        ":root{--ink:#123}*{box-sizing:border-box}body{margin:0}.card{color:green}",
      ),
    )
    expect(reduced).toBe(".hero{color:red}.card{color:green}")
  })

  it("keeps a rule a page inlines with other declarations or under another @media", () => {
    const css = ".a{color:red}@media (min-width:40em){.b{color:blue}}"
    expect(withoutRulesEveryPageInlines(css, sheets(".a{color:blue}.b{color:blue}"))).toBe(css)
  })

  it("keeps a common rule that a rule before it, staying in the sheet, could tie with", () => {
    // In the whole sheet .common comes after .rare and wins where both match; left out, it would stand before .rare.
    const css = ".rare{margin:0}.common{margin-top:1rem}"
    expect(withoutRulesEveryPageInlines(css, sheets(".common{margin-top:1rem}"))).toBe(css)
    // Another family, another specificity, another element type or pseudo-element: no tie, it goes.
    for (const rare of [".rare{color:red}", ".x .rare{margin:0}", "h3{margin:0}", ".rare:before{margin:0}"]) {
      const [common] = rare.startsWith("h3") ? ["p{margin-top:1rem}"] : [".common{margin-top:1rem}"]
      expect(withoutRulesEveryPageInlines(rare + common, sheets(common))).toBe(rare)
    }
    // `all` meets every family but the custom properties.
    expect(withoutRulesEveryPageInlines(".rare{all:unset}.common{margin:0}", sheets(".common{margin:0}"))).toBe(
      ".rare{all:unset}.common{margin:0}",
    )
    expect(withoutRulesEveryPageInlines(".rare{all:unset}.common{--gap:1rem}", sheets(".common{--gap:1rem}"))).toBe(
      ".rare{all:unset}",
    )
  })

  it("splits a selector list: the selectors every page inlines go, the others stay in place", () => {
    const css = "h1,h2,h4{color:navy}.x{color:red}"
    expect(withoutRulesEveryPageInlines(css, sheets("h1,h2{color:navy}", "h1,h2,h4{color:navy}"))).toBe(
      "h4{color:navy}.x{color:red}",
    )
  })

  it("leaves @keyframes alone and drops an @media it empties", () => {
    const css = "@keyframes spin{to{transform:rotate(1turn)}}@media (min-width:40em){.a{color:red}}"
    expect(
      withoutRulesEveryPageInlines(
        css,
        sheets("@keyframes spin{to{transform:rotate(1turn)}}@media (min-width:40em){.a{color:red}}"),
      ),
    ).toBe("@keyframes spin{to{transform:rotate(1turn)}}")
  })

  it("is named by its content", () => {
    expect(stylesheetAddress("a{}")).toMatch(/^\/styles\.[0-9a-f]{20}\.css$/)
    expect(stylesheetAddress("a{}")).toBe(stylesheetAddress("a{}"))
    expect(stylesheetAddress("b{}")).not.toBe(stylesheetAddress("a{}"))
  })
})
