/**
 * gatsby-plugin-image defaults, as the specification sets them: webp at quality 50, the xs..2xl breakpoints, and a
 * blurred placeholder: a thumbnail 10 px wide (its height by the image's ratio, 10 px at most for the site's
 * landscape images), webp at the same quality, which src/components/content-image.tsx draws under the image with a
 * 3 px blur (PLACEHOLDER_BLUR_PX) until the image has loaded.
 * Densities 1 and 2: with breakpoints set the plugin ignores pixel densities, so the queries in
 * src/components/fragments.ts make sure each width's 2x is a breakpoint (tests/e2e/pages.spec.ts checks it).
 */
export const breakpoints = [320, 640, 768, 1024, 1280, 1536]

/** The width of an image's placeholder thumbnail, in pixels. */
export const PLACEHOLDER_WIDTH = 10

/** The blur the placeholder is drawn with, in CSS pixels (src/styles/base.css `.content-image__placeholder`). */
export const PLACEHOLDER_BLUR_PX = 3

export const imageDefaults = {
  formats: ["webp"],
  placeholder: "blurred",
  blurredOptions: { width: PLACEHOLDER_WIDTH, toFormat: "webp" },
  quality: 50,
  breakpoints,
}
