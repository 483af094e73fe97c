/** @jest-environment node */
import fs from "fs"
import path from "path"
import { servedFiles } from "../../scripts/bench/servers.mjs"
import { temporaryFolder } from "./temporary-folder"

describe("bench: the files a server is warmed with", () => {
  it("lists every file a page load can ask for, from the build's root, and leaves out the CMS and source maps", () => {
    const root = temporaryFolder("served")
    for (const file of [
      "index.html",
      "en/index.html",
      "app-1.js",
      "app-1.js.map",
      "admin/decap.js",
      "static/a/b.avif",
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), "x")
    }
    expect(servedFiles(root)).toEqual(["/app-1.js", "/en/index.html", "/index.html", "/static/a/b.avif"])
  })
})
