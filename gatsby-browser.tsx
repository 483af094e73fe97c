import "@fontsource/fraunces/latin-500.css"
import "@fontsource/fraunces/latin-600.css"
// Imported one by one (not through CSS @import) so webpack's build cache sees every change.
import "./src/styles/base.css"
import "./src/styles/layout.css"
import "./src/styles/components.css"
import "./src/styles/pages.css"
import "./src/styles/consent.css"
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { HydrateLater } from "./src/components/hydrate-later"
import { splitLanguage } from "./src/lib/language/languages"
import { setConsentLanguage, startConsent } from "./src/lib/consent"
import { pushPageView } from "./src/lib/consent/tag-manager"
import { installChunkGuard, startVersionCheck } from "./src/lib/runtime"

const whenIdle = (task: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(task, { timeout: 1500 }) : setTimeout(task, 200)

type TestHooks = Window & { __checkVersion?: () => Promise<boolean> }

// The whole app is one Suspense boundary (also in gatsby-ssr): React's first, uninterruptible hydration pass
// stops there, and the page (i18next's set-up, the template, the layout) hydrates in interruptible slices.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <HydrateLater>{element}</HydrateLater>

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installChunkGuard()
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const versionCheck = startVersionCheck()
  // Hook for the browser tests: "check for a new version now". (`__hydrated` is set by the layout, once the
  // page itself has hydrated: this runs when the root has, before the page's slices.)
  ;(window as TestHooks).__checkVersion = versionCheck.check
  whenIdle(() => startConsent(splitLanguage(window.location.pathname).language))
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  const { language } = splitLanguage(location.pathname)
  setConsentLanguage(language)
  if (prevLocation) pushPageView(location.pathname, language)
}
