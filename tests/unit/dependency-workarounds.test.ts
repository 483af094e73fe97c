/** @jest-environment node */
import fs from "fs"
import path from "path"
import {
  checkAdaptersManifest,
  checkOneI18next,
  checkPluginBrowserChunk,
  checkPluginFacades,
  checkReuseInstances,
  checkSharpOverride,
  checkWebpackTargets,
} from "../../src/node/dependency-workarounds"
import { temporaryFolder } from "./temporary-folder"

const root = path.resolve(__dirname, "../..")

/** A copy of the files the checks read (package.json, the facades and the installed packages'), to break one of. */
function copyOfProject(): string {
  const copy = temporaryFolder("dependencies")
  const packages = ["gatsby-plugin-sharp", "sharp", "gatsby-plugin-react-i18next", "gatsby-plugin-manifest"]
  const files = [
    "package.json",
    "src/lib/language/react-i18next-for-plugin.ts",
    "src/lib/runtime/gatsby-for-plugins.ts",
    "node_modules/gatsby/dist/utils/get-latest-gatsby-files.js",
    "node_modules/i18next/dist/esm/i18next.js",
    "node_modules/react-i18next/dist/es/package.json",
  ]
  for (const pkg of packages)
    fs.cpSync(path.join(root, "node_modules", pkg), path.join(copy, "node_modules", pkg), {
      recursive: true,
      filter: (source) => !source.includes(`${pkg}${path.sep}node_modules`),
    })
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(copy, file))
  }
  return copy
}
const write = (copy: string, file: string, text: string) => fs.writeFileSync(path.join(copy, file), text)
const edit = (copy: string, file: string, change: (text: string) => string) =>
  write(copy, file, change(fs.readFileSync(path.join(copy, file), "utf8")))

describe("the dependency work-arounds' build checks", () => {
  let copy = ""
  beforeEach(() => {
    copy = copyOfProject()
  })

  it("pass on the installed packages", () => {
    expect(() => checkSharpOverride(root)).not.toThrow()
    expect(() => checkAdaptersManifest(root)).not.toThrow()
    expect(() => checkWebpackTargets(root)).not.toThrow()
    expect(() => checkSharpOverride(copy)).not.toThrow()
    expect(() => checkWebpackTargets(copy)).not.toThrow()
  })

  it("sharp override: fails when gatsby-plugin-sharp asks for another sharp, or the pinned one is not installed", () => {
    edit(copy, "node_modules/gatsby-plugin-sharp/package.json", (t) =>
      t.replace(/"sharp": "[^"]+"/, '"sharp": "^0.34.0"'),
    )
    expect(() => checkSharpOverride(copy)).toThrow(
      /^workaround "sharp override" \(package\.json\): gatsby-plugin-sharp asks for sharp \^0\.34\.0/,
    )
    const again = copyOfProject()
    edit(again, "package.json", (t) => t.replace(/("overrides": \{\s*"sharp": )"[^"]+"/, '$1"0.33.0"'))
    expect(() => checkSharpOverride(again)).toThrow(/^workaround "sharp override" .*overrides say 0\.33\.0/)
  })

  it("offline adapters manifest: fails when Gatsby no longer reads GATSBY_ADAPTERS_MANIFEST", () => {
    write(copy, "node_modules/gatsby/dist/utils/get-latest-gatsby-files.js", "exports.getLatestAdapters = () => []")
    expect(() => checkAdaptersManifest(copy)).toThrow(/^workaround "offline adapters manifest" \(scripts\/build\.mjs\)/)
  })

  it("one i18next: fails when i18next's ES build moves or the plugin no longer require()s i18next", () => {
    fs.rmSync(path.join(copy, "node_modules/i18next/dist/esm/i18next.js"))
    expect(() => checkOneI18next(copy)).toThrow(/^workaround "one i18next" .*i18next\/dist\/esm\/i18next\.js not found/)
    const again = copyOfProject()
    edit(again, "node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js", (t) =>
      t.replace('require("i18next")', 'require("i18next/esm")'),
    )
    expect(() => checkOneI18next(again)).toThrow(/^workaround "one i18next" .*not found in .*wrapPageElement\.js/)
  })

  it("plugin facades: fail when a plugin no longer require()s what its facade stands in for", () => {
    for (const file of ["get-manifest-pathname.js", "gatsby-ssr.js"])
      edit(copy, `node_modules/gatsby-plugin-manifest/${file}`, (t) => t.replace(/require\("gatsby"\)/g, "{}"))
    expect(() => checkPluginFacades(copy)).toThrow(
      /^workaround "plugin facades" \(src\/node\/plugin-facades\.ts\): no file of gatsby-plugin-manifest require\(\)s "gatsby"/,
    )
    const again = copyOfProject()
    fs.rmSync(path.join(again, "node_modules/react-i18next/dist/es/package.json"))
    expect(() => checkPluginFacades(again)).toThrow(/^workaround "plugin facades" .*dist\/es\/package\.json not found/)
  })

  it("plugin browser chunk: fails when the plugin's browser file or its wrapPageElement moves", () => {
    fs.rmSync(path.join(copy, "node_modules/gatsby-plugin-react-i18next/gatsby-browser.js"))
    expect(() => checkPluginBrowserChunk(copy)).toThrow(
      /^workaround "plugin browser chunk" .*gatsby-browser\.js not found/,
    )
  })

  it("one i18next instance per language: fails on another major version of the plugin", () => {
    edit(copy, "node_modules/gatsby-plugin-react-i18next/package.json", (t) =>
      t.replace(/"version": "[^"]+"/, '"version": "4.0.0"'),
    )
    expect(() => checkReuseInstances(copy)).toThrow(
      /^workaround "one i18next instance per language" .*gatsby-plugin-react-i18next 4\.0\.0 installed, not 3\.x/,
    )
  })
})
