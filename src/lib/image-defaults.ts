/** Pixel densities for fixed and constrained images (used in the GraphQL fragments). */
export const outputPixelDensities = [1, 2]

/** gatsby-plugin-image defaults from SPEC section 9: webp, densities 1 and 2, the xs..2xl breakpoints, a 10px blurred placeholder. */
export const breakpoints = [320, 640, 768, 1024, 1280, 1536]

export const imageDefaults = {
  formats: ["webp"],
  placeholder: "blurred",
  quality: 75,
  breakpoints,
  blurredOptions: { width: 10, toFormat: "webp" },
}
