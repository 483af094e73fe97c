/**
 * Google Tag Manager, only after analytics consent (design card), with Google Consent Mode v2.
 * Without GATSBY_GTM_ID nothing here runs and no analytics code is rendered into pages.
 */
export const GTM_ORIGIN = "https://www.googletagmanager.com"

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

export const gtmId = (): string | undefined => process.env.GATSBY_GTM_ID || undefined

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

/** Adds gtm.js once. Returns false when nothing was loaded (no id, or already loaded). */
export function loadTagManager(
  id: string | undefined,
  doc: Document = document,
  win: DataLayerWindow = window,
): boolean {
  if (!id || doc.getElementById("gtm-script")) return false
  win.dataLayer = win.dataLayer || []
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
  const script = doc.createElement("script")
  script.id = "gtm-script"
  script.async = true
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
  doc.head.appendChild(script)
  return true
}

/** A page view for client-side navigations (the first page load is counted by the container itself). */
export function pushPageView(path: string, language: string, win: DataLayerWindow = window): void {
  if (!win.dataLayer) return
  win.dataLayer.push({ event: "page_view", page_path: path, page_language: language })
}
