import React from "react"

/** The id of the element that ends a page's first screen: the first frame waits for it (gatsby-ssr.tsx). */
export const FIRST_SCREEN_END = "first-screen-end"

/**
 * The attribute the build gives the element that ends the first screen in each page's HTML: while it stands, what
 * follows the first screen is locked, neither styled nor laid out (src/node/gatsby-output/critical-css.ts). The after-paint loader
 * removes it once it has shown all of that; a page React renders later never has it.
 */
export const REST_LOCK = "data-rest-locked"

/**
 * The end of the first screen, the last element of every page's hero: what comes before it (the head with its CSS,
 * the header and the hero) is what the first frame shows, and what the build holds to the first round trip
 * (src/node/gatsby-output/first-screen.ts).
 */
export default function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END} hidden />
}
