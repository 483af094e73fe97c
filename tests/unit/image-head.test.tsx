import React from "react"
import { IMAGE_COMPONENT_HEAD, withoutImageComponentHead } from "../../src/node/gatsby-output/image-head"

// What gatsby-plugin-image's own gatsby-ssr.js sets, run as Gatsby runs it.
function pluginHead(): React.ReactNode[] {
  let head: React.ReactNode[] = []
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as {
    onRenderBody: (api: { setHeadComponents: (components: React.ReactNode[]) => void }) => void
  }
  onRenderBody({ setHeadComponents: (components) => (head = components) })
  return head
}

describe("gatsby-plugin-image's head", () => {
  it("is the three elements the installed plugin sets on every page", () => {
    expect(pluginHead().map((node) => (node as React.ReactElement).key)).toEqual(IMAGE_COMPONENT_HEAD)
  })

  it("is left out of a page's head, and the page's own head elements stay in their order", () => {
    const own = [<meta key="a" name="a" />, <link key="b" rel="b" />]
    expect(withoutImageComponentHead([own[0], ...pluginHead(), own[1]])).toEqual(own)
  })

  it("fails the build, naming the work-around, when the plugin no longer sets it", () => {
    expect(() => withoutImageComponentHead([<meta key="a" name="a" />])).toThrow(
      /^workaround "critical CSS" \(src\/node\/gatsby-output\/critical-css\.ts\): gatsby-plugin-image's head elements .* not found/,
    )
  })
})
