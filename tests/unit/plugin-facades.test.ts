/** @jest-environment node */
import fs from "fs"
import path from "path"
import { facadeFor, facadeRequests, pluginFacades } from "../../src/node/gatsby-output/plugin-facades"
import { packageFiles } from "../../src/node/gatsby-output/dependency-workarounds"

const root = path.resolve(__dirname, "../..")

/** The names a CommonJS file reads from `require(request)`: `var _x = require("gatsby")` … `_x.navigate`. */
function namesRequired(source: string, request: string): string[] {
  const names = new Set<string>()
  const binding = new RegExp(`var (\\w+) = require\\("${request}"\\)`, "g")
  for (const [, variable] of source.matchAll(binding))
    for (const [, name] of source.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, "g"))) names.add(name!)
  return [...names]
}

/** The names an ES module facade re-exports (`export { A, B } from "…"`). */
function namesExported(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), "utf8")
  return [...source.matchAll(/export \{([^}]*)\} from/g)].flatMap(([, list]) => list!.split(",").map((n) => n.trim()))
}

describe("the facades for CommonJS plugin files", () => {
  // A plugin upgrade that reads another name would get undefined in the browser: this says which.
  it.each(pluginFacades.flatMap((facade) => facade.packages.map((name) => [facade.request, name, facade] as const)))(
    "hand every name %s's users in %s read",
    (request, name, facade) => {
      const used = packageFiles(name, root)
        .filter((file) => !/[\\/]gatsby-(node|ssr)\.js$/.test(file)) // not in the browser build
        .flatMap((file) => namesRequired(fs.readFileSync(file, "utf8"), request))
      expect(used.length).toBeGreaterThan(0)
      expect(namesExported(facade.facade)).toEqual(expect.arrayContaining(used))
    },
  )

  it("apply to the plugins' files wherever they sit in the package, and to nothing else", () => {
    const modules = path.join(root, "node_modules")
    expect(facadeFor("gatsby", path.join(modules, "gatsby-plugin-manifest"))?.facade).toBe(
      "src/lib/runtime/gatsby-for-plugins.ts",
    )
    expect(facadeFor("gatsby", path.join(modules, "gatsby-plugin-react-i18next/dist/plugin"))?.facade).toBe(
      "src/lib/runtime/gatsby-for-plugins.ts",
    )
    expect(facadeFor("react-i18next", path.join(modules, "gatsby-plugin-react-i18next/dist"))?.facade).toBe(
      "src/lib/language/react-i18next-for-plugin.ts",
    )
    expect(facadeFor("react-i18next", path.join(modules, "gatsby-plugin-manifest"))).toBeUndefined()
    expect(facadeFor("gatsby", path.join(modules, "gatsby-plugin-image/dist"))).toBeUndefined()
    expect(facadeFor("gatsby", path.join(root, "src/components"))).toBeUndefined()
    expect(facadeFor("gatsby", path.join(modules, "@scope/gatsby-plugin-manifest"))).toBeUndefined()
    // webpack asks facadeFor only for the requests of the table, exactly.
    expect(pluginFacades.every((facade) => facadeRequests.test(facade.request))).toBe(true)
    expect(facadeRequests.test("gatsby-plugin-image")).toBe(false)
    expect(facadeRequests.test("react-i18next/dist/es/Trans")).toBe(false)
  })
})
