/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { transformSync } from "@babel/core"
import { babelrcReducer } from "gatsby/dist/redux/reducers/babelrc"
import { babelPresetForStage, SITE_BABEL_PRESET } from "../../src/node/babel-stage"

type Preset = {
  (api: unknown, options: { stage?: string }): { plugins: unknown[] }
  forcedTransforms: Record<string, string>
  stages: string[]
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { browserslist } = require("../../package.json") as { browserslist: string[] }

const pluginPackages = (plugins: unknown[]) =>
  plugins.map((entry) => String(Array.isArray(entry) ? entry[0] : entry).replace(/\\/g, "/"))

/**
 * babel-preset-gatsby reads the browserslist Gatsby resolved from .cache/babelState.json in the working directory,
 * unless it was loaded in its test mode (NODE_ENV=test, as Jest runs): each case loads it afresh, outside test
 * mode, in a directory of its own with the queries it names.
 */
function withBrowserslist<T>(queries: string[], run: (preset: Preset) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "babel-preset-"))
  fs.mkdirSync(path.join(dir, ".cache"))
  fs.writeFileSync(path.join(dir, ".cache/babelState.json"), JSON.stringify({ browserslist: queries }))
  const cwd = process.cwd()
  const nodeEnv = process.env.NODE_ENV
  process.chdir(dir)
  process.env.NODE_ENV = "production"
  try {
    let result: T | undefined
    jest.isolateModules(() => {
      // The preset is CommonJS so Babel can load it; its export is the preset function.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      result = run(require("../../src/node/babel-preset.cjs") as Preset)
    })
    return result as T
  } finally {
    process.chdir(cwd)
    process.env.NODE_ENV = nodeEnv
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const source = `
export class FetchError extends Error {
  name = "FetchError"
}
export const pick = (options, list) => [...list, options?.method ?? "GET"]
`

const compile = (stage: string, queries = browserslist) =>
  withBrowserslist(
    queries,
    (preset) =>
      transformSync(source, {
        babelrc: false,
        configFile: false,
        filename: "/site/src/example.js",
        presets: [[preset, { stage }]],
      })!.code!,
  )

describe("the site's Babel preset (Gatsby's, without the transforms no target needs)", () => {
  it("keeps classes, class fields, spread, ?? and ?. as they are for the site's browsers", () => {
    const code = compile("build-javascript")
    expect(code).toMatch(/class FetchError extends Error \{\s*name = "FetchError";/)
    expect(code).toContain('[...list, options?.method ?? "GET"]')
    expect(code).not.toMatch(/wrapNativeSuper|inheritsLoose|_defineProperty|void 0/)
  })

  it("drops all five on a browser stage and the three it adds there on a server-rendering stage", () => {
    withBrowserslist(browserslist, (preset) => {
      const forced = Object.keys(preset.forcedTransforms)
      for (const stage of preset.stages) {
        const plugins = pluginPackages(preset({}, { stage }).plugins)
        expect(plugins.filter((file) => forced.some((name) => file.includes(`/node_modules/${name}/`)))).toEqual([])
      }
    })
    // What Gatsby's preset does besides stays, for example React's prop types out of the production bundle.
    const browserPlugins = withBrowserslist(browserslist, (preset) =>
      pluginPackages(preset({}, { stage: "build-javascript" }).plugins),
    )
    expect(browserPlugins.some((file) => file.includes("babel-plugin-transform-react-remove-prop-types"))).toBe(true)
  })

  it("keeps a transform that a browser of the list needs", () => {
    const code = compile("build-javascript", ["safari 9"])
    expect(code).not.toMatch(/class FetchError/)
    expect(code).not.toContain("?.")
    expect(code).not.toContain("??")
  })

  it("refuses to run without a Gatsby build stage", () => {
    withBrowserslist(browserslist, (preset) => {
      expect(() => preset({}, {})).toThrow(/no Gatsby build stage/)
      expect(() => preset({}, { stage: "test" })).toThrow(/no Gatsby build stage/)
    })
  })
})

describe("the stage gatsby-node.ts hands the preset", () => {
  it("reaches each stage's own options in Gatsby's reducer", () => {
    const stages = ["develop", "develop-html", "build-javascript", "build-html"]
    let state = babelrcReducer(undefined, { type: "INIT" } as never)
    for (const stage of stages) {
      state = babelrcReducer(state, { type: "SET_BABEL_PRESET", payload: babelPresetForStage(stage) } as never)
    }
    for (const stage of stages) {
      const presets = state.stages[stage as keyof typeof state.stages].presets
      expect(presets).toEqual([expect.objectContaining({ name: SITE_BABEL_PRESET, options: { stage } })])
    }
  })
})
