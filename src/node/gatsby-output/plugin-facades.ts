/**
 * ES module facades for what CommonJS plugin files require() in the browser build (gatsby-node.ts,
 * `onCreateWebpackConfig`; docs/workarounds.md). A require() uses a module whole, so webpack keeps
 * every name the required module exports: all of react-i18next (Trans and its HTML parser) and all of gatsby's
 * browser entry (gatsby-script, Slice) sat in the chunks every page loads. Each facade re-exports only the names
 * those files use; `plugin-facades.test.ts` reads the installed plugins' files and fails when they use a name a
 * facade lacks.
 */
export type PluginFacade = {
  /** The module the plugin files require(). */
  request: string
  /** The packages whose files get the facade instead. */
  packages: readonly string[]
  /** The facade, from the project's root. */
  facade: string
}

export const pluginFacades: readonly PluginFacade[] = [
  {
    request: "react-i18next",
    packages: ["gatsby-plugin-react-i18next"],
    facade: "src/lib/language/react-i18next-for-plugin.ts",
  },
  {
    request: "gatsby",
    packages: ["gatsby-plugin-react-i18next", "gatsby-plugin-manifest"],
    facade: "src/lib/runtime/gatsby-for-plugins.ts",
  },
]

/** The requests a facade stands in for, for webpack's normalModuleReplacement (derived: the table is the one list). */
export const facadeRequests = new RegExp(`^(${[...new Set(pluginFacades.map((facade) => facade.request))].join("|")})$`)

/**
 * The facade for a require() of `request` from a file in `context` (webpack's directory of the requiring file,
 * without a trailing separator: a package's root file has the package's directory itself), or undefined.
 */
export function facadeFor(request: string, context: string): PluginFacade | undefined {
  const directories = context.split(/[\\/]/)
  const at = directories.lastIndexOf("node_modules")
  if (at < 0 || !directories[at + 1]) return undefined
  const packageName = directories[at + 1]!.startsWith("@")
    ? directories.slice(at + 1, at + 3).join("/")
    : directories[at + 1]!
  return pluginFacades.find((facade) => facade.request === request && facade.packages.includes(packageName))
}
