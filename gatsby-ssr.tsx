import React from "react"
import type { GatsbySSR } from "gatsby"
import { languageRedirectScript } from "./src/lib/language/redirect-script"
import { consentDefaultScript, gtmId } from "./src/lib/consent/tag-manager"
import { gateTagManager, withoutTagManagerNoscript } from "./src/lib/consent/tag-manager-ssr"
import { HydrateLater } from "./src/components/hydrate-later"
import { FIRST_SCREEN_END } from "./src/components/first-screen-end"
import { withoutImageComponentHead } from "./src/node/gatsby-output/image-head"
import { requireTarget } from "./src/node/gatsby-output/workaround"

// The same Suspense boundary as gatsby-browser's, so the server's HTML carries its markers.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <HydrateLater>{element}</HydrateLater>

/**
 * The first paint waits until the parser has passed the hero, so the header and the first screen are drawn whole, and
 * not longer: the rest of the page follows below it. A browser draws a page while it parses it; when the HTML arrives
 * in parts (a slow network) or parses slowly (a slow phone), a frame drawn from half a first screen shows a header
 * with half its navigation, or a hero with half its text, that then moves as the rest arrives. `<link rel="expect"
 * blocking="render">` is the platform's way to say which element a first frame needs: Chromium waits until it is in
 * the document (not until its end tag, so the target is the hero's last element, FirstScreenEnd); other browsers
 * ignore the link and draw as they did. What comes before it fits the first round trip (src/node/gatsby-output/first-screen.ts).
 */
const firstPaintAfterFirstScreen = (
  <link key="first-paint-after-first-screen" rel="expect" href={`#${FIRST_SCREEN_END}`} {...{ blocking: "render" }} />
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // Consent Mode defaults must come before anything else; only when analytics is configured at all.
    ...(gtmId() ? [<script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />] : []),
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript() }} />,
    firstPaintAfterFirstScreen,
  ])
}

/**
 * The font of the first screen's headings (display serif), preloaded from the inlined CSS, where Gatsby names the
 * @fontsource file `/static/<file>-<hash>.woff2`. A page with an inline stylesheet that names no such file fails
 * the build (a renamed font file or another naming would otherwise drop the preload silently).
 */
export const PRELOADED_FONTS = [/\/static\/fraunces-latin-600-normal-\w+\.woff2/]

/** The preloaded fonts' addresses in a page's inline CSS; none without inline CSS (the development server's). */
export function preloadedFonts(css: string): string[] {
  const found = PRELOADED_FONTS.map((pattern) => pattern.exec(css)?.[0])
  requireTarget(
    "Gatsby's data files",
    !css || found.every(Boolean),
    `the inline stylesheet names no font file ${PRELOADED_FONTS.filter((_, i) => !found[i]).join(", ")} to preload`,
  )
  return found.filter((href): href is string => !!href)
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  replacePreBodyComponents,
}) => {
  const head = withoutImageComponentHead(getHeadComponents()) as React.ReactElement[]
  const css = head
    .filter((el) => el?.type === "style")
    .map(
      (el) => (el?.props as { dangerouslySetInnerHTML?: { __html?: string } })?.dangerouslySetInnerHTML?.__html ?? "",
    )
    .join("")
  const fonts = preloadedFonts(css)
  replaceHeadComponents([
    ...fonts.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // gatsby-plugin-google-tagmanager's snippet runs only after analytics consent (src/lib/consent/tag-manager.ts).
    ...gateTagManager(head),
  ])
  replacePreBodyComponents(withoutTagManagerNoscript(getPreBodyComponents()))
}
