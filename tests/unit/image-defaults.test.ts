/** @jest-environment node */
import React from "react"
import config from "../../gatsby-config"
import { withoutImageComponentHead } from "../../src/components/content-image"

type PluginEntry = string | { resolve: string; options?: { defaults?: Record<string, unknown> } }

describe("image processing", () => {
  // What gatsby-plugin-sharp really receives. The rendered result (breakpoints, densities 1 and 2, webp,
  // the 10 px placeholder and its 3 px blur) is checked in the browser, tests/e2e/pages.spec.ts.
  const sharp = (config.plugins as PluginEntry[]).find(
    (plugin) => typeof plugin !== "string" && plugin.resolve === "gatsby-plugin-sharp",
  )
  const defaults = typeof sharp === "string" ? undefined : sharp?.options?.defaults

  it("encodes webp at quality 50, images and placeholders alike", () => {
    expect(defaults).toMatchObject({ formats: ["webp"], quality: 50 })
    expect(defaults).not.toHaveProperty("webpOptions")
  })

  it("makes a blurred placeholder 10 px wide and full-width variants at the xs..2xl breakpoints", () => {
    expect(defaults).toMatchObject({
      placeholder: "blurred",
      blurredOptions: { width: 10, toFormat: "webp" },
      breakpoints: [320, 640, 768, 1024, 1280, 1536],
    })
  })
})

describe("gatsby-plugin-image's head components", () => {
  it("are all left out of the pages, and nothing else is", () => {
    const { onRenderBody } = jest.requireActual("gatsby-plugin-image/gatsby-ssr")
    const added: React.ReactNode[] = []
    onRenderBody({ setHeadComponents: (components: React.ReactNode[]) => added.push(...components) })
    // What the plugin adds for its own <GatsbyImage>, which the site does not render (ContentImage).
    expect(added.map((el) => (React.isValidElement(el) ? el.type : null))).toEqual(["style", "noscript", "script"])
    const ours = React.createElement("script", { key: "language-redirect" })
    expect(withoutImageComponentHead([...added, ours, "text"])).toEqual([ours, "text"])
  })
})
