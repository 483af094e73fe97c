import { redirectRules, robotsTxt } from "../../src/node/gatsby-output/host-rules"
import { temporaryFolder } from "./temporary-folder"

describe("host redirect rules", () => {
  const lines = redirectRules()
    .trim()
    .split("\n")
    .filter((l) => !l.startsWith("#"))
    .map((l) => l.split(/\s+/))

  it("redirect /services in both languages with 301", () => {
    expect(lines).toContainEqual(["/services", "/services/airport-transfers", "301"])
    expect(lines).toContainEqual(["/en/services", "/en/services/airport-transfers", "301"])
  })

  it("answer unknown addresses with the not-found page of their language, English rule first", () => {
    const en = lines.findIndex((l) => l[0] === "/en/*")
    const de = lines.findIndex((l) => l[0] === "/*")
    expect(lines[en]).toEqual(["/en/*", "/en/404.html", "404"])
    expect(lines[de]).toEqual(["/*", "/404.html", "404"])
    expect(en).toBeLessThan(de)
    expect(de).toBe(lines.length - 1)
  })
})

describe("robots.txt", () => {
  it("points production crawlers at the sitemap and shuts previews", () => {
    expect(robotsTxt("https://x.ch", { noindex: false })).toContain("Sitemap: https://x.ch/sitemap-index.xml")
    expect(robotsTxt("https://x.ch", { noindex: true })).toBe("User-agent: *\nDisallow: /\n")
  })
})

describe("the CSP's script hashes", () => {
  it("are those of the inline code of the built pages, not of their data, their files or Gatsby's slices", () => {
    const fs = jest.requireActual("fs") as typeof import("fs")
    const path = jest.requireActual("path") as typeof import("path")
    const crypto = jest.requireActual("crypto") as typeof import("crypto")
    const { pagesUnder } = jest.requireActual("../../src/node/gatsby-output/pages")
    const { inlineScriptHashes } = jest.requireActual("../../src/node/gatsby-output/host-rules")
    const page = (body: string) =>
      `<html><head><script type="application/ld+json">{"a": 1}</script></head>` +
      `<body><div id="___gatsby"></div>${body}</body></html>`
    const dir = temporaryFolder("inline-scripts")
    const code = "window.said = 'Grüezi'"
    const later = "window.later = 1 + 1"
    const body =
      `<script>${code}</script><script type="text/plain" data-category="analytics">${later}</script>` +
      `<script src="/app.js" async></script>`
    for (const name of ["a.html", "b.html"]) fs.writeFileSync(path.join(dir, name), page(body))
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true })
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "s.html"), page("<script>slice()</script>"))
    expect(
      pagesUnder(dir)
        .map((f: string) => path.basename(f))
        .sort(),
    ).toEqual(["a.html", "b.html"])
    const sha = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64")
    expect(inlineScriptHashes(pagesUnder(dir))).toEqual([sha(code), sha(later)].sort())
  })
})
