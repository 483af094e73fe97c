/**
 * gatsby-plugin-image defaults: webp at quality 50, the xs..2xl breakpoints, and the image's dominant colour
 * as its placeholder (seven bytes of CSS where a blurred thumbnail was a hundred of base64 on every page).
 * Densities 1 and 2: with breakpoints set the plugin ignores pixel densities, so the queries in
 * src/components/fragments.ts make sure each width's 2x is a breakpoint (tests/e2e/pages.spec.ts checks it).
 */
export const breakpoints = [320, 640, 768, 1024, 1280, 1536]

export const imageDefaults = {
  formats: ["webp"],
  placeholder: "dominantColor",
  quality: 50,
  breakpoints,
}
