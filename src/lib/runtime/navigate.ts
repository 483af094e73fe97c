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

/**
 * Every programmatic navigation of the app goes through here (the request forms after sending; links are
 * anchors). An address inside the site is a client-side navigation, whose promise is returned.
 */
export function navigateTo(to: string, options: NavigateOptions = {}): Promise<void> {
  const origin = options.origin ?? window.location.origin
  if (!isExternal(to, origin)) return Promise.resolve(navigate(to))
  if (!options.external && !ALLOWED_EXTERNAL.some((pattern) => pattern.test(to))) {
    throw new ExternalNavigationError(`Navigation to an external address needs explicit permission: ${to}`)
  }
  ;(options.leave ?? ((url: string) => window.location.assign(url)))(to)
  return Promise.resolve()
}
