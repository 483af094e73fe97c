/**
 * Google Tag Manager through gatsby-plugin-google-tagmanager, gated by the consent library, with Google
 * Consent Mode v2. The plugin renders its gtm.js snippet into every page; `gateTagManager` (gatsby-ssr) turns
 * it into `<script type="text/plain" data-category="analytics">`, which vanilla-cookieconsent runs only once
 * analytics is accepted, and drops the plugin's <noscript> iframe (it would load Google's page without
 * consent). Without GATSBY_GTM_ID the plugin is not configured and nothing of this reaches a page.
 */

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

/** The container id (public configuration); webpack inlines it into the browser code. */
export const gtmId = (): string | undefined => process.env.GATSBY_GTM_ID || undefined

/**
 * The plugin's options, or null without a container id. Its route-change event keeps its default name
 * ("gatsby-route-change", without path or language) and is not what the container listens to: page views are
 * our `page_view` event (pushPageView), which carries path and language. Web-vitals tracking stays off: it
 * would run an inline polyfill and fetch the web-vitals chunk on every page before any consent, and it
 * reports FID, which Google retired for INP.
 */
export function gtmPluginOptions(id: string | undefined) {
  if (!id) return null
  return { id, includeInDevelopment: false, enableWebVitalsTracking: false }
}

/**
 * Inline <head> script: Consent Mode defaults, everything denied, before any other script can push.
 * `gtag` must push the `arguments` object itself: that is what Google's tags read.
 */
export function consentDefaultScript(): string {
  return (
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
    "gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied'," +
    "ad_personalization:'denied',wait_for_update:500});"
  )
}

export type Categories = { analytics: boolean; ads: boolean }

export function consentState({ analytics, ads }: Categories) {
  const grant = (on: boolean) => (on ? "granted" : "denied")
  return {
    analytics_storage: grant(analytics),
    ad_storage: grant(ads),
    ad_user_data: grant(ads),
    ad_personalization: grant(ads),
  }
}

/** Sends `consent update`; called on first consent, on every page load with stored consent, on every change. */
export function updateConsent(categories: Categories, win: DataLayerWindow = window): void {
  win.gtag?.("consent", "update", consentState(categories))
}

/** A page view for client-side navigations (the first page load is counted by the container itself). */
export function pushPageView(path: string, language: string, win: DataLayerWindow = window): void {
  if (!win.dataLayer) return
  win.dataLayer.push({ event: "page_view", page_path: path, page_language: language })
}
