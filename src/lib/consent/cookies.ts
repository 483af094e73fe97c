/**
 * What the site stores and why: the single declaration read by the consent banner (categories, auto-clear
 * rules, cookie tables) and by the privacy policy's cookie table, so the two cannot drift.
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Language } from "../language/languages"

export const CONSENT_COOKIE = "cc_cookie"
export const CONSENT_COOKIE_DAYS = 182
/** Raise when categories or processors change: every visitor is asked again. */
export const CONSENT_REVISION = 1

/**
 * Whether a stored consent record (cc_cookie's value) has outlived itself: its own expiry time has passed, or
 * its last consent is more than CONSENT_COOKIE_DAYS old. The library only checks the revision of a cookie it
 * finds; a cookie that outlives its record (a restored profile, a browser that extends it) would otherwise
 * keep an old yes alive.
 */
export function consentExpired(value: string | null | undefined, now: number): boolean {
  const record = readRecord(value)
  return !!record && recordExpired(record, now)
}

/**
 * The categories of a stored consent record (cc_cookie's value) that the banner's library would take as given:
 * complete, of the current revision and not expired (the checks the library makes when it starts, and
 * consentExpired's); null for any other. A part of the page that depends on a choice reads it with this as soon
 * as it renders, instead of waiting for the library, which loads when the browser is idle.
 */
export function storedCategories(value: string | null | undefined, now: number): readonly string[] | null {
  const record = readRecord(value)
  if (!record || recordExpired(record, now)) return null
  const complete =
    typeof record.consentId === "string" &&
    !!record.consentTimestamp &&
    !!record.lastConsentTimestamp &&
    Array.isArray(record.categories)
  return complete && record.revision === CONSENT_REVISION ? record.categories! : null
}

/** cc_cookie's value in a `document.cookie` string, if it holds one. */
export const consentCookieValue = (cookies: string): string | undefined =>
  cookies
    .split("; ")
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1)

type ConsentRecord = {
  categories?: string[]
  revision?: number
  consentId?: string
  consentTimestamp?: string
  lastConsentTimestamp?: string
  expirationTime?: number
}

function recordExpired(record: ConsentRecord, now: number): boolean {
  if (typeof record.expirationTime === "number" && record.expirationTime <= now) return true
  const last = Date.parse(record.lastConsentTimestamp ?? "")
  return Number.isFinite(last) && now - last > CONSENT_COOKIE_DAYS * 86_400_000
}

function readRecord(value: string | null | undefined): ConsentRecord | null {
  if (!value) return null
  try {
    const record: unknown = JSON.parse(decodeURIComponent(value))
    return record && typeof record === "object" ? (record as ConsentRecord) : null
  } catch {
    return null
  }
}

export type CategoryId = "necessary" | "analytics" | "ads" | "maps"
/** The maps service's id in the consent record. */
export const MAPS_SERVICE = "maps"
export type Duration = { amount: number; unit: "hours" | "days" | "years" }

export type CookieDeclaration = {
  name: string
  /** Pattern for the cookies the banner clears when the category is refused or revoked. */
  clear?: RegExp
  duration: Duration
  /** Who sets it, or null for the company that runs the site (its name is content/company.yaml's). */
  provider: string | null
  purpose: Record<Language, string>
}

/**
 * The banner's three categories, plus the maps service: address suggestions from Google Maps Places in the
 * booking form, a choice of its own that only the visitor's explicit yes turns on (beside the address field, or
 * its toggle in the cookie settings); the banner's "Accept" does not include it (src/lib/consent/index.ts).
 */
export const categories: Record<CategoryId, { readOnly: boolean; cookies: CookieDeclaration[] }> = {
  necessary: {
    readOnly: true,
    cookies: [
      {
        name: CONSENT_COOKIE,
        duration: { amount: CONSENT_COOKIE_DAYS, unit: "days" },
        provider: null,
        purpose: { de: "Speichert Ihre Cookie-Auswahl", en: "Stores your cookie choice" },
      },
      {
        name: LANGUAGE_COOKIE,
        duration: { amount: LANGUAGE_COOKIE_DAYS, unit: "days" },
        provider: null,
        purpose: { de: "Speichert die gewählte Sprache", en: "Stores the language you chose" },
      },
    ],
  },
  analytics: {
    readOnly: false,
    cookies: [
      {
        name: "_ga",
        clear: /^_ga/,
        duration: { amount: 2, unit: "years" },
        provider: "Google",
        purpose: {
          de: "Unterscheidet Besucher (Google Analytics 4)",
          en: "Distinguishes visitors (Google Analytics 4)",
        },
      },
      {
        name: "_ga_<ID>",
        clear: /^_ga_/,
        duration: { amount: 2, unit: "years" },
        provider: "Google",
        purpose: {
          de: "Speichert den Sitzungsstatus (Google Analytics 4)",
          en: "Keeps the session state (Google Analytics 4)",
        },
      },
      {
        name: "_gid",
        clear: /^_gid/,
        duration: { amount: 24, unit: "hours" },
        provider: "Google",
        purpose: { de: "Unterscheidet Besucher für 24 Stunden", en: "Distinguishes visitors for 24 hours" },
      },
    ],
  },
  ads: { readOnly: false, cookies: [] },
  maps: {
    readOnly: false,
    cookies: [
      {
        // Sets no cookie on this site: the row says what the yes lets through and how long it holds.
        name: "Google Maps Places",
        duration: { amount: CONSENT_COOKIE_DAYS, unit: "days" },
        provider: "Google",
        purpose: {
          de: "Adressvorschläge im Buchungsformular: erhält Ihre IP-Adresse und Ihre Eingaben in den Adressfeldern",
          en: "Address suggestions in the booking form: receives your IP address and what you type into the address fields",
        },
      },
    ],
  },
}

const units: Record<Language, Record<Duration["unit"], [string, string]>> = {
  de: { hours: ["Stunde", "Stunden"], days: ["Tag", "Tage"], years: ["Jahr", "Jahre"] },
  en: { hours: ["hour", "hours"], days: ["day", "days"], years: ["year", "years"] },
}

export const formatDuration = ({ amount, unit }: Duration, language: Language): string =>
  `${amount} ${units[language][unit][amount === 1 ? 0 : 1]}`

export type CookieRow = {
  name: string
  purpose: string
  duration: string
  provider: string | null
  category: CategoryId
}

/** Rows of the cookie table in one language. */
export function cookieRows(language: Language): CookieRow[] {
  return (Object.keys(categories) as CategoryId[]).flatMap((category) =>
    categories[category].cookies.map((cookie) => ({
      name: cookie.name,
      purpose: cookie.purpose[language],
      duration: formatDuration(cookie.duration, language),
      provider: cookie.provider,
      category,
    })),
  )
}
