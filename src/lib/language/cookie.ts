import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Language } from "./languages"

/** The Set-Cookie string for an explicit language choice: 365 days, path /, SameSite=Lax, Secure on https. */
export function languageCookie(language: Language, secure: boolean): string {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`
}

export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language, window.location.protocol === "https:")
}
