/** @jest-environment node */
import fs from "fs"
import path from "path"
import { checkDecapScreens, DECAP_BUNDLE, DECAP_TARGETS } from "../../src/cms/admin-page"
import { writeBuildInfo } from "../../src/node/gatsby-output/build-assets"
import { preloadedFonts } from "../../gatsby-ssr"
import { temporaryFolder } from "./temporary-folder"

const root = path.resolve(__dirname, "../..")

describe("the version-tied spots' build checks", () => {
  it("Decap screens: pass on the installed bundle, and fail naming each target an upgrade removed", () => {
    expect(() => checkDecapScreens(root)).not.toThrow()
    const bundle = fs.readFileSync(path.join(root, DECAP_BUNDLE), "utf8")
    const breaking = [
      ['"nc-root"', '"app-root"', /\/"nc-root"\/ not found in node_modules\/decap-cms\/dist\/decap-cms\.js/],
      ['placeholder:"Email"', 'placeholder:"Email","aria-label":"Email"', /name:"email",placeholder:"Email",value:/],
      ['path:"/search/:searchTerm"', 'path:"/find/:searchTerm"', /search\\\/:searchTerm/],
    ] as const
    expect(breaking).toHaveLength(DECAP_TARGETS.length)
    for (const [from, to, message] of breaking) {
      const copy = temporaryFolder("decap")
      fs.mkdirSync(path.dirname(path.join(copy, DECAP_BUNDLE)), { recursive: true })
      fs.writeFileSync(path.join(copy, DECAP_BUNDLE), bundle.split(from).join(to))
      expect(() => checkDecapScreens(copy)).toThrow(
        new RegExp(`^workaround "Decap screens" \\(src/cms/admin-page\\.ts, src/cms/preview/search-hint\\.ts\\): .*`),
      )
      expect(() => checkDecapScreens(copy)).toThrow(message)
    }
  })

  it("Gatsby's data files: the build id comes from app-data.json, and a build without it fails, never 'undefined'", () => {
    const dir = temporaryFolder("build-id")
    fs.mkdirSync(path.join(dir, "page-data"), { recursive: true })
    fs.writeFileSync(path.join(dir, "page-data/app-data.json"), '{"webpackCompilationHash":"0123abcd"}')
    expect(writeBuildInfo(dir).id).toBe("0123abcd")
    expect(JSON.parse(fs.readFileSync(path.join(dir, "builds/latest.json"), "utf8")).id).toBe("0123abcd")
    fs.writeFileSync(path.join(dir, "page-data/app-data.json"), '{"compilationHash":"0123abcd"}')
    expect(() => writeBuildInfo(dir)).toThrow(
      /^workaround "Gatsby's data files" \(src\/node\/gatsby-output\/build-assets\.ts, .*\): page-data\/app-data\.json has no webpackCompilationHash \(undefined\)/,
    )
    fs.rmSync(path.join(dir, "page-data/app-data.json"))
    expect(() => writeBuildInfo(dir)).toThrow(/page-data\/app-data\.json not found/)
  })

  it("Gatsby's data files: the heading font is found in the inline stylesheet, or the build fails", () => {
    const css = "@font-face{font-family:Fraunces;src:url(/static/fraunces-latin-600-normal-0a1b2c3d.woff2)}"
    expect(preloadedFonts(css)).toEqual(["/static/fraunces-latin-600-normal-0a1b2c3d.woff2"])
    // The development server inlines no stylesheet: nothing to preload, nothing to check.
    expect(preloadedFonts("")).toEqual([])
    expect(() => preloadedFonts(css.replace("fraunces-latin-600-normal", "fraunces-latin-wght-normal"))).toThrow(
      /^workaround "Gatsby's data files" .*: the inline stylesheet names no font file .*fraunces-latin-600-normal.* to preload/,
    )
  })
})
