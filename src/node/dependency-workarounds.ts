/**
 * The build-time checks of the work-arounds that patch how dependencies are installed and bundled (docs/workarounds.md):
 * each fails the build, naming itself, when the file, export or version it was written for is gone. The rewrites of
 * the built pages check their own targets where they match them (page-rewrites.ts, scripts-after-paint.ts,
 * critical-css.ts, consent-stylesheet.ts, sonner-swipe-loader.cjs).
 */
import fs from "fs"
import path from "path"
import { pluginFacades } from "./plugin-facades"
import { installedVersion, requireFile, requireMajor, requireTarget } from "./workaround"

/** gatsby-plugin-react-i18next's browser side, which the browser build replaces with plugin-browser.tsx. */
export const PLUGIN_BROWSER_FILE = /[\\/]gatsby-plugin-react-i18next[\\/]gatsby-browser\.js$/

/** i18next's ES module build, which the plugin's require("i18next") is pointed at. */
export const I18NEXT_ES_BUILD = "node_modules/i18next/dist/esm/i18next.js"

const requires = (request: string) => new RegExp(`require\\(["']${request}["']\\)`)

/** Every .js file of an installed package, its node_modules left out. */
export function packageFiles(pkg: string, root: string = process.cwd()): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === "node_modules") return []
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : entry.name.endsWith(".js") ? [full] : []
    })
  return walk(path.join(root, "node_modules", pkg))
}

/** sharp `overrides`: gatsby-plugin-sharp still asks for the sharp that downloads libvips outside the registry. */
export function checkSharpOverride(root: string = process.cwd()): void {
  const plugin = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules/gatsby-plugin-sharp/package.json"), "utf8"),
  ) as { dependencies?: Record<string, string> }
  const asked = plugin.dependencies?.sharp
  requireTarget("sharp override", asked?.startsWith("^0.32"), `gatsby-plugin-sharp asks for sharp ${asked}, not ^0.32`)
  const project = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    overrides?: Record<string, string>
  }
  const pinned = project.overrides?.sharp
  requireTarget(
    "sharp override",
    pinned && installedVersion("sharp", root) === pinned,
    `sharp ${installedVersion("sharp", root)} installed, overrides say ${pinned}`,
  )
}

/** GATSBY_ADAPTERS_MANIFEST: Gatsby still reads the variable instead of fetching the manifest. */
export const checkAdaptersManifest = (root?: string): void =>
  requireFile(
    "offline adapters manifest",
    "node_modules/gatsby/dist/utils/get-latest-gatsby-files.js",
    /process\.env\.GATSBY_ADAPTERS_MANIFEST/,
    root,
  )

/** The i18next alias: the plugin still require()s i18next, and the ES build the alias names is there. */
export function checkOneI18next(root?: string): void {
  requireFile("one i18next", I18NEXT_ES_BUILD, undefined, root)
  requireFile(
    "one i18next",
    "node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js",
    requires("i18next"),
    root,
  )
}

/**
 * The facades: every package a facade is listed for still require()s its module, and react-i18next's ES build,
 * which the `sideEffects: false` rule names, is where the rule looks.
 */
export function checkPluginFacades(root: string = process.cwd()): void {
  for (const facade of pluginFacades) {
    requireFile("plugin facades", facade.facade, undefined, root)
    for (const pkg of facade.packages) {
      const found = packageFiles(pkg, root).some((file) => requires(facade.request).test(fs.readFileSync(file, "utf8")))
      requireTarget("plugin facades", found, `no file of ${pkg} require()s "${facade.request}"`)
    }
  }
  requireFile("plugin facades", "node_modules/react-i18next/dist/es/package.json", undefined, root)
}

/** The plugin's browser side as a chunk of its own: the file replaced and the module it loads in its place. */
export function checkPluginBrowserChunk(root?: string): void {
  requireFile(
    "plugin browser chunk",
    "node_modules/gatsby-plugin-react-i18next/gatsby-browser.js",
    /wrapPageElement/,
    root,
  )
  requireFile(
    "plugin browser chunk",
    "node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js",
    /exports\.wrapPageElement\s*=\s*wrapPageElement/,
    root,
  )
}

/** One i18next instance per language: written for the plugin's wrapPageElement of major version 3. */
export const checkReuseInstances = (root?: string): void =>
  requireMajor("one i18next instance per language", "gatsby-plugin-react-i18next", 3, root)

/** The checks of the work-arounds gatsby-node applies to the webpack configuration. */
export function checkWebpackTargets(root?: string): void {
  checkOneI18next(root)
  checkPluginFacades(root)
  checkPluginBrowserChunk(root)
  checkReuseInstances(root)
}
