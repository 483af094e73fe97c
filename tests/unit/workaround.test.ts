/** @jest-environment node */
import fs from "fs"
import path from "path"
import { requireFile, requireMajor, requireTarget, WORKAROUNDS } from "../../src/node/gatsby-output/workaround"
import { temporaryFolder } from "./temporary-folder"

describe("a work-around's build check", () => {
  it("passes when its target is found, and otherwise fails naming the work-around, its file and its version", () => {
    expect(() => requireTarget("scripts after paint", true, "unused")).not.toThrow()
    expect(() => requireTarget("scripts after paint", null, "Gatsby's async entry scripts not found in agb")).toThrow(
      'workaround "scripts after paint" (src/node/gatsby-output/scripts-after-paint.ts): Gatsby\'s async entry scripts not found ' +
        "in agb; written for gatsby 5.16; see docs/workarounds.md",
    )
  })

  it("fails when a package's major version is not the one it was written for", () => {
    const root = temporaryFolder("major")
    fs.mkdirSync(path.join(root, "node_modules", "react"), { recursive: true })
    fs.writeFileSync(path.join(root, "node_modules", "react", "package.json"), '{"version":"18.3.1"}')
    expect(() => requireMajor("NUL bytes stripped", "react", 18, root)).not.toThrow()
    expect(() => requireMajor("NUL bytes stripped", "react", 19, root)).toThrow(
      /^workaround "NUL bytes stripped" \(src\/node\/gatsby-output\/page-rewrites\.ts\): react 18\.3\.1 installed, not 19\.x;/,
    )
  })

  it("fails when a file it patches is gone, or no longer holds what it patches", () => {
    const root = temporaryFolder("file")
    fs.writeFileSync(path.join(root, "a.js"), "exports.a = 1")
    expect(() => requireFile("i18n plugin", "a.js", /exports\.a/, root)).not.toThrow()
    expect(() => requireFile("i18n plugin", "b.js", undefined, root)).toThrow(
      /^workaround "i18n plugin" .*: b\.js not found;/,
    )
    expect(() => requireFile("i18n plugin", "a.js", /exports\.b/, root)).toThrow(
      /^workaround "i18n plugin" .*: \/exports\\\.b\/ not found in a\.js;/,
    )
  })

  it("are at most twelve, each with its file", () => {
    expect(Object.keys(WORKAROUNDS).length).toBeLessThanOrEqual(12)
    for (const { files } of Object.values(WORKAROUNDS))
      for (const file of files) expect(fs.existsSync(path.resolve(__dirname, "../..", file))).toBe(true)
  })
})
