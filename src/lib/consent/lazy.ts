import type { Language } from "../language/languages"

/**
 * The consent code (banner start, language, Consent Mode updates, page views) as a chunk of its own: nothing
 * of it is needed to render or hydrate a page, so gatsby-browser.tsx and the footer's "Cookie settings"
 * button load it when they first need it, and the first-load JavaScript does not carry it. The banner's
 * library, which the consent code always loads next, is requested at the same time (one round trip, not two).
 */
export const consentModule = () => {
  void import("vanilla-cookieconsent")
  return import("./index")
}

/** Opens the cookie settings (the footer's "Cookie settings", the maps status's link to them). */
export const openConsentSettings = (language: Language) =>
  void consentModule().then((consent) => consent.openPreferences(language))
