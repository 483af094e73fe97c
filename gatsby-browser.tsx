import "@fontsource/fraunces/latin-500.css"
import "@fontsource/fraunces/latin-600.css"
import "@fontsource-variable/inter/wght.css"
// Imported one by one (not through CSS @import) so webpack's build cache sees every change.
import "./src/styles/base.css"
import "./src/styles/layout.css"
import "./src/styles/components.css"
import "./src/styles/pages.css"
import "./src/styles/consent.css"
import type { GatsbyBrowser } from "gatsby"
import { splitLanguage } from "./src/lib/languages"
import { setConsentLanguage, startConsent } from "./src/lib/consent"
import { pushPageView } from "./src/lib/analytics"

const whenIdle = (task: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(task, { timeout: 1500 }) : setTimeout(task, 200)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Lets browser tests wait until React has attached its handlers.
  ;(window as Window & { __hydrated?: boolean }).__hydrated = true
  whenIdle(() => startConsent(splitLanguage(window.location.pathname).language))
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  const { language } = splitLanguage(location.pathname)
  setConsentLanguage(language)
  if (prevLocation) pushPageView(location.pathname, language)
}
