import { redirectRules } from "../../src/node/host-rules"
import { resolveSiteUrl } from "../../src/lib/site-config"
import { toasterOptions } from "../../src/lib/runtime/toast-options"

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

describe("site url", () => {
  it("uses SITE_URL, previews their own URL, and a default", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://example.ch/" })).toBe("https://example.ch")
    expect(
      resolveSiteUrl({
        CONTEXT: "deploy-preview",
        DEPLOY_PRIME_URL: "https://p--x.netlify.app",
        SITE_URL: "https://example.ch",
      }),
    ).toBe("https://p--x.netlify.app")
    expect(
      resolveSiteUrl({ CONTEXT: "production", DEPLOY_PRIME_URL: "https://p--x.netlify.app", URL: "https://x.ch" }),
    ).toBe("https://x.ch")
    expect(resolveSiteUrl({})).toBe("https://www.alpina-chauffeur.ch")
  })
})

describe("toaster options", () => {
  it("match the site's numbers", () => {
    expect(toasterOptions).toEqual({
      position: "bottom-right",
      duration: 5000,
      visibleToasts: 5,
      gap: 16,
      hotkey: ["F8"],
      swipeDirections: ["right"],
      swipeThreshold: 50,
    })
  })
})

import { contentSecurityPolicy, securityHeaders } from "../../src/node/security-headers"
import { robotsTxt } from "../../src/node/host-rules"

