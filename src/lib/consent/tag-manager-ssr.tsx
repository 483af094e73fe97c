/**
 * gatsby-ssr's part of the tag manager (src/lib/consent/tag-manager.ts): gatsby-plugin-google-tagmanager's
 * elements as they go into every page.
 */
import React from "react"

/** The key the plugin gives its head snippet and its pre-body <noscript> (gatsby-plugin-google-tagmanager 5.16). */
export const PLUGIN_KEY = "plugin-google-tagmanager"
export const ANALYTICS_CATEGORY = "analytics"

type Element = React.ReactElement<{ dangerouslySetInnerHTML?: { __html?: string } }>

/** The plugin's head snippet, made inert until the consent library activates the analytics category. */
export function gateTagManager(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.map((node) => {
    const element = node as Element
    if (element?.key !== PLUGIN_KEY || element.type !== "script") return node
    return (
      <script
        key={PLUGIN_KEY}
        type="text/plain"
        data-category={ANALYTICS_CATEGORY}
        dangerouslySetInnerHTML={{ __html: element.props.dangerouslySetInnerHTML?.__html ?? "" }}
      />
    )
  })
}

/** Drops the plugin's <noscript> iframe: without JavaScript nobody can consent, so nothing may load. */
export const withoutTagManagerNoscript = (components: readonly React.ReactNode[]): React.ReactNode[] =>
  components.filter((node) => (node as Element)?.key !== PLUGIN_KEY)
