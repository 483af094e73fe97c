/**
 * A page's first screen: its HTML up to the element that ends it (FirstScreenEnd, the target of the `rel="expect"`
 * link that holds the first frame, gatsby-ssr.tsx): the head with its inline CSS, the header and the hero. It must
 * arrive in the first round trip of a new connection, with room for copy twice as long
 * (docs/decisions/0011-first-screen-in-the-first-round-trip.md).
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { FIRST_SCREEN_END } from "../../components/first-screen-end"
import { isGatsbyPage, pagesUnder } from "./pages"

/**
 * What a first screen may weigh, gzip: 14 KB. The first round trip carries 14,600 bytes (ten TCP segments) of
 * response, about 1.6 KB of them headers (most of it the CSP); the host sends Brotli, which on these pages is 10-15 %
 * smaller than gzip, so 14 KB of gzip is about what the window leaves for Brotli-compressed HTML.
 */
export const FIRST_SCREEN_BYTES = 14 * 1024

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length

/**
 * The copy of a first screen: its text as a reader or a search engine gets it (the title, the descriptions, the
 * structured data, the text of the header and hero), without markup, styles or code.
 */
export function copyOf(html: string): string {
  const attributes = [
    ...html.matchAll(/<meta (?:name|property)="[^"]*(?:title|description)"[^>]*content="([^"]*)"/g),
    ...html.matchAll(/ (?:alt|aria-label)="([^"]+)"/g),
  ].map((m) => m[1])
  const text = html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
  return [...attributes, text].join(" ")
}

export type FirstScreen = { bytes: number; copyBytes: number }

/**
 * A page's first screen, gzip: its bytes, and its copy's on its own. Copy twice as long adds text that compresses
 * about as well as the copy does alone, but not against it (new words, not the same ones again), so the first screen
 * with doubled copy weighs about `bytes + copyBytes`. Null when the page has no end of its first screen.
 */
export function firstScreen(html: string): FirstScreen | null {
  const part = firstScreenHtml(html)
  return part === null ? null : { bytes: gzip(part), copyBytes: gzip(copyOf(part)) }
}

/** A page's HTML up to the element that ends its first screen, or null when it has none. */
export function firstScreenHtml(html: string): string | null {
  const end = html.indexOf(` id="${FIRST_SCREEN_END}"`)
  return end < 0 ? null : html.slice(0, html.lastIndexOf("<", end))
}

/**
 * Why a page's first screen fails the budget, or null when it fits with room for doubled copy; `screen` is the
 * page's, when already measured.
 */
export function firstScreenProblem(page: string, html: string, screen = firstScreen(html)): string | null {
  if (!screen)
    return `${page} has no end of its first screen (id="${FIRST_SCREEN_END}"), so its first frame waits for the whole page`
  const doubled = screen.bytes + screen.copyBytes
  if (doubled <= FIRST_SCREEN_BYTES) return null
  return (
    `${page}: first screen ${screen.bytes} bytes gzip, ${doubled} with its copy doubled ` +
    `(${screen.copyBytes} more), over the first round trip's ${FIRST_SCREEN_BYTES}`
  )
}

/**
 * Every page Gatsby rendered, its first screen held to the budget; fails naming each page over it. Returns the
 * number of pages and the heaviest first screen.
 */
export function checkFirstScreens(publicDir: string): { pages: number; heaviest: string } {
  const problems: string[] = []
  let pages = 0
  let heaviest = { page: "", bytes: 0, doubled: 0 }
  for (const file of pagesUnder(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    if (!isGatsbyPage(html)) continue
    pages++
    const page = path.relative(publicDir, file)
    const screen = firstScreen(html)
    const problem = firstScreenProblem(page, html, screen)
    if (problem) problems.push(problem)
    if (screen && screen.bytes > heaviest.bytes)
      heaviest = { page, ...screen, doubled: screen.bytes + screen.copyBytes }
  }
  if (!pages) problems.push(`no page Gatsby rendered in ${publicDir}`)
  if (problems.length) throw new Error(`First screens over the first round trip:\n${problems.join("\n")}`)
  return { pages, heaviest: `${heaviest.page} ${heaviest.bytes} bytes gzip, ${heaviest.doubled} with doubled copy` }
}
