/** @jest-environment node */
import config from "../../gatsby-config"

type PluginEntry = string | { resolve: string; options?: { defaults?: Record<string, unknown> } }

describe("image processing", () => {
  // What gatsby-plugin-sharp really receives. The rendered result (breakpoints, densities 1 and 2, webp, the
  // dominant colour behind each image) is checked in the browser, tests/e2e/pages.spec.ts.
  const sharp = (config.plugins as PluginEntry[]).find(
    (plugin) => typeof plugin !== "string" && plugin.resolve === "gatsby-plugin-sharp",
  )
  const defaults = typeof sharp === "string" ? undefined : sharp?.options?.defaults

  it("encodes webp at quality 50", () => {
    expect(defaults).toMatchObject({ formats: ["webp"], quality: 50 })
    expect(defaults).not.toHaveProperty("webpOptions")
  })

  it("takes the image's dominant colour as its placeholder, and makes full-width variants at the xs..2xl breakpoints", () => {
    expect(defaults).toMatchObject({ placeholder: "dominantColor", breakpoints: [320, 640, 768, 1024, 1280, 1536] })
    expect(defaults).not.toHaveProperty("blurredOptions")
  })
})
