import "@fontsource/fraunces/latin-500.css"
import "@fontsource/fraunces/latin-600.css"
// Imported one by one (not through CSS @import) so webpack's build cache sees every change.
import "./src/styles/base.css"
import "./src/styles/layout.css"
import "./src/styles/components.css"
import "./src/styles/pages.css"
import "./src/styles/consent.css"
import type { GatsbyBrowser } from "gatsby"
import { splitLanguage } from "./src/lib/languages"
import { setConsentLanguage, startConsent } from "./src/lib/consent"
import { pushPageView } from "./src/lib/consent/tag-manager"
import { installChunkGuard, startVersionCheck } from "./src/lib/runtime"

const whenIdle = (task: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(task, { timeout: 1500 }) : setTimeout(task, 200)

type TestHooks = Window & { __hydrated?: boolean; __checkVersion?: () => Promise<boolean> }

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installChunkGuard()
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const versionCheck = startVersionCheck()
  // Hooks for the browser tests: hydration finished, and "check for a new version now".
  const hooks = window as TestHooks
  hooks.__checkVersion = versionCheck.check
  hooks.__hydrated = true
  whenIdle(() => startConsent(splitLanguage(window.location.pathname).language))
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  const { language } = splitLanguage(location.pathname)
  setConsentLanguage(language)
  if (prevLocation) pushPageView(location.pathname, language)
}
