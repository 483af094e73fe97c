import { temporaryFolder } from "./temporary-folder"

/** Gatsby's chunk map and build id, as its scripts slice writes them into every page. */
const gatsbyData = (hash: string) =>
  '\n<script\n id="gatsby-chunk-mapping"\n>\n window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n</script>\n' +
  `<script>window.___webpackCompilationHash="${hash}";</script>`

describe("built HTML repair", () => {
  it("removes the zero bytes React 18 leaves at buffer boundaries, and only those", () => {
    const fs = jest.requireActual("fs") as typeof import("fs")
    const path = jest.requireActual("path") as typeof import("path")
    const dir = temporaryFolder("nul")
    fs.writeFileSync(
      path.join(dir, "a.html"),
      Buffer.concat([Buffer.from("Verst"), Buffer.from([0]), Buffer.from("ärkung")]),
    )
    fs.writeFileSync(path.join(dir, "b.html"), "Anlässe")
    const { stripNulBytes } = jest.requireActual("../../src/node/gatsby-output/page-rewrites")
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
  const { sharePagePathScript, sharePagePathScripts, PAGE_PATH_SCRIPT } = jest.requireActual(
    "../../src/node/gatsby-output/page-rewrites",
  )

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
    const path = jest.requireActual("path") as typeof import("path")
    const { inlineScriptHashes } = jest.requireActual("../../src/node/gatsby-output/host-rules")
    const dir = temporaryFolder("page-path")
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

describe("the rewrites' targets in Gatsby's markup", () => {
  const fs = jest.requireActual("fs") as typeof import("fs")
  const path = jest.requireActual("path") as typeof import("path")
  const { deferEntryScripts, inlineCriticalCssOfPages, sharePagePathScripts } = jest.requireActual(
    "../../src/node/gatsby-output/page-rewrites",
  )
  // A page Gatsby rendered with its entry scripts after `scripts`.
  const gatsbyPage = (scripts: string) =>
    `<html><body><div id="___gatsby"></div>${scripts}` +
    '<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script></body></html>'
  // A page Gatsby rendered (its root element), without the markup a rewrite looks for, and a page of our own.
  const site = () => {
    const dir = temporaryFolder("targets")
    fs.writeFileSync(path.join(dir, "index.html"), '<html><head></head><body><div id="___gatsby"></div></body></html>')
    fs.mkdirSync(path.join(dir, "admin"))
    fs.writeFileSync(path.join(dir, "admin", "index.html"), '<html><body><script src="/cms.js"></script></body></html>')
    return dir
  }

  it("fail the build, naming the work-around and the page, when a Gatsby page lacks it", async () => {
    expect(() => sharePagePathScripts(site())).toThrow(
      /^workaround "shared page-path script" \(src\/node\/gatsby-output\/page-rewrites\.ts\): Gatsby's page-path script not found in .*index\.html; written for gatsby 5\.16; see docs\/workarounds\.md$/,
    )
    expect(() => deferEntryScripts(site())).toThrow(
      /^workaround "scripts after paint" \(src\/node\/gatsby-output\/scripts-after-paint\.ts\): Gatsby's async entry scripts not found in .*index\.html;/,
    )
    await expect(inlineCriticalCssOfPages(site())).rejects.toThrow(
      /^workaround "critical CSS" \(src\/node\/gatsby-output\/critical-css\.ts\): Gatsby's inline stylesheet not found in .*index\.html;/,
    )
  })

  it("fail the build, naming the work-around and the page, when a Gatsby page lacks Gatsby's chunk map and build id", () => {
    const dir = site()
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage(""))
    expect(() => deferEntryScripts(dir)).toThrow(
      /^workaround "scripts after paint" \(src\/node\/gatsby-output\/scripts-after-paint\.ts\): Gatsby's chunk map and build id scripts not found in .*index\.html; written for gatsby 5\.16; see docs\/workarounds\.md$/,
    )
  })

  it("leave pages of the site's own (the CMS's) alone", () => {
    const { startScriptsAfterPaint } = jest.requireActual("../../src/node/gatsby-output/scripts-after-paint")
    const { PAGE_PATH_SCRIPT } = jest.requireActual("../../src/node/gatsby-output/page-rewrites")
    const dir = site()
    // A Gatsby page as both rewrites leave it, so only the CMS page is left to them.
    const rewritten = startScriptsAfterPaint(
      gatsbyPage(`<script>${PAGE_PATH_SCRIPT}</script>${gatsbyData("0123abcd")}`),
    ).html
    fs.writeFileSync(path.join(dir, "index.html"), rewritten)
    const cms = fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8")
    expect(sharePagePathScripts(dir)).toBe(0)
    expect(deferEntryScripts(dir)).toBe(0)
    expect(fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8")).toBe(cms)
  })

  it("fail the build, naming the work-arounds and Gatsby's root element, when no page has that element", async () => {
    // Were Gatsby to rename its root element, every page would look like one of the site's own and pass unchecked.
    const dir = site()
    fs.writeFileSync(path.join(dir, "index.html"), '<html><body><div id="___root"></div></body></html>')
    const none =
      /no page with Gatsby's root element <div id="___gatsby"> in .*, so the rewrites of Gatsby's pages \(critical CSS, scripts after paint, shared page-path script\) checked none;/
    expect(() => sharePagePathScripts(dir)).toThrow(/^workaround "shared page-path script" /)
    expect(() => sharePagePathScripts(dir)).toThrow(none)
    expect(() => deferEntryScripts(dir)).toThrow(/^workaround "scripts after paint" /)
    expect(() => deferEntryScripts(dir)).toThrow(none)
    await expect(inlineCriticalCssOfPages(dir)).rejects.toThrow(/^workaround "critical CSS" /)
    await expect(inlineCriticalCssOfPages(dir)).rejects.toThrow(none)
  })

  it("fail the NUL byte repair when React is no longer 18, whose renderer it repairs", () => {
    const { stripNulBytes } = jest.requireActual("../../src/node/gatsby-output/page-rewrites")
    const root = temporaryFolder("react-19")
    fs.mkdirSync(path.join(root, "node_modules", "react"), { recursive: true })
    fs.writeFileSync(path.join(root, "node_modules", "react", "package.json"), '{"version":"19.0.0"}')
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(root)
    try {
      expect(() => stripNulBytes(site())).toThrow(
        /^workaround "NUL bytes stripped" \(src\/node\/gatsby-output\/page-rewrites\.ts\): react 19\.0\.0 installed, not 18\.x;/,
      )
    } finally {
      cwd.mockRestore()
    }
  })
})

describe("Gatsby's chunk map and build id", () => {
  const fs = jest.requireActual("fs") as typeof import("fs")
  const path = jest.requireActual("path") as typeof import("path")
  const { deferEntryScripts } = jest.requireActual("../../src/node/gatsby-output/page-rewrites")
  const { inlineScriptHashes } = jest.requireActual("../../src/node/gatsby-output/host-rules")
  const { afterPaintScript, afterPaintSources } = jest.requireActual("../../src/node/gatsby-output/scripts-after-paint")
  const page = (text: string, hash = "0123abcd") =>
    `<html><body><div id="___gatsby"><p>${text}</p></div><script>window.pagePath="/"</script>${gatsbyData(hash)}` +
    '<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script></body></html>'
  const files = ["index.html", path.join("en", "index.html")]
  const site = () => {
    const dir = temporaryFolder("gatsby-data")
    fs.mkdirSync(path.join(dir, "en"))
    files.forEach((file, i) => fs.writeFileSync(path.join(dir, file), page(`page ${i}`)))
    return dir
  }
  const read = (dir: string) => files.map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
  const written = (dir: string) => fs.readdirSync(dir).filter((name) => name.startsWith("after-paint-"))
  const codeOf = (dir: string, html: string) => fs.readFileSync(path.join(dir, afterPaintScript(html)), "utf8")

  it("leave every page for one file with the loader, which runs them first, and their two CSP hashes with them", () => {
    const dir = site()
    const pages = files.map((file) => path.join(dir, file))
    // Gatsby's two data scripts and the page-path script, the same on both pages.
    expect(inlineScriptHashes(pages)).toHaveLength(3)
    expect(deferEntryScripts(dir)).toBe(2)
    expect(written(dir)).toHaveLength(1)
    const address = `/${written(dir)[0]}`
    const code = fs.readFileSync(path.join(dir, address), "utf8")
    expect(code).toMatch(
      /^window\.___chunkMapping="\{\\"app\\":\[\\"\/app-1\.js\\"\]\}";\nwindow\.___webpackCompilationHash="0123abcd";\n\(function/,
    )
    expect(afterPaintSources(code)).toEqual(["/app-1.js", "/webpack-runtime-1.js"])
    for (const html of read(dir)) {
      expect(html).not.toContain("___chunkMapping")
      expect(html).not.toContain("___webpackCompilationHash")
      expect(afterPaintScript(html)).toBe(address)
    }
    // The page-path script alone: the loader is in the file.
    expect(inlineScriptHashes(pages)).toHaveLength(1)
  })

  it("stay with the pages an incremental build keeps, which go on naming their file", () => {
    const dir = site()
    deferEntryScripts(dir)
    const pages = read(dir)
    const [first] = written(dir)
    // Kept as they are, and the file they name with them.
    expect(deferEntryScripts(dir)).toBe(0)
    expect(read(dir)).toEqual(pages)
    // A page Gatsby rendered again, for a new build: its own file; the other page keeps the last build's.
    fs.writeFileSync(path.join(dir, files[1]), page("page 1, edited", "4567cdef"))
    expect(deferEntryScripts(dir)).toBe(1)
    expect(written(dir)).toHaveLength(2)
    expect(read(dir)[0]).toBe(pages[0])
    expect(afterPaintScript(read(dir)[0])).toBe(`/${first}`)
    const second = afterPaintScript(read(dir)[1])
    expect(second).not.toBe(`/${first}`)
    expect(codeOf(dir, read(dir)[1])).toContain('window.___webpackCompilationHash="4567cdef";')
  })
})
