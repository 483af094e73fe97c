/**
 * The built pages, as the rewrites and checks of Gatsby's output find them. A module of its own, which imports none
 * of them, so every rewrite and check imports it and none imports another for it.
 */
import fs from "fs"
import path from "path"

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * The built pages: every HTML file but those under _gatsby/, where Gatsby keeps the HTML of its slices (the part of
 * the page it shares between pages, here its script tags) only to stitch them into the pages at build time.
 */
export const pagesUnder = (publicDir: string): string[] =>
  filesUnder(publicDir).filter(
    (f) => f.endsWith(".html") && !path.relative(publicDir, f).split(path.sep).includes("_gatsby"),
  )

/** The root element of a page Gatsby rendered. */
export const GATSBY_ROOT = '<div id="___gatsby">'

/** A page Gatsby rendered (not one of ours, such as the CMS's): its markup is what the rewrites match. */
export const isGatsbyPage = (html: string): boolean => html.includes(GATSBY_ROOT)
