import { languageRedirect } from "./detection"
import { defaultLanguage, languages, LANGUAGE_COOKIE } from "./languages"
import { CRAWLER_PATTERN } from "./crawlers"

/**
 * The language-detection script inlined into <head> of every page, built from the unit-tested function's
 * own source so the two cannot drift.
 */
export function languageRedirectScript(): string {
  const config = JSON.stringify({
    languages,
    defaultLanguage,
    cookieName: LANGUAGE_COOKIE,
    crawlerPattern: CRAWLER_PATTERN,
  })
  return (
    `(function(){try{var f=${languageRedirect.toString()};` +
    `var t=f({pathname:location.pathname,cookie:document.cookie,` +
    `browserLanguages:navigator.languages||[navigator.language||""],userAgent:navigator.userAgent||""},${config});` +
    `if(t&&t!==location.pathname)location.replace(t+location.search+location.hash)}catch(e){}})()`
  )
}
