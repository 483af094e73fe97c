// Imported one by one (not through CSS @import) so webpack's build cache sees every change.
import "./src/styles/base.css"
import "./src/styles/layout.css"
import "./src/styles/components.css"
import "./src/styles/pages.css"
import "./src/styles/consent.css"
import "./src/styles/print.css"
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { HydrateLater } from "./src/components/hydrate-later"
import { splitLanguage } from "./src/lib/language/languages"
import { consentModule } from "./src/lib/consent/lazy"
import { installChunkGuard } from "./src/lib/runtime"
import { nextTask } from "./src/lib/runtime/next-task"

const whenIdle = (task: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(task, { timeout: 1500 }) : setTimeout(task, 200)

type TestHooks = Window & { __checkVersion?: () => Promise<boolean> }

// The whole app is one Suspense boundary (also in gatsby-ssr): React's first, uninterruptible hydration pass
// stops there, and the page (i18next's set-up, the template, the layout) hydrates in interruptible slices.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <HydrateLater>{element}</HydrateLater>

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installChunkGuard()
  // Gatsby waits for this promise before it asks for the page's data and chunk and renders: that work then runs
  // in a task of its own instead of lengthening the one that evaluated the app chunk (README "Performance").
  return nextTask()
}

// The new-version check and the consent code are not needed to render or hydrate a page: both are chunks of
// their own, loaded once the page is idle (README "Performance"), so the first-load JavaScript stays small.
const versionModule = () => import("./src/lib/runtime/new-version")

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Smooth scrolling from now on (base.css): not for the browser's own jump to the #place a page was opened at.
  document.documentElement.dataset.smoothScroll = ""
  const versionCheck = new Promise<{ check: () => Promise<boolean> }>((resolve) =>
    whenIdle(() => void versionModule().then((module) => resolve(module.startVersionCheck()))),
  )
  // Hook for the browser tests: "check for a new version now". (`__hydrated` is set by the layout, once the
  // page itself has hydrated: this runs when the root has, before the page's slices.)
  ;(window as TestHooks).__checkVersion = () => versionCheck.then((check) => check.check())
  whenIdle(
    () =>
      void consentModule().then((consent) => consent.startConsent(splitLanguage(window.location.pathname).language)),
  )
}

// Where a page opens, in place of Gatsby's default, which scrolls by the page's CSS: with smooth scrolling there
// (base.css) a new page was drawn at the old offset and glided to its top, and a page opened at #booking glided
// again once hydrated, from where the browser had put it with the first screen's CSS alone (clicks meanwhile
// landed on whatever passed under them).
// - To a place on the page shown (#id): Gatsby scrolls it into view, gliding where motion is welcome.
// - To a place on a page just opened: at once.
// - Back to a page seen before: at once, to the offset Gatsby saved for it.
// - To a new page: at once, to its top.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
  getSavedScrollPosition,
}) => {
  const { location } = routerProps
  if (location.hash) {
    if (prevRouterProps?.location.pathname === location.pathname) return true
    document.getElementById(decodeURI(location.hash).slice(1))?.scrollIntoView({ behavior: "instant" })
    return false
  }
  const [, saved] = (getSavedScrollPosition(location) as [number, number | null] | null) ?? [0, null]
  window.scrollTo({ top: saved ?? 0, behavior: "instant" })
  return false
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  const { language } = splitLanguage(location.pathname)
  // The server renders <html lang> (Seo); it changes only when a client-side navigation changes the language: set
  // at all, it restyles every element of the page.
  if (document.documentElement.lang !== language) document.documentElement.lang = language
  // On the first render there is nothing to tell the consent code yet (it starts with the page's language).
  if (!prevLocation) return
  void consentModule().then((consent) => {
    consent.setConsentLanguage(language)
    consent.pushPageView(location.pathname, language)
  })
}
