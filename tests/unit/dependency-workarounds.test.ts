/** @jest-environment node */
import fs from "fs"
import path from "path"
import {
  checkAdaptersManifest,
  checkAdvisoryOverrides,
  checkOneI18next,
  checkPluginBrowserChunk,
  checkPluginFacades,
  checkReuseInstances,
  checkRegistryOnlyInstalls,
  checkTagManagerGate,
  checkWebpackTargets,
} from "../../src/node/gatsby-output/dependency-workarounds"
import { temporaryFolder } from "./temporary-folder"

const root = path.resolve(__dirname, "../..")

/** A copy of the files the checks read (package.json, the facades and the installed packages'), to break one of. */
function copyOfProject(): string {
  const copy = temporaryFolder("dependencies")
  const packages = [
    "gatsby-plugin-sharp",
    "sharp",
    "gatsby-plugin-react-i18next",
    "gatsby-plugin-manifest",
    "gatsby-plugin-google-tagmanager",
  ]
  const files = [
    "package.json",
    "src/lib/language/react-i18next-for-plugin.ts",
    "src/lib/runtime/gatsby-for-plugins.ts",
    "node_modules/gatsby/dist/utils/get-latest-gatsby-files.js",
    "node_modules/i18next/dist/esm/i18next.js",
    "node_modules/react-i18next/dist/es/package.json",
    ...["msgpackr", "msgpackr-extract", "jest-resolve", "unrs-resolver"].map(
      (pkg) => `node_modules/${pkg}/package.json`,
    ),
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
    expect(() => checkRegistryOnlyInstalls(root)).not.toThrow()
    expect(() => checkAdaptersManifest(root)).not.toThrow()
    expect(() => checkWebpackTargets(root)).not.toThrow()
    expect(() => checkRegistryOnlyInstalls(copy)).not.toThrow()
    expect(() => checkWebpackTargets(copy)).not.toThrow()
  })

  it("registry-only installs: fail when gatsby-plugin-sharp asks for another sharp, or the pinned one is not installed", () => {
    edit(copy, "node_modules/gatsby-plugin-sharp/package.json", (t) =>
      t.replace(/"sharp": "[^"]+"/, '"sharp": "^0.34.0"'),
    )
    expect(() => checkRegistryOnlyInstalls(copy)).toThrow(
      /^workaround "package overrides" \(package\.json\): gatsby-plugin-sharp asks for sharp \^0\.34\.0, not \^0\.32/,
    )
    const again = copyOfProject()
    edit(again, "package.json", (t) => t.replace(/("overrides": \{\s*"sharp": )"[^"]+"/, '$1"0.33.0"'))
    expect(() => checkRegistryOnlyInstalls(again)).toThrow(/^workaround "package overrides" .*overrides say 0\.33\.0/)
  })

  it("registry-only installs: fail when msgpackr or jest-resolve asks for another major, or another version is installed", () => {
    edit(copy, "node_modules/msgpackr/package.json", (t) =>
      t.replace(/"msgpackr-extract": "[^"]+"/, '"msgpackr-extract": "^4.0.0"'),
    )
    expect(() => checkRegistryOnlyInstalls(copy)).toThrow(
      /^workaround "package overrides" .*msgpackr asks for msgpackr-extract \^4\.0\.0, not \^3\./,
    )
    const again = copyOfProject()
    edit(again, "node_modules/unrs-resolver/package.json", (t) =>
      t.replace(/"version": "[^"]+"/, '"version": "1.13.0"'),
    )
    expect(() => checkRegistryOnlyInstalls(again)).toThrow(
      /^workaround "package overrides" .*unrs-resolver 1\.13\.0 installed, overrides say/,
    )
  })

  it("advisory overrides: fail when an asker moves past the range without the fix, or gets another version", () => {
    expect(() => checkAdvisoryOverrides(root)).not.toThrow()
    const copy = temporaryFolder("advisories")
    for (const file of [
      "node_modules/css-minimizer-webpack-plugin/package.json",
      "node_modules/serialize-javascript/package.json",
    ]) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
      fs.copyFileSync(path.join(root, file), path.join(copy, file))
    }
    expect(() => checkAdvisoryOverrides(copy)).not.toThrow()
    edit(copy, "node_modules/serialize-javascript/package.json", (t) =>
      t.replace(/"version": "[^"]+"/, '"version": "5.0.1"'),
    )
    expect(() => checkAdvisoryOverrides(copy)).toThrow(
      /^workaround "package overrides" \(package\.json\): css-minimizer-webpack-plugin gets serialize-javascript 5\.0\.1, not the advisory fix 7\.1\.4/,
    )
    edit(copy, "node_modules/css-minimizer-webpack-plugin/package.json", (t) =>
      t.replace(/"serialize-javascript": "[^"]+"/, '"serialize-javascript": "^7.0.3"'),
    )
    expect(() => checkAdvisoryOverrides(copy)).toThrow(
      /asks for serialize-javascript \^7\.0\.3, not \^5\.0\.1: the advisory override of serialize-javascript may go/,
    )
  })

  it("registry-only installs: skip a pin whose asker is not installed (an install without development packages)", () => {
    fs.rmSync(path.join(copy, "node_modules/jest-resolve"), { recursive: true })
    fs.rmSync(path.join(copy, "node_modules/unrs-resolver"), { recursive: true })
    expect(() => checkRegistryOnlyInstalls(copy)).not.toThrow()
  })

  it("offline adapters manifest: fails when Gatsby no longer reads GATSBY_ADAPTERS_MANIFEST", () => {
    write(copy, "node_modules/gatsby/dist/utils/get-latest-gatsby-files.js", "exports.getLatestAdapters = () => []")
    expect(() => checkAdaptersManifest(copy)).toThrow(/^workaround "offline adapters manifest" \(scripts\/build\.mjs\)/)
  })

  it("plugin facades: fail when i18next's ES build moves or the plugin no longer require()s i18next", () => {
    fs.rmSync(path.join(copy, "node_modules/i18next/dist/esm/i18next.js"))
    expect(() => checkOneI18next(copy)).toThrow(/^workaround "i18n plugin" .*i18next\/dist\/esm\/i18next\.js not found/)
    const again = copyOfProject()
    edit(again, "node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js", (t) =>
      t.replace('require("i18next")', 'require("i18next/esm")'),
    )
    expect(() => checkOneI18next(again)).toThrow(/^workaround "i18n plugin" .*not found in .*wrapPageElement\.js/)
  })

  it("plugin facades: fail when a plugin no longer require()s what its facade stands in for", () => {
    for (const file of ["get-manifest-pathname.js", "gatsby-ssr.js"])
      edit(copy, `node_modules/gatsby-plugin-manifest/${file}`, (t) => t.replace(/require\("gatsby"\)/g, "{}"))
    expect(() => checkPluginFacades(copy)).toThrow(
      /^workaround "i18n plugin" \(src\/node\/gatsby-output\/plugin-facades\.ts, .*\): no file of gatsby-plugin-manifest require\(\)s "gatsby"/,
    )
    const again = copyOfProject()
    fs.rmSync(path.join(again, "node_modules/react-i18next/dist/es/package.json"))
    expect(() => checkPluginFacades(again)).toThrow(/^workaround "i18n plugin" .*dist\/es\/package\.json not found/)
  })

  it("plugin browser chunk: fails when the plugin's browser file or its wrapPageElement moves", () => {
    fs.rmSync(path.join(copy, "node_modules/gatsby-plugin-react-i18next/gatsby-browser.js"))
    expect(() => checkPluginBrowserChunk(copy)).toThrow(/^workaround "i18n plugin" .*gatsby-browser\.js not found/)
  })

  it("one i18next instance per language: fails on another major version of the plugin", () => {
    edit(copy, "node_modules/gatsby-plugin-react-i18next/package.json", (t) =>
      t.replace(/"version": "[^"]+"/, '"version": "4.0.0"'),
    )
    expect(() => checkReuseInstances(copy)).toThrow(
      /^workaround "i18n plugin" .*gatsby-plugin-react-i18next 4\.0\.0 installed, not 3\.x/,
    )
  })

  it("consent-gated tag manager: fails when the plugin no longer keys its script or <noscript> as the gate expects", () => {
    const file = "node_modules/gatsby-plugin-google-tagmanager/gatsby-ssr.js"
    edit(copy, file, (t) =>
      t.replace(
        'key: "plugin-google-tagmanager",\n      dangerouslySetInnerHTML: {\n        __html: (0',
        'key: "gtm",\n      dangerouslySetInnerHTML: {\n        __html: (0',
      ),
    )
    expect(() => checkTagManagerGate(copy)).toThrow(
      /^workaround "consent-gated tag manager" \(src\/lib\/consent\/tag-manager-ssr\.tsx\): .*script.* not found in .*gatsby-ssr\.js; written for gatsby-plugin-google-tagmanager 5\.16/,
    )
    const again = copyOfProject()
    edit(again, file, (t) => t.replace(/createElement\("noscript"/, 'createElement("template"'))
    expect(() => checkTagManagerGate(again)).toThrow(/^workaround "consent-gated tag manager" .*noscript.* not found/)
  })
})
