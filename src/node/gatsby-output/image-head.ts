/**
 * gatsby-plugin-image puts three elements into every page's head for its <GatsbyImage> component: a stylesheet, a
 * <noscript> stylesheet and a module script that fades images in. The site renders no <GatsbyImage>
 * (src/components/content-image.tsx draws the plugin's image data as a native <img>), so they only weigh on each
 * page's first round trip (about 450 bytes Brotli, and a CSP hash): part of the "critical CSS" work-around, which
 * keeps each page's HTML within it (docs/workarounds.md).
 */
import type React from "react"
import { requireTarget } from "./workaround"

/** The keys gatsby-plugin-image's gatsby-ssr.js gives its head elements. */
export const IMAGE_COMPONENT_HEAD = ["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]

/** The head components without gatsby-plugin-image's; fails the build when they are not all there to leave out. */
export function withoutImageComponentHead(head: readonly React.ReactNode[]): React.ReactNode[] {
  const keyOf = (node: React.ReactNode) =>
    node && typeof node === "object" && "key" in node ? String(node.key) : undefined
  const found = head.filter((node) => IMAGE_COMPONENT_HEAD.includes(keyOf(node) ?? ""))
  requireTarget(
    "critical CSS",
    found.length === IMAGE_COMPONENT_HEAD.length,
    `gatsby-plugin-image's head elements (${IMAGE_COMPONENT_HEAD.join(", ")}) not found`,
  )
  return head.filter((node) => !found.includes(node))
}
