/**
 * The cookie banner at runtime. The library, its CSS and the texts are loaded lazily (they are not needed
 * for the first paint); this module only keeps one instance and forwards language changes.
 */
import type * as CookieConsentApi from "vanilla-cookieconsent"
import { languages, type Language } from "../language/languages"
import { pathOf } from "../../routes"
import { gtmId, updateConsent } from "./tag-manager"
import { consentConfig, type ConsentTexts } from "./config"
import { CONSENT_STYLESHEET } from "./assets"

type Api = typeof CookieConsentApi

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link")
    link.rel = "stylesheet"
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => {
      console.warn(`Could not load ${href}`)
      resolve()
    }
    document.head.appendChild(link)
  })
}
let instance: Promise<Api> | null = null

/**
 * Applies the visitor's categories as a Consent Mode update. The tag manager itself is the plugin's snippet,
 * which the library runs when analytics is accepted (its `data-category` script blocking).
 */
export function applyConsent(acceptedCategories: readonly string[], id = gtmId()): void {
  if (!id) return
  updateConsent({ analytics: acceptedCategories.includes("analytics"), ads: acceptedCategories.includes("ads") })
}

export function startConsent(language: Language): Promise<Api> {
  if (instance) return instance
  instance = Promise.all([
    import("vanilla-cookieconsent"),
    loadStylesheet(CONSENT_STYLESHEET),
    import("../../../content/consent/de.json"),
    import("../../../content/consent/en.json"),
  ]).then(async ([api, , de, en]) => {
    const links = Object.fromEntries(
      languages.map((lang) => [
        lang,
        { privacy: pathOf("privacy-policy", lang), impressum: pathOf("impressum", lang) },
      ]),
    ) as Record<Language, { privacy: string; impressum: string }>
    const apply = ({ cookie }: { cookie: { categories: string[] } }) => applyConsent(cookie.categories)
    await api.run(
      consentConfig({
        language,
        texts: { de: de.default as ConsentTexts, en: en.default as ConsentTexts },
        links,
        secure: window.location.protocol === "https:",
        callbacks: { onConsent: apply, onChange: apply },
      }),
    )
    return api
  })
  return instance
}

/** The banner follows the page language, also after a switch. */
export function setConsentLanguage(language: Language): void {
  instance?.then((api) => api.setLanguage(language))
}

/** The footer's "Cookie settings" link. */
export function openPreferences(language: Language): void {
  startConsent(language).then((api) => api.showPreferences())
}
