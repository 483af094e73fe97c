/**
 * @jest-environment node
 *
 * The documentation names files and tests; when one is renamed or moved, the reference goes stale without anyone
 * noticing. These tests list every stale reference at once, so one run says everything there is to fix.
 */
import fs from "fs"
import path from "path"

const root = path.resolve(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const exists = (file: string) => fs.existsSync(path.join(root, file))
const oneLine = (text: string) => text.replace(/\s+/g, " ")

/** Every file under `dir` (relative to the repository), its subfolders' included. */
const filesIn = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    return entry.isDirectory() ? filesIn(file) : [file]
  })

/** The pages written for readers of this repository; the bench's report and the workarounds page have owners of their own. */
function documents(): string[] {
  const pages = filesIn("docs").filter((f) => f.endsWith(".md"))
  return ["README.md", ...pages.filter((f) => f !== "docs/performance.md" && f !== "docs/workarounds.md")]
}

/**
 * A cited test: a test file in backticks, then the titles (or parts of titles) it is cited for, each in double
 * quotes, separated by commas: `tests/e2e/consent.spec.ts` "a new consent revision brings the banner back".
 */
export function citedTests(markdown: string): { file: string; titles: string[] }[] {
  const text = oneLine(markdown)
  const citations: { file: string; titles: string[] }[] = []
  const pattern = /`(tests\/[\w./-]+\.(?:spec|test)\.tsx?)`((?:,? ?"[^"]*")*)/g
  for (const match of text.matchAll(pattern)) {
    const titles = [...match[2].matchAll(/"([^"]*)"/g)].map((m) => m[1])
    citations.push({ file: match[1], titles })
  }
  return citations
}

/** Made by the build, by a run or by an editor's upload, so not in a fresh clone. */
const madeLater = /^(public|generated|builds|\.bench|test-results|content\/images)(\/|$)|^src\/gatsby-types\.d\.ts$/

/** The names of the repository's own files, for a file named without its folder (`schema.ts` in a table of src/node/). */
function fileNames(dir = root): Set<string> {
  const names = new Set<string>()
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || madeLater.test(entry.name)) continue
    if (entry.isDirectory()) for (const name of fileNames(path.join(dir, entry.name))) names.add(name)
    else names.add(entry.name)
  }
  return names
}

/**
 * Repository paths named in backticks (`src/routes.ts`, `content/`) and relative Markdown links, each as a path
 * from the repository's root; a bare file name (`schema.ts`) marked as one, to be found anywhere.
 */
export function namedPaths(markdown: string, document: string): string[] {
  const named = new Set<string>()
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    if (/[<>{}*…]/.test(code) || madeLater.test(code)) continue // a pattern such as content/pages/{de,en}/<slug>.yaml
    if (/^(src|scripts|tests|content|locales|docs|\.ci)\//.test(code)) named.add(code.replace(/\/$/, ""))
    else if (/^[\w-]+(\.[\w-]+)*\.(ts|tsx|js|mjs|cjs|json|toml|md)$/.test(code)) named.add(`*/${code}`)
  }
  for (const [, link] of markdown.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(link)) continue
    named.add(path.posix.normalize(path.posix.join(path.posix.dirname(document), link)).replace(/\/$/, ""))
  }
  return [...named]
}

describe("docs/behaviour.md's test references", () => {
  const behaviour = read("docs/behaviour.md")

  it("cites tests in a form this test reads", () => {
    expect(citedTests(behaviour).length).toBeGreaterThan(50)
    expect(citedTests('`tests/unit/a.test.ts` "one", "two"; `tests/e2e/b.spec.ts`')).toEqual([
      { file: "tests/unit/a.test.ts", titles: ["one", "two"] },
      { file: "tests/e2e/b.spec.ts", titles: [] },
    ])
  })

  it("name test files that exist and titles that stand in them", () => {
    const broken: string[] = []
    for (const { file, titles } of citedTests(behaviour)) {
      if (!exists(file)) {
        broken.push(`${file}: no such file`)
        continue
      }
      const source = oneLine(read(file))
      for (const title of titles) if (!source.includes(title)) broken.push(`${file}: no test titled "${title}"`)
    }
    expect([...new Set(broken)]).toEqual([])
  })
})

describe("the README and the docs", () => {
  it("name only files and folders that exist", () => {
    const names = fileNames()
    const found = (named: string) => (named.startsWith("*/") ? names.has(named.slice(2)) : exists(named))
    const missing = documents().flatMap((document) =>
      namedPaths(read(document), document)
        .filter((named) => !found(named))
        .map((named) => `${document}: ${named}`),
    )
    expect(missing).toEqual([])
  })
})

describe("the house in proportion", () => {
  const lines = (file: string) => read(file).split("\n").length - 1
  const bytesIn = (dir: string) => filesIn(dir).reduce((sum, file) => sum + fs.statSync(path.join(root, file)).size, 0)

  it("the README has at most 400 lines, docs/ at most 150 KB", () => {
    expect(lines("README.md")).toBeLessThanOrEqual(400)
    expect(bytesIn("docs")).toBeLessThanOrEqual(150 * 1024)
  })

  it("the bench has at most 850 lines", () => {
    const bench = filesIn("scripts/bench").filter((file) => file.endsWith(".mjs"))
    expect(bench.length).toBeGreaterThan(0)
    expect(["scripts/bench.mjs", ...bench].reduce((n, f) => n + lines(f), 0)).toBeLessThanOrEqual(850)
  })
})
