/**
 * First-visit language detection, run as an inline script in <head> before the page paints.
 *
 * Rules: an explicit choice in the i18n_redirected cookie always wins; without a cookie, a visitor arriving
 * on a German (unprefixed) page whose browser prefers English over German is sent to the English twin.
 * An /en address is an explicit choice and is kept when there is no cookie. Crawlers are never redirected.
 *
 * `languageRedirect` must stay self-contained (no imports, no helpers): gatsby-ssr inlines its source text.
 */
/* eslint-disable no-var -- the inlined source runs as written in every browser, and its text is hashed into
   the CSP: `var` keeps the function as it has always been written (let/const would change every page). */
export type DetectionInput = {
  pathname: string
  cookie: string
  browserLanguages: readonly string[]
  userAgent: string
}

export type DetectionConfig = {
  languages: readonly string[]
  defaultLanguage: string
  cookieName: string
  crawlerPattern: string
}

/** Returns the address to go to, or null to stay. */
export function languageRedirect(input: DetectionInput, config: DetectionConfig): string | null {
  if (new RegExp(config.crawlerPattern, "i").test(input.userAgent)) return null

  var segments = input.pathname.split("/")
  var prefix = segments[1]
  var current =
    config.languages.indexOf(prefix) > -1 && prefix !== config.defaultLanguage ? prefix : config.defaultLanguage
  var neutral = current === config.defaultLanguage ? input.pathname : "/" + segments.slice(2).join("/")

  var wanted: string | null = null
  var cookies = input.cookie ? input.cookie.split(";") : []
  for (var i = 0; i < cookies.length; i++) {
    var pair = cookies[i].trim().split("=")
    if (pair[0] === config.cookieName && config.languages.indexOf(pair[1]) > -1) wanted = pair[1]
  }
  if (wanted === null) {
    if (current !== config.defaultLanguage) return null
    for (var j = 0; j < input.browserLanguages.length && wanted === null; j++) {
      var base = String(input.browserLanguages[j]).toLowerCase().split("-")[0]
      if (config.languages.indexOf(base) > -1) wanted = base
    }
  }
  if (wanted === null || wanted === current) return null
  if (wanted === config.defaultLanguage) return neutral === "" ? "/" : neutral
  return "/" + wanted + (neutral === "/" ? "" : neutral)
}
