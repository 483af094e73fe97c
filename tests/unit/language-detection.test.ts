import { languageRedirect, type DetectionInput } from "../../src/lib/language/detection"
import { languageCookie } from "../../src/lib/language/cookie"
import { CRAWLER_PATTERN, isCrawler } from "../../src/lib/language/crawlers"
import { languageRedirectScript } from "../../src/lib/language/redirect-script"

const config = {
  languages: ["de", "en"],
  defaultLanguage: "de",
  cookieName: "i18n_redirected",
  crawlerPattern: CRAWLER_PATTERN,
}
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36"
const visit = (input: Partial<DetectionInput>) =>
  languageRedirect({ pathname: "/", cookie: "", browserLanguages: [], userAgent: chrome, ...input }, config)

describe("language detection", () => {
  it("sends a first visit from an English browser on a German page to the English twin", () => {
    expect(visit({ pathname: "/agb", browserLanguages: ["en-US", "en"] })).toBe("/en/agb")
    expect(visit({ pathname: "/", browserLanguages: ["en-GB"] })).toBe("/en")
    expect(visit({ pathname: "/services/airport-transfers", browserLanguages: ["en"] })).toBe(
      "/en/services/airport-transfers",
    )
  })

  it("keeps German browsers and unsupported languages on the German page", () => {
    expect(visit({ pathname: "/agb", browserLanguages: ["de-CH", "en"] })).toBeNull()
    expect(visit({ pathname: "/agb", browserLanguages: ["fr-CH", "it"] })).toBeNull()
    expect(visit({ pathname: "/agb", browserLanguages: [] })).toBeNull()
  })

  it("uses the first supported language of the browser's list", () => {
    expect(visit({ pathname: "/agb", browserLanguages: ["fr-CH", "en-US", "de"] })).toBe("/en/agb")
    expect(visit({ pathname: "/agb", browserLanguages: ["fr-CH", "de", "en"] })).toBeNull()
  })

  it("lets the cookie beat the browser", () => {
    expect(visit({ pathname: "/agb", cookie: "i18n_redirected=de", browserLanguages: ["en"] })).toBeNull()
    expect(visit({ pathname: "/agb", cookie: "x=1; i18n_redirected=en", browserLanguages: ["de"] })).toBe("/en/agb")
    expect(visit({ pathname: "/en/agb", cookie: "i18n_redirected=de", browserLanguages: ["en"] })).toBe("/agb")
    expect(visit({ pathname: "/en", cookie: "i18n_redirected=de" })).toBe("/")
  })

  it("keeps an explicit /en address when there is no cookie", () => {
    expect(visit({ pathname: "/en/agb", browserLanguages: ["de-CH"] })).toBeNull()
  })

  it("ignores a cookie with an unknown language", () => {
    expect(visit({ pathname: "/agb", cookie: "i18n_redirected=fr", browserLanguages: ["de"] })).toBeNull()
  })

  it("never redirects crawlers", () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
    expect(visit({ pathname: "/agb", browserLanguages: ["en-US"], userAgent: googlebot })).toBeNull()
    expect(isCrawler(googlebot)).toBe(true)
    expect(isCrawler("facebookexternalhit/1.1")).toBe(true)
    // The agents the pattern covers through a shorter name ("bot", "spider", "lighthouse").
    for (const agent of [
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
      "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
      "Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)",
      "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
      "Mozilla/5.0 (compatible;PetalBot;+https://webmaster.petalsearch.com/site/petalbot)",
      "facebot",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ]) {
      expect(isCrawler(agent)).toBe(true)
    }
    expect(isCrawler(chrome)).toBe(false)
    expect(isCrawler(undefined)).toBe(false)
  })

  it("inlines the same tested function into the page script", () => {
    const script = languageRedirectScript()
    expect(script).toContain(CRAWLER_PATTERN.slice(0, 20))
    expect(script).toContain("i18n_redirected")
    // The inlined function runs on its own, without module imports.
    const replace = jest.fn()
    const run = new Function("location", "document", "navigator", script)
    run(
      { pathname: "/agb", search: "?a=1", hash: "", replace },
      { cookie: "" },
      { languages: ["en-US"], userAgent: chrome },
    )
    expect(replace).toHaveBeenCalledWith("/en/agb?a=1")
  })
})

describe("language cookie", () => {
  it("lasts 365 days on path / with SameSite=Lax", () => {
    expect(languageCookie("en", false)).toBe("i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax")
  })

  it("is Secure over https", () => {
    expect(languageCookie("de", true)).toMatch(/; Secure$/)
  })
})
