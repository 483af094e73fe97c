/**
 * gatsby-ssr's part of the tag manager (src/lib/consent/tag-manager.ts): gatsby-plugin-google-tagmanager's
 * elements as they go into every page.
 */
import React from "react"
import { requireTarget } from "../../node/gatsby-output/workaround"

/**
 * The key the plugin gives its head snippet and its pre-body <noscript> (gatsby-plugin-google-tagmanager 5.16); the
 * build checks the plugin still gives it (checkTagManagerGate, src/node/gatsby-output/dependency-workarounds.ts).
 */
export const PLUGIN_KEY = "plugin-google-tagmanager"
export const ANALYTICS_CATEGORY = "analytics"

type Element = React.ReactElement<{ dangerouslySetInnerHTML?: { __html?: string } }>

/** Whether a head element is a script the browser runs holding the tag manager's loader (`'gtm.start'`). */
const isRunnableTagManager = (node: React.ReactNode): boolean => {
  const element = node as Element
  return (
    element?.type === "script" &&
    !(element.props as { type?: string }).type &&
    !!element.props.dangerouslySetInnerHTML?.__html?.includes("gtm.start")
  )
}

/**
 * The plugin's head snippet, made inert until the consent library activates the analytics category. Fails the build
 * when a tag manager snippet is left runnable (the plugin gave it another key): it would load before any consent.
 */
export function gateTagManager(components: readonly React.ReactNode[]): React.ReactNode[] {
  const gated = components.map((node) => {
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
  requireTarget(
    "consent-gated tag manager",
    !gated.some(isRunnableTagManager),
    `the plugin's head script (key "${PLUGIN_KEY}") not found; its gtm.js snippet would run without consent`,
  )
  return gated
}

/** Drops the plugin's <noscript> iframe: without JavaScript nobody can consent, so nothing may load. */
export const withoutTagManagerNoscript = (components: readonly React.ReactNode[]): React.ReactNode[] =>
  components.filter((node) => (node as Element)?.key !== PLUGIN_KEY)
