import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { gateTagManager, PLUGIN_KEY, withoutTagManagerNoscript } from "../../src/lib/consent/tag-manager-ssr"
import { gtmPluginOptions } from "../../src/lib/consent/tag-manager"
import { TAG_MANAGER_KEY } from "../../src/node/gatsby-output/dependency-workarounds"

type RenderBody = (
  api: { setHeadComponents: (c: React.ReactNode[]) => void; setPreBodyComponents: (c: React.ReactNode[]) => void },
  options: object,
) => void

/** The installed plugin's own head and pre-body elements, with the site's options. */
function pluginElements() {
  const { onRenderBody } = jest.requireActual("gatsby-plugin-google-tagmanager/gatsby-ssr") as {
    onRenderBody: RenderBody
  }
  const rendered = { head: [] as React.ReactNode[], preBody: [] as React.ReactNode[] }
  onRenderBody(
    {
      setHeadComponents: (c) => rendered.head.push(...c),
      setPreBodyComponents: (c) => rendered.preBody.push(...c),
    },
    { ...gtmPluginOptions("GTM-ABC"), includeInDevelopment: true },
  )
  return rendered
}

describe("the tag manager's consent gate on the installed plugin", () => {
  it("leaves no tag manager code that runs or loads without consent", () => {
    const { head, preBody } = pluginElements()
    const html = renderToStaticMarkup(
      <>
        {gateTagManager(head)}
        {withoutTagManagerNoscript(preBody)}
      </>,
    )
    expect(html).toMatch(/^<script type="text\/plain" data-category="analytics">.*gtm\.start.*GTM-ABC.*<\/script>$/s)
    expect(html).not.toContain("<noscript")
  })

  it("is checked at build time by the key it gates by", () => {
    expect(TAG_MANAGER_KEY).toBe(PLUGIN_KEY)
  })

  it("fails the build when the plugin's snippet comes under another key, rather than let it run", () => {
    const { head } = pluginElements()
    const renamed = head.map((node) => React.cloneElement(node as React.ReactElement, { key: "gtm" }))
    expect(() => gateTagManager(renamed)).toThrow(
      /^workaround "consent-gated tag manager" \(src\/lib\/consent\/tag-manager-ssr\.tsx\): the plugin's head script \(key "plugin-google-tagmanager"\) not found;/,
    )
  })
})
