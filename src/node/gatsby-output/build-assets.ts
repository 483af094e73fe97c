/**
 * Files the build publishes beside the pages: the favicons, the build's identity for the version check
 * (builds/latest.json) and the cookie banner's stylesheet.
 */
import { createRequire } from "module"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { CONSENT_STYLESHEET } from "../../lib/consent/assets"
import { consentStylesheet } from "./consent-stylesheet"
import { requireTarget } from "./workaround"

/** An .ico file holding PNG images (supported by every current browser and by Windows). */
function icoFromPngs(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

export async function writeFavicons(iconSvg: string, publicDir: string, background: string): Promise<void> {
  fs.mkdirSync(publicDir, { recursive: true })
  const png = (size: number, padding = 0) =>
    sharp(iconSvg, { density: 384 })
      .resize(size - padding * 2, size - padding * 2)
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background })
      .flatten({ background })
      .png()
      .toBuffer()
  fs.copyFileSync(iconSvg, path.join(publicDir, "favicon.svg"))
  fs.writeFileSync(path.join(publicDir, "favicon-96x96.png"), await png(96))
  fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await png(180, 18))
  const ico = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), icoFromPngs(ico))
}

/**
 * builds/latest.json (polled by the version check) and builds/meta/{buildId}.json (the build's manifest).
 * The build id is Gatsby's webpack compilation hash, which every page also carries (and the version check compares
 * with it): a Gatsby that stops writing it into app-data.json fails the build here, not with an id "undefined".
 */
export function writeBuildInfo(publicDir: string, commit?: string): { id: string; time: string } {
  const file = path.join(publicDir, "page-data/app-data.json")
  requireTarget("Gatsby's data files", fs.existsSync(file), "page-data/app-data.json not found")
  const hash = (JSON.parse(fs.readFileSync(file, "utf8")) as { webpackCompilationHash?: unknown })
    .webpackCompilationHash
  requireTarget(
    "Gatsby's data files",
    typeof hash === "string" && /^\w+$/.test(hash),
    `page-data/app-data.json has no webpackCompilationHash (${JSON.stringify(hash)})`,
  )
  const info = { id: hash, time: new Date().toISOString() }
  fs.mkdirSync(path.join(publicDir, "builds/meta"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "builds/latest.json"), JSON.stringify(info))
  fs.writeFileSync(
    path.join(publicDir, `builds/meta/${info.id}.json`),
    JSON.stringify({ ...info, ...(commit ? { commit } : {}) }),
  )
  return info
}

/**
 * The cookie banner's stylesheet, published as a file that the banner loads with itself. Imported through
 * webpack it would be inlined into every page's HTML (Gatsby inlines all CSS). What changes in the library's
 * file, and why: consent-stylesheet.ts.
 */
export function writeVendorAssets(publicDir: string): void {
  const source = createRequire(path.resolve("package.json")).resolve("vanilla-cookieconsent/dist/cookieconsent.css")
  const css = consentStylesheet(fs.readFileSync(source, "utf8"))
  fs.mkdirSync(path.join(publicDir, "vendor"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, CONSENT_STYLESHEET), css)
}
