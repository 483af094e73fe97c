/**
 * The icon sprite (src/lib/icon-sprite.ts): written beside the pages, and checked against them after the build, so
 * an icon a page draws is never missing from it. Each symbol is what @iconify/react makes of the icon's data
 * (`buildIcon`: its view box with the icon's offsets, rotation and flips applied, and its body), at build time: no
 * page loads Iconify, and no icon comes from its API.
 */
import fs from "fs"
import path from "path"
import { buildIcon, type IconifyIcon } from "@iconify/react"
import { icons } from "../../lib/icons"
import { ICON_SPRITE, iconId } from "../../lib/icon-sprite"
import { pagesUnder } from "./pages"

/** The sprite of `registry`: one `<symbol>` per icon, by its id; two icons with one id fail the build. */
export function iconSprite(registry: Record<string, IconifyIcon> = icons): string {
  const keys = new Map<string, string>()
  const symbols = Object.entries(registry).map(([key, icon]) => {
    const id = iconId(icon)
    const other = keys.get(id)
    if (other) throw new Error(`Icons "${other}" and "${key}" have the same id ${id} in the sprite (src/lib/icons.ts)`)
    keys.set(id, key)
    const { attributes, body } = buildIcon(icon)
    return `<symbol id="${id}" viewBox="${attributes.viewBox}">${body}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
}

export function writeIconSprite(publicDir: string): void {
  fs.writeFileSync(path.join(publicDir, ICON_SPRITE), iconSprite())
}

const uses = new RegExp(`<use href="${ICON_SPRITE.replace(/\./g, "\\.")}#([^"]+)"`, "g")

/** The ids a page's HTML draws from the sprite that the sprite lacks. */
export function missingIcons(html: string, sprite: string): string[] {
  return [...new Set([...html.matchAll(uses)].map((m) => m[1]))].filter((id) => !sprite.includes(`<symbol id="${id}"`))
}

/** Fails the build naming each built page that draws an icon the written sprite lacks; returns the pages checked. */
export function checkIconUses(publicDir: string): number {
  const sprite = fs.readFileSync(path.join(publicDir, ICON_SPRITE), "utf8")
  const pages = pagesUnder(publicDir)
  const problems = pages.flatMap((file) =>
    missingIcons(fs.readFileSync(file, "utf8"), sprite).map((id) => `${path.relative(publicDir, file)} draws #${id}`),
  )
  if (problems.length) throw new Error(`Icons missing from ${ICON_SPRITE} (src/lib/icons.ts):\n${problems.join("\n")}`)
  return pages.length
}
