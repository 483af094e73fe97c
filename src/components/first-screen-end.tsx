import React from "react"

/** The id of the element that ends a page's first screen: the first frame waits for it (gatsby-ssr.tsx). */
export const FIRST_SCREEN_END = "first-screen-end"

/**
 * The end of the first screen, the last element of every page's hero: what comes before it (the head with its CSS,
 * the header and the hero) is what the first frame shows, and what the build holds to the first round trip
 * (src/node/gatsby-output/first-screen.ts).
 */
export default function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END} hidden />
}
