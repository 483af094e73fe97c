/**
 * The consent code (banner start, language, Consent Mode updates, page views) as a chunk of its own: nothing
 * of it is needed to render or hydrate a page, so gatsby-browser.tsx and the footer's "Cookie settings"
 * button load it when they first need it, and the first-load JavaScript does not carry it.
 */
export const consentModule = () => import("./index")
