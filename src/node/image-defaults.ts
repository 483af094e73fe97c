/**
 * gatsby-plugin-image defaults: webp at quality 50 (the images and their placeholders: the
 * plugin encodes both with one quality), the xs..2xl breakpoints, a 10 px blurred placeholder (the 3 px blur
 * is CSS, .content-image::before).
 * Densities 1 and 2: with breakpoints set the plugin ignores pixel densities, so the queries in
 * src/components/fragments.ts make sure each width's 2x is a breakpoint (tests/e2e/pages.spec.ts checks it).
 */
export const breakpoints = [320, 640, 768, 1024, 1280, 1536]

export const imageDefaults = {
  formats: ["webp"],
  placeholder: "blurred",
  quality: 50,
  breakpoints,
  blurredOptions: { width: 10, toFormat: "webp" },
}
