import { navigate } from "gatsby"

/**
 * The site's navigation helper. Leaving the site needs explicit permission; the links that
 * are meant to leave – phone, e-mail, WhatsApp, maps – are allowed by name.
 */
const ALLOWED_EXTERNAL = [
  /^tel:/i,
  /^mailto:/i,
  /^https:\/\/wa\.me\//i,
  /^https:\/\/www\.openstreetmap\.org\//i,
  /^geo:/i,
]

export class ExternalNavigationError extends Error {
  readonly name = "ExternalNavigationError"
}

export function isExternal(to: string, origin: string): boolean {
  if (to.startsWith("/") && !to.startsWith("//")) return false
  try {
    return new URL(to, origin).origin !== origin
  } catch {
    return true
  }
}

type NavigateOptions = { external?: boolean; origin?: string; leave?: (url: string) => void }

export function navigateTo(to: string, options: NavigateOptions = {}): void {
  const origin = options.origin ?? window.location.origin
  if (!isExternal(to, origin)) {
    void navigate(to)
    return
  }
  if (!options.external && !ALLOWED_EXTERNAL.some((pattern) => pattern.test(to))) {
    throw new ExternalNavigationError(`Navigation to an external address needs explicit permission: ${to}`)
  }
  ;(options.leave ?? ((url: string) => window.location.assign(url)))(to)
}
