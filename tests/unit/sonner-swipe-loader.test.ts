import fs from "fs"
import path from "path"
import { toasterOptions } from "../../src/lib/runtime/toast-options"
// The loader is CommonJS, as webpack loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../../src/node/gatsby-output/sonner-swipe-loader.cjs") as (
  this: unknown,
  source: string,
) => string

const run = (source: string, threshold: number = toasterOptions.swipeThreshold) =>
  loader.call({ getOptions: () => ({ threshold }) }, source)

describe("sonner swipe threshold", () => {
  for (const file of ["index.mjs", "index.js"]) {
    it(`sets the site's distance in sonner's ${file}`, () => {
      const source = fs.readFileSync(path.join(require.resolve("sonner"), "..", file), "utf8")
      expect(source).toMatch(/const SWIPE_THRESHOLD = 45;/)
      const patched = run(source)
      expect(patched).toContain("const SWIPE_THRESHOLD = 50;")
      expect(patched).not.toMatch(/const SWIPE_THRESHOLD = 45;/)
      expect(patched.length).toBe(source.length)
    })
  }

  it("fails the build when a sonner upgrade no longer has the constant", () => {
    expect(() => run("const SWIPE_DISTANCE = 45;")).toThrow(
      /^workaround "sonner swipe distance" \(src\/node\/gatsby-output\/sonner-swipe-loader\.cjs\): SWIPE_THRESHOLD not found in .*; written for sonner 2\.0; see docs\/workarounds\.md$/,
    )
  })

  it("needs a number", () => {
    expect(() => run("const SWIPE_THRESHOLD = 45;", Number.NaN)).toThrow(/numeric threshold/)
  })
})
