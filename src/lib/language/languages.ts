/** The one source of truth for the site's languages. German is the default and lives at bare paths. */
export const languages = ["de", "en"] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = "de"

export const languageNames: Record<Language, string> = { de: "Deutsch", en: "English" }

/** Cookie remembering an explicit language choice. */
export const LANGUAGE_COOKIE = "i18n_redirected"
export const LANGUAGE_COOKIE_DAYS = 365

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value)

/** "/agb" + "en" -> "/en/agb"; "/" + "en" -> "/en"; German paths stay bare. */
export function localizePath(path: string, language: Language): string {
  const clean = path === "" ? "/" : path
  if (language === defaultLanguage) return clean
  return clean === "/" ? `/${language}` : `/${language}${clean}`
}

/** Splits a pathname into its language and the language-neutral path. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname)
  if (match && isLanguage(match[1]) && match[1] !== defaultLanguage) {
    return { language: match[1], path: match[2] && match[2] !== "/" ? match[2] : "/" }
  }
  return { language: defaultLanguage, path: pathname || "/" }
}

/** The same page in the other language. */
export const twinPath = (pathname: string, target: Language): string =>
  localizePath(splitLanguage(pathname).path.replace(/(.)\/$/, "$1"), target)
