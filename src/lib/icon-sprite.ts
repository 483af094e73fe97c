/**
 * The site's icons as one SVG sprite: each icon of the registry (src/lib/icons.ts) is a `<symbol>` of
 * ICON_SPRITE, a file of the site's own that the build writes (src/node/gatsby-output/icon-sprite.ts), and a page draws an icon
 * with `<use href="/icons.svg#id">`. An icon's paths then travel once per visit, not once per use in every page's
 * HTML, which keeps each page's first screen in the first round trip (docs/decisions/0011-first-screen-in-the-first-round-trip.md).
 */
export const ICON_SPRITE = "/icons.svg"

/**
 * An icon's id in the sprite, from its SVG body (a 32-bit FNV-1a hash): the same for the data a component imports
 * from @iconify-icons/ph and for the JSON a page query returns, so no page needs the registry to name an icon.
 */
export function iconId(icon: { readonly body?: unknown }): string {
  const body = String(icon.body)
  let hash = 0x811c9dc5
  for (let i = 0; i < body.length; i++) hash = Math.imul(hash ^ body.charCodeAt(i), 0x01000193)
  return `i${(hash >>> 0).toString(36)}`
}
