/**
 * Every image a page renders has its blurred placeholder (src/components/content-image.tsx, as the specification
 * sets it: a 10 px webp thumbnail at quality 50, blurred by 3 px): the build fails naming each page and image that
 * has none, such as an image drawn without ContentImage, or a query whose image lost its placeholder.
 */
import fs from "fs"
import path from "path"
import { PLACEHOLDER_CLASS } from "../../components/content-image"
import { isGatsbyPage, pagesUnder } from "./pages"

/** A placeholder as ContentImage renders it: its class and a webp thumbnail as its background. */
const placeholder = new RegExp(
  `^<span class="${PLACEHOLDER_CLASS}" aria-hidden="true" style="background-image:url\\(data:image/webp;base64,[A-Za-z0-9+/=]+\\)"></span>`,
)

/** Why each image of a page lacks its blurred placeholder (none: every image has one). */
export function imagesWithoutPlaceholder(html: string): string[] {
  const problems: string[] = []
  for (const img of html.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="([^"]*)"/.exec(img[0])?.[1] ?? "(no src)"
    const before = html.slice(0, img.index)
    const box = before.lastIndexOf('<div class="content-image ')
    const between = box < 0 ? "" : before.slice(box).replace(/^<div[^>]*>/, "")
    if (box < 0 || /<div\b|<\/div>/.test(between)) problems.push(`${src}: not drawn by ContentImage`)
    else if (!placeholder.test(between)) problems.push(`${src}: no blurred placeholder`)
  }
  return problems
}

/** Every page Gatsby rendered, each image with its blurred placeholder; fails naming each that has none. */
export function checkImagePlaceholders(publicDir: string): { pages: number; images: number } {
  const problems: string[] = []
  let pages = 0
  let images = 0
  for (const file of pagesUnder(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    if (!isGatsbyPage(html)) continue
    pages++
    images += (html.match(/<img\b/g) ?? []).length
    for (const problem of imagesWithoutPlaceholder(html)) problems.push(`${path.relative(publicDir, file)}: ${problem}`)
  }
  if (problems.length) throw new Error(`Images without their blurred placeholder:\n${problems.join("\n")}`)
  return { pages, images }
}
