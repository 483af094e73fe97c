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
import { CONSENT_COOKIE, consentCookieValue, consentExpired, MAPS_SERVICE } from "./cookies"
import { nextTask } from "../runtime/next-task"

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

/** The banner's texts of one language, a chunk each: a page loads its own language's, a switch the other's. */
const consentTexts = (language: Language): Promise<ConsentTexts> =>
  import(`../../../content/consent/${language}.json`).then((module: { default: ConsentTexts }) => module.default)

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
    // The page's language's texts, requested with the library (one round trip, not two); run() asks for them
    // again through `texts` and gets the module webpack already has.
    consentTexts(language),
  ]).then(async ([api]) => {
    const links = Object.fromEntries(
      languages.map((lang) => [
        lang,
        { privacy: pathOf("privacy-policy", lang), impressum: pathOf("impressum", lang) },
      ]),
    ) as Record<Language, { privacy: string; impressum: string }>
    const apply = ({ cookie }: { cookie: { categories: string[] } }) => {
      applyConsent(cookie.categories)
      keepMapsExplicit(api)
    }
    watchAcceptAll(api)
    forgetExpiredConsent()
    keepTypingFieldFocused()
    // The chunks that arrived last (the library, the texts) were evaluated in the task running now; the
    // library's run (reading the cookie, building the banner and laying it out) goes in a task of its own
    // instead of lengthening that one (README "Performance").
    await nextTask()
    await api.run(
      consentConfig({
        language,
        texts: consentTexts,
        links,
        secure: window.location.protocol === "https:",
        callbacks: { onConsent: apply, onChange: apply },
      }),
    )
    // A positive sign for the browser tests (and anyone debugging): the stored consent has been read and applied.
    document.documentElement.dataset.consent = api.validConsent() ? "stored" : "asked"
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

/**
 * The library moves the focus into the banner when it shows it (to its own unfocusable target, so a screen reader
 * starts there). A visitor who is typing in a form field when the banner arrives keeps the field: the focus goes
 * straight back, so no key they type lands in the banner. A focus the visitor moves into the banner themselves
 * (Tab, a click on a button) goes to one of its controls and stays.
 */
function keepTypingFieldFocused(): void {
  document.addEventListener("focusin", (event) => {
    const { target, relatedTarget: field } = event
    const typedIn =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && !/^(button|submit|reset|checkbox|radio|file|image)$/.test(field.type))
    const intoBanner =
      target instanceof HTMLElement &&
      target.tabIndex < 0 &&
      !!target.closest("#cc-main") &&
      !target.matches("a, button, input")
    if (typedIn && intoBanner) field.focus({ preventScroll: true })
  })
}

/** An expired record counts as no consent: the cookie goes, and the banner asks again. */
function forgetExpiredConsent(): void {
  if (consentExpired(consentCookieValue(document.cookie), Date.now()))
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}

/**
 * "Accept" / "Accept all" means the banner's categories, not the maps service: that one only the visitor's own
 * yes turns on (the control beside the address field, or its toggle saved in the cookie settings). A click on an
 * accept-all button remembers whether maps was on before; the consent callback then takes back what the button
 * added.
 */
let acceptAll: { mapsBefore: boolean } | null = null

function watchAcceptAll(api: Api): void {
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null
      if (target?.closest?.('#cc-main [data-role="all"]')) {
        acceptAll = { mapsBefore: api.validConsent() && api.acceptedCategory(MAPS_SERVICE) }
      }
    },
    true,
  )
}

function keepMapsExplicit(api: Api): void {
  const click = acceptAll
  acceptAll = null
  if (!click || click.mapsBefore || !api.acceptedCategory(MAPS_SERVICE)) return
  const categories = api.getUserPreferences().acceptedCategories.filter((c) => c !== MAPS_SERVICE)
  // After the library has finished its own accept (it calls back in the middle of it).
  setTimeout(() => api.acceptCategory(categories), 0)
}

/** Whether the visitor has said yes to address suggestions from Google Maps (false until the consent is read). */
export async function mapsAllowed(language: Language): Promise<boolean> {
  const api = await startConsent(language)
  return api.validConsent() && api.acceptedCategory(MAPS_SERVICE)
}

/**
 * The visitor's yes to address suggestions, kept with their other choices (cc_cookie, the same lifetime). Before
 * the banner is answered, the yes is recorded alone: analytics and ads stay off until the visitor says otherwise.
 */
export async function allowMaps(language: Language): Promise<void> {
  const api = await startConsent(language)
  if (api.validConsent() && api.acceptedCategory(MAPS_SERVICE)) return
  const accepted = api.validConsent() ? api.getUserPreferences().acceptedCategories : []
  api.acceptCategory([...accepted.filter((c) => c !== MAPS_SERVICE), MAPS_SERVICE])
}

export { pushPageView } from "./tag-manager"
