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

/**
 * The `overrides` of package.json: for each pinned package, the package that asks for it, and the range it asks for
 * when the override was written. sharp's pin lies outside that range (^0.32 downloads libvips outside the registry),
 * the others inside it, holding the version whose prebuilt binaries the lockfile installs from the registry.
 */
export const REGISTRY_ONLY_PINS = [
  { pkg: "sharp", askedBy: "gatsby-plugin-sharp", asks: "^0.32" },
  { pkg: "msgpackr-extract", askedBy: "msgpackr", asks: "^3." },
  { pkg: "unrs-resolver", askedBy: "jest-resolve", asks: "^1." },
] as const

/**
 * The `overrides` of package.json that replace a version with a published advisory by its fixed release, where the
 * package that asks for it pins a range without the fix. Each stays while its asker asks for that range: when an
 * upgrade of the asker moves past it, the check fails, and the override can go (or be written anew).
 */
export const ADVISORY_PINS = [
  { pkg: "lodash", askedBy: "@graphql-codegen/plugin-helpers", asks: "~4.17.0", pinned: "4.18.1" },
  { pkg: "path-to-regexp", askedBy: "gatsby", asks: "0.1.12", pinned: "0.1.13" },
  { pkg: "immutable", askedBy: "@ardatan/relay-compiler", asks: "~3.7.6", pinned: "3.8.4" },
  { pkg: "trim", askedBy: "decap-cms/node_modules/remark-parse", asks: "0.0.1", pinned: "0.0.3" },
  { pkg: "serialize-javascript", askedBy: "css-minimizer-webpack-plugin", asks: "^5.0.1", pinned: "7.1.4" },
  { pkg: "cookie", askedBy: "gatsby", asks: "^0.5.0", pinned: "0.7.2" },
  { pkg: "tmp", askedBy: "external-editor", asks: "^0.0.33", pinned: "0.2.7" },
] as const

/** The version of `pkg` that `askedBy` gets: its own nested copy, or the one beside it. */
function versionFor(pkg: string, askedBy: string, root: string): string | null {
  const nested = path.join("node_modules", askedBy, "node_modules", pkg, "package.json")
  const hoisted = path.join("node_modules", pkg, "package.json")
  const file = [nested, hoisted].map((f) => path.join(root, f)).find((f) => fs.existsSync(f))
  return file ? (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version : null
}

/** Each advisory pin's asker still asks for the range without the fix, and gets the pinned version. */
export function checkAdvisoryOverrides(root: string = process.cwd()): void {
  for (const { pkg, askedBy, asks, pinned } of ADVISORY_PINS) {
    const askerFile = path.join(root, "node_modules", askedBy, "package.json")
    if (!fs.existsSync(askerFile)) continue
    const asker = JSON.parse(fs.readFileSync(askerFile, "utf8")) as { dependencies?: Record<string, string> }
    const asked = asker.dependencies?.[pkg]
    requireTarget(
      "package overrides",
      asked === asks,
      `${askedBy} asks for ${pkg} ${asked}, not ${asks}: the advisory override of ${pkg} may go`,
    )
    const installed = versionFor(pkg, askedBy, root)
    requireTarget(
      "package overrides",
      installed === pinned,
      `${askedBy} gets ${pkg} ${installed}, not the advisory fix ${pinned} package.json overrides with`,
    )
  }
}

/**
 * Registry-only installs: each package that asks for a pinned one still asks for the range the pin was written for,
 * and the pinned version is the one installed. A package whose asker is not installed (jest in an install without
 * development packages) is not installed either: nothing to check.
 */
export function checkRegistryOnlyInstalls(root: string = process.cwd()): void {
  const project = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    overrides?: Record<string, string>
  }
  for (const { pkg, askedBy, asks } of REGISTRY_ONLY_PINS) {
    const askerFile = path.join(root, "node_modules", askedBy, "package.json")
    if (!fs.existsSync(askerFile)) continue
    const asker = JSON.parse(fs.readFileSync(askerFile, "utf8")) as Record<
      "dependencies" | "optionalDependencies",
      Record<string, string> | undefined
    >
    const asked = asker.dependencies?.[pkg] ?? asker.optionalDependencies?.[pkg]
    requireTarget("package overrides", asked?.startsWith(asks), `${askedBy} asks for ${pkg} ${asked}, not ${asks}`)
    const pinned = project.overrides?.[pkg]
    const installed = installedVersion(pkg, root)
    requireTarget(
      "package overrides",
      pinned && installed === pinned,
      `${pkg} ${installed} installed, overrides say ${pinned}`,
    )
  }
  checkAdvisoryOverrides(root)
}

/** GATSBY_ADAPTERS_MANIFEST: Gatsby still reads the variable instead of fetching the manifest. */
export const checkAdaptersManifest = (root?: string): void =>
  requireFile(
    "offline adapters manifest",
    "node_modules/gatsby/dist/utils/get-latest-gatsby-files.js",
    /process\.env\.GATSBY_ADAPTERS_MANIFEST/,
    root,
  )

/** The i18next alias (part of the facades): the plugin still require()s i18next, and the ES build the alias names is there. */
export function checkOneI18next(root?: string): void {
  requireFile("i18n plugin", I18NEXT_ES_BUILD, undefined, root)
  requireFile(
    "i18n plugin",
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
    requireFile("i18n plugin", facade.facade, undefined, root)
    for (const pkg of facade.packages) {
      const found = packageFiles(pkg, root).some((file) => requires(facade.request).test(fs.readFileSync(file, "utf8")))
      requireTarget("i18n plugin", found, `no file of ${pkg} require()s "${facade.request}"`)
    }
  }
  requireFile("i18n plugin", "node_modules/react-i18next/dist/es/package.json", undefined, root)
}

/** The plugin's browser side as a chunk of its own: the file replaced and the module it loads in its place. */
export function checkPluginBrowserChunk(root?: string): void {
  requireFile("i18n plugin", "node_modules/gatsby-plugin-react-i18next/gatsby-browser.js", /wrapPageElement/, root)
  requireFile(
    "i18n plugin",
    "node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js",
    /exports\.wrapPageElement\s*=\s*wrapPageElement/,
    root,
  )
}

/** One i18next instance per language: written for the plugin's wrapPageElement of major version 3. */
export const checkReuseInstances = (root?: string): void =>
  requireMajor("i18n plugin", "gatsby-plugin-react-i18next", 3, root)

/** The key of the plugin's elements, which tag-manager-ssr.tsx (PLUGIN_KEY) gates them by; not imported: JSX. */
export const TAG_MANAGER_KEY = "plugin-google-tagmanager"

/**
 * The tag manager's consent gate (src/lib/consent/tag-manager-ssr.tsx) finds the plugin's head script and pre-body
 * <noscript> by their key. Checked on every build, with or without a container id: a build without one renders
 * neither, so the gate would not notice a renamed key until analytics is switched on.
 */
export function checkTagManagerGate(root?: string): void {
  const file = "node_modules/gatsby-plugin-google-tagmanager/gatsby-ssr.js"
  for (const element of ["script", "noscript"])
    requireFile(
      "consent-gated tag manager",
      file,
      new RegExp(`createElement\\("${element}",\\s*\\{\\s*key:\\s*["'\`]${TAG_MANAGER_KEY}["'\`]`),
      root,
    )
}

/** The checks gatsby-node runs in onCreateWebpackConfig, before webpack bundles what they patch. */
export function checkWebpackTargets(root?: string): void {
  checkOneI18next(root)
  checkPluginFacades(root)
  checkPluginBrowserChunk(root)
  checkReuseInstances(root)
  checkTagManagerGate(root)
}
