/**
 * Rasterises the illustrations in content/artwork/*.svg into generated/artwork/*.png, which
 * gatsby-plugin-image then turns into responsive webp. A company that has photos drops them into
 * content/images/ under the same name and they win (see schema.ts).
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"

/** Wide enough for the largest breakpoint (1536) and 2x of the 1024 layout column. */
const RASTER_WIDTH = 2048

export async function rasteriseArtwork(sourceDir: string, targetDir: string): Promise<string[]> {
  fs.mkdirSync(targetDir, { recursive: true })
  if (!fs.existsSync(sourceDir)) return []
  const written: string[] = []
  for (const file of fs
    .readdirSync(sourceDir)
    .filter((f) => f.endsWith(".svg"))
    .sort()) {
    const source = path.join(sourceDir, file)
    const target = path.join(targetDir, file.replace(/\.svg$/, ".png"))
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs) continue
    await sharp(source, { density: 144 }).resize({ width: RASTER_WIDTH }).png({ compressionLevel: 9 }).toFile(target)
    written.push(target)
  }
  return written
}
