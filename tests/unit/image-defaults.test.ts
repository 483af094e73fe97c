/** @jest-environment node */
import config from "../../gatsby-config"

type PluginEntry = string | { resolve: string; options?: { defaults?: Record<string, unknown> } }

describe("image processing", () => {
  // What gatsby-plugin-sharp really receives. The rendered result (breakpoints, densities 1 and 2, webp, the
  // blurred placeholder under each image) is checked in the browser, tests/e2e/pages.spec.ts and images.spec.ts.
  const sharp = (config.plugins as PluginEntry[]).find(
    (plugin) => typeof plugin !== "string" && plugin.resolve === "gatsby-plugin-sharp",
  )
  const defaults = typeof sharp === "string" ? undefined : sharp?.options?.defaults

  it("encodes webp at quality 50", () => {
    expect(defaults).toMatchObject({ formats: ["webp"], quality: 50 })
    expect(defaults).not.toHaveProperty("webpOptions")
  })

  it("makes a blurred 10 px webp placeholder, and full-width variants at the xs..2xl breakpoints", () => {
    expect(defaults).toMatchObject({
      placeholder: "blurred",
      blurredOptions: { width: 10, toFormat: "webp" },
      breakpoints: [320, 640, 768, 1024, 1280, 1536],
    })
  })
})