describe("security headers", () => {
  const csp = contentSecurityPolicy(["abc="])

  it("allow only the site itself plus named analytics and maps origins", () => {
    expect(csp).toMatch(/^default-src 'self'; /)
    expect(csp).toContain(
      "script-src 'self' 'sha256-abc=' https://www.googletagmanager.com https://maps.googleapis.com;",
    )
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/\*/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  })

  it("send HSTS, nosniff and the referrer policy", () => {
    expect(securityHeaders["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload")
    expect(securityHeaders["X-Content-Type-Options"]).toBe("nosniff")
    expect(securityHeaders["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
  })

  it("send no opener policy on the site's pages: it would cost every first visit a fresh renderer", () => {
    expect(Object.keys(securityHeaders).map((name) => name.toLowerCase())).not.toContain("cross-origin-opener-policy")
  })
})

describe("robots.txt", () => {
  it("points production crawlers at the sitemap and shuts previews", () => {
    expect(robotsTxt("https://x.ch", { noindex: false })).toContain("Sitemap: https://x.ch/sitemap-index.xml")
    expect(robotsTxt("https://x.ch", { noindex: true })).toBe("User-agent: *\nDisallow: /\n")
  })
})

describe("built HTML repair", () => {
  it("removes the zero bytes React 18 leaves at buffer boundaries, and only those", () => {
    const fs = jest.requireActual("fs") as typeof import("fs")
    const os = jest.requireActual("os") as typeof import("os")
    const path = jest.requireActual("path") as typeof import("path")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nul-"))
    fs.writeFileSync(
      path.join(dir, "a.html"),
      Buffer.concat([Buffer.from("Verst"), Buffer.from([0]), Buffer.from("ärkung")]),
    )
    fs.writeFileSync(path.join(dir, "b.html"), "Anlässe")
    const { stripNulBytes } = jest.requireActual("../../src/node/page-rewrites")
    expect(stripNulBytes(dir)).toBe(1)
    expect(fs.readFileSync(path.join(dir, "a.html"), "utf8")).toBe("Verstärkung")
    expect(fs.readFileSync(path.join(dir, "b.html"), "utf8")).toBe("Anlässe")
  })
})

describe("the page-path script", () => {
  const gatsbys = (pagePath: string) =>
    `<body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(
      pagePath,
    )};/*]]>*/</script></body>`
  const { sharePagePathScript, sharePagePathScripts, PAGE_PATH_SCRIPT } =
    jest.requireActual("../../src/node/page-rewrites")

  it("is the same script on every page, the path in an attribute", () => {
    expect(sharePagePathScript(gatsbys("/en/premium"))).toBe(
      `<body><div id="___gatsby"></div><script id="gatsby-script-loader" data-page-path="/en/premium">` +
        `${PAGE_PATH_SCRIPT}</script></body>`,
    )
    expect(sharePagePathScript(gatsbys("/404.html"))).toContain(`data-page-path="/404.html">${PAGE_PATH_SCRIPT}<`)
    // A path is text in an attribute: quotes, ampersands and angle brackets are escaped.
    expect(sharePagePathScript(gatsbys('/a"b&c<d'))).toContain('data-page-path="/a&quot;b&amp;c&lt;d"')
    expect(sharePagePathScript("<body>no script</body>")).toBe("<body>no script</body>")
  })

  it("sets window.pagePath to the attribute's path, as Gatsby's did", () => {
    const win: { pagePath?: string } = {}
    const document = { currentScript: { dataset: { pagePath: "/en/premium" } } }
    new Function("window", "document", PAGE_PATH_SCRIPT)(win, document)
    expect(win.pagePath).toBe("/en/premium")
  })

  it("needs one CSP hash for all pages, where Gatsby's needed one per page", () => {
    const fs = jest.requireActual("fs") as typeof import("fs")
    const os = jest.requireActual("os") as typeof import("os")
    const path = jest.requireActual("path") as typeof import("path")
    const { inlineScriptHashes } = jest.requireActual("../../src/node/host-rules")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-path-"))
    const files = ["/", "/en/premium", "/404.html"].map((pagePath, i) => {
      const file = path.join(dir, `${i}.html`)
      fs.writeFileSync(file, gatsbys(pagePath))
      return file
    })
    expect(inlineScriptHashes(files)).toHaveLength(3)
    expect(sharePagePathScripts(dir)).toBe(3)
    expect(inlineScriptHashes(files)).toHaveLength(1)
  })
})

describe("the pages' inline scripts", () => {
  const fs = jest.requireActual("fs") as typeof import("fs")
  const os = jest.requireActual("os") as typeof import("os")
  const path = jest.requireActual("path") as typeof import("path")
  const { joinClosingScripts, minifyInlineScripts, pagesUnder, PAGE_PATH_SCRIPT } =
    jest.requireActual("../../src/node/page-rewrites")
  const { startScriptsAfterPaint } = jest.requireActual("../../src/node/scripts-after-paint")
  const { inlineScriptHashes } = jest.requireActual("../../src/node/host-rules")

  // The end of a built page as Gatsby writes it (its scripts slice stitched in), the page path already shared.
  const pagePath = `<script id="gatsby-script-loader" data-page-path="/en/agb">${PAGE_PATH_SCRIPT}</script>`
  const slice = (build: string) =>
    `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n` +
    `            window.___chunkMapping="{\\"app\\":[\\"/app-${build}.js\\"]}";\n          </script>\n` +
    `        <script>window.___webpackCompilationHash="${build}";</script>` +
    `<script src="/framework-${build}.js" async></script><script src="/app-${build}.js" async></script>`
  const stitched = (build: string) =>
    `${pagePath}<!-- slice-start id="_gatsby-scripts-1" -->${slice(build)}<!-- slice-end id="_gatsby-scripts-1" -->`
  const page = (body: string) =>
    `<html><head><script type="application/ld+json">{"a": 1}</script></head>` +
    `<body><div id="___gatsby"></div>${body}</body></html>`
  const rewritten = (html: string) => joinClosingScripts(startScriptsAfterPaint(html))

  it("end every page with Gatsby's chunk map, build id and the after-paint loader as one script, in their order", () => {
    const html = rewritten(page(stitched("a1")))
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    // The structured data, the page path (a script Gatsby writes outside the slice), and the slice's one script.
    expect(scripts.map((m) => m[1])).toEqual([
      ' type="application/ld+json"',
      ' id="gatsby-script-loader" data-page-path="/en/agb"',
      "",
    ])
    expect(html).toContain(`${pagePath}<!-- slice-start id="_gatsby-scripts-1" --><script>`)
    expect(html).toContain('</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>')
    // Run with a window of its own (a hidden tab starts the scripts at once): the assignments land on it first,
    // then the loader appends the entry scripts.
    const started: string[] = []
    const document = {
      visibilityState: "hidden",
      head: { appendChild: () => {} },
      body: { appendChild: (el: { src: string }) => started.push(el.src) },
      createElement: () => ({}),
    }
    const win: Record<string, unknown> = { document, setTimeout: () => {} }
    new Function("window", scripts[2][2])(win)
    expect(win.___chunkMapping).toBe('{"app":["/app-a1.js"]}')
    expect(win.___webpackCompilationHash).toBe("a1")
    // The last one (webpack's runtime, or here the app) waits until the others have loaded.
    expect(started).toEqual(["/framework-a1.js"])
  })

  it("take the next build's scripts when an incremental build stitches its slice into a page it kept", () => {
    const first = rewritten(page(stitched("a1")))
    // Gatsby's slice stitching: the new slice's content between the comments, the rest of the page as it was.
    const next = first.replace(
      /(<!-- slice-start id="_gatsby-scripts-1" -->)[\s\S]*?(<!-- slice-end id="_gatsby-scripts-1" -->)/,
      (_: string, start: string, end: string) => `${start}${slice("b2")}${end}`,
    )
    expect(rewritten(next)).toBe(rewritten(page(stitched("b2"))))
    expect(rewritten(next)).not.toContain("a1")
  })

  it("leave a slice with anything but inline scripts as it is", () => {
    const html = page(
      `<!-- slice-start id="_gatsby-scripts-1" --><script>a()</script><script src="/b.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`,
    )
    expect(joinClosingScripts(html)).toBe(html)
    expect(joinClosingScripts(page("<script>a()</script>"))).toBe(page("<script>a()</script>"))
  })

  it("are minified, keep what they do and what is not code, and are what the CSP hashes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-scripts-"))
    const readable =
      "(function () {\n  var greeting = 'Grüezi'\n  window.said = greeting + ' ' + location.pathname\n})()"
    const body =
      `<script>${readable}</script><script type="text/plain" data-category="analytics">window.later = 1 + 1</script>` +
      `<script src="/app.js" async></script>`
    for (const name of ["a.html", "b.html"]) fs.writeFileSync(path.join(dir, name), page(body))
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true })
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "s.html"), page(body))
    expect(
      pagesUnder(dir)
        .map((f: string) => path.basename(f))
        .sort(),
    ).toEqual(["a.html", "b.html"])
    const before = inlineScriptHashes(pagesUnder(dir))
    expect(await minifyInlineScripts(dir)).toBe(2)
    const html = fs.readFileSync(path.join(dir, "a.html"), "utf8")
    const [, code] = /<body><div id="___gatsby"><\/div><script>([^<]*)<\/script>/.exec(html)!
    expect(code.length).toBeLessThan(readable.length * 0.75)
    const win: Record<string, unknown> = {}
    new Function("window", "location", code)(win, { pathname: "/agb" })
    expect(win.said).toBe("Grüezi /agb")
    expect(html).toContain('<script type="text/plain" data-category="analytics">window.later=2;</script>')
    expect(html).toContain('<script type="application/ld+json">{"a": 1}</script>')
    expect(html).toContain('<script src="/app.js" async></script>')
    // Gatsby's slice HTML is no page: left alone, and not hashed into the CSP.
    expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "s.html"), "utf8")).toBe(page(body))
    const after = inlineScriptHashes(pagesUnder(dir))
    expect(after).toHaveLength(2)
    expect(after).not.toEqual(before)
    expect(await minifyInlineScripts(dir)).toBe(0)
  })
})
