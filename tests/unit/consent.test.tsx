import de from "../../content/consent/de.json"
import en from "../../content/consent/en.json"
import { consentConfig, type ConsentTexts } from "../../src/lib/consent/config"
import {
  categories,
  consentCookieValue,
  consentExpired,
  cookieRows,
  formatDuration,
  storedCategories,
} from "../../src/lib/consent/cookies"
import { applyConsent } from "../../src/lib/consent"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import {
  consentDefaultScript,
  consentState,
  gtmPluginOptions,
  pushPageView,
  updateConsent,
} from "../../src/lib/consent/tag-manager"
import { gateTagManager, PLUGIN_KEY, withoutTagManagerNoscript } from "../../src/lib/consent/tag-manager-ssr"

const links = {
  de: { privacy: "/privacy-policy", impressum: "/impressum" },
  en: { privacy: "/en/privacy-policy", impressum: "/en/impressum" },
}
const texts = async (language: "de" | "en") => ({ de, en })[language] as ConsentTexts
const config = consentConfig({
  language: "de",
  texts,
  links,
  secure: true,
})

describe("stored consent that has outlived itself", () => {
  const now = Date.parse("2026-11-25T10:00:00Z")
  const record = (fields: object) => encodeURIComponent(JSON.stringify({ categories: ["necessary"], ...fields }))
  it("is expired once its own expiry time has passed", () => {
    expect(consentExpired(record({ expirationTime: now - 1 }), now)).toBe(true)
    expect(consentExpired(record({ expirationTime: now + 1000 }), now)).toBe(false)
  })
  it("is expired when the last consent is more than 182 days old", () => {
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString()
    expect(consentExpired(record({ lastConsentTimestamp: daysAgo(183) }), now)).toBe(true)
    expect(consentExpired(record({ lastConsentTimestamp: daysAgo(181) }), now)).toBe(false)
  })
  it("leaves no record and an unreadable one to the library", () => {
    expect(consentExpired(undefined, now)).toBe(false)
    expect(consentExpired("%7Bnot json", now)).toBe(false)
  })
})

describe("the categories of a stored consent, read before the banner's library runs", () => {
  const now = Date.parse("2026-11-25T10:00:00Z")
  const given = {
    categories: ["necessary", "maps"],
    revision: 1,
    consentId: "00000000-0000-4000-8000-000000000000",
    consentTimestamp: "2026-11-20T10:00:00.000Z",
    lastConsentTimestamp: "2026-11-20T10:00:00.000Z",
    expirationTime: now + 86_400_000,
  }
  const record = (fields: object) => encodeURIComponent(JSON.stringify({ ...given, ...fields }))
  it("are the record's categories when it is complete, current and of this revision", () => {
    expect(storedCategories(record({}), now)).toEqual(["necessary", "maps"])
  })
  it("are none for an earlier revision, an incomplete, expired, unreadable or missing record", () => {
    expect(storedCategories(record({ revision: 0 }), now)).toBeNull()
    expect(storedCategories(record({ consentId: undefined }), now)).toBeNull()
    expect(storedCategories(record({ lastConsentTimestamp: undefined }), now)).toBeNull()
    expect(storedCategories(record({ categories: "maps" }), now)).toBeNull()
    expect(storedCategories(record({ expirationTime: now - 1 }), now)).toBeNull()
    expect(storedCategories("%7Bnot json", now)).toBeNull()
    expect(storedCategories(encodeURIComponent("null"), now)).toBeNull()
    expect(storedCategories(undefined, now)).toBeNull()
  })
  it("come from cc_cookie among the page's cookies", () => {
    expect(consentCookieValue(`lang=en; cc_cookie=${record({})}; other=1`)).toBe(record({}))
    expect(consentCookieValue("lang=en; not_cc_cookie=1")).toBeUndefined()
  })
})

describe("consent configuration", () => {
  it("stores cc_cookie for 182 days on path / with SameSite Lax, Secure over https, opt-in", () => {
    expect(config.cookie).toEqual({
      name: "cc_cookie",
      expiresAfterDays: 182,
      path: "/",
      sameSite: "Lax",
      secure: true,
    })
    expect(config.mode).toBe("opt-in")
    expect(config.revision).toBe(1)
    expect(consentConfig({ language: "en", texts, links, secure: false }).cookie?.secure).toBe(false)
  })

  it("has necessary (always on, read-only), analytics (clears _ga*/_gid), ads and the maps service", () => {
    expect(Object.keys(config.categories)).toEqual(["necessary", "analytics", "ads", "maps"])
    // The maps service is off until the visitor's own yes, and withdrawing it clears nothing on this site.
    expect(config.categories.maps).toEqual({})
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true })
    const clear = config.categories.analytics.autoClear!.cookies.map((c) => c.name as RegExp)
    for (const name of ["_ga", "_ga_ABC123", "_gid"]) expect(clear.some((re) => re.test(name))).toBe(true)
    for (const name of ["cc_cookie", "i18n_redirected", "session"])
      expect(clear.some((re) => re.test(name))).toBe(false)
  })

  it("shows boxes: the banner at the bottom right, the preferences modal too", () => {
    // The box layout's inline variant: "Accept" and "Reject" side by side.
    expect(config.guiOptions?.consentModal).toMatchObject({ layout: "box inline", position: "bottom right" })
    expect(config.guiOptions?.preferencesModal).toMatchObject({ layout: "box" })
    expect(config.hideFromBots).toBe(false)
  })

  it("speaks German and English, English title 'We use cookies' with Accept and Reject", async () => {
    // Each language's texts are loaded when the library asks for them (the page's language first).
    const loaders = config.language.translations as unknown as Record<
      string,
      () => Promise<{ consentModal: Record<string, string> }>
    >
    expect(Object.keys(loaders)).toEqual(["de", "en"])
    const translations = { de: await loaders.de(), en: await loaders.en() }
    expect(config.language.default).toBe("de")
    expect(translations.en.consentModal).toMatchObject({
      title: "We use cookies",
      acceptAllBtn: "Accept",
      acceptNecessaryBtn: "Reject",
    })
    expect(translations.de.consentModal.title).toBe("Wir verwenden Cookies")
    expect(translations.de.consentModal.footer).toContain('href="/privacy-policy"')
    expect(translations.en.consentModal.footer).toContain('href="/en/privacy-policy"')
  })

  it("lists every declared cookie in the tables, with the declared lifetimes", () => {
    expect(cookieRows("de").map((r) => r.name)).toEqual([
      "cc_cookie",
      "i18n_redirected",
      "_ga",
      "_ga_<ID>",
      "_gid",
      "Google Maps Places",
    ])
    expect(cookieRows("de")[0].duration).toBe("182 Tage")
    expect(cookieRows("en")[1].duration).toBe("365 days")
    expect(formatDuration({ amount: 1, unit: "years" }, "de")).toBe("1 Jahr")
    expect(categories.ads.cookies).toEqual([])
  })
})

describe("tag manager (gatsby-plugin-google-tagmanager behind consent)", () => {
  beforeEach(() => {
    document.head.innerHTML = ""
    delete (window as { dataLayer?: unknown }).dataLayer
    delete (window as { gtag?: unknown }).gtag
  })

  it("declares every Consent Mode v2 signal denied by default", () => {
    new Function(consentDefaultScript())()
    const [entry] = (window as unknown as { dataLayer: IArguments[] }).dataLayer
    expect(Array.from(entry)).toEqual([
      "consent",
      "default",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        wait_for_update: 500,
      },
    ])
  })

  it("maps categories to consent signals", () => {
    expect(consentState({ analytics: true, ads: false })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    })
  })

  it("configures the plugin only with a container id, without web-vitals tracking", () => {
    expect(gtmPluginOptions(undefined)).toBeNull()
    expect(gtmPluginOptions("")).toBeNull()
    expect(gtmPluginOptions("GTM-ABC")).toEqual({
      id: "GTM-ABC",
      includeInDevelopment: false,
      enableWebVitalsTracking: false,
    })
  })

  const snippet = "(function(w,d,s,l,i){/* gtm.js */})(window,document,'script','dataLayer','GTM-ABC');"
  const pluginHead = [
    <meta key="other" name="x" content="y" />,
    <script key={PLUGIN_KEY} dangerouslySetInnerHTML={{ __html: snippet }} />,
  ]

  it("renders the plugin's snippet as a script the consent library runs only for analytics", () => {
    const html = renderToStaticMarkup(<>{gateTagManager(pluginHead)}</>)
    expect(html).toBe(
      `<meta name="x" content="y"/><script type="text/plain" data-category="analytics">${snippet}</script>`,
    )
    // Elements that are not the plugin's are passed through untouched.
    expect(gateTagManager(pluginHead)[0]).toBe(pluginHead[0])
  })

  it("drops the plugin's <noscript> iframe and keeps everything else", () => {
    const noscript = <noscript key={PLUGIN_KEY} dangerouslySetInnerHTML={{ __html: "<iframe></iframe>" }} />
    const other = <div key="other" />
    expect(withoutTagManagerNoscript([noscript, other])).toEqual([other])
  })

  it("applies consent as a Consent Mode update, and nothing without an id", () => {
    new Function(consentDefaultScript())()
    const gtag = jest.fn()
    ;(window as unknown as { gtag: unknown }).gtag = gtag
    applyConsent(["necessary"], undefined)
    expect(gtag).not.toHaveBeenCalled()
    applyConsent(["necessary"], "GTM-ABC")
    expect(gtag).toHaveBeenLastCalledWith("consent", "update", expect.objectContaining({ analytics_storage: "denied" }))
    applyConsent(["necessary", "analytics"], "GTM-ABC")
    expect(gtag).toHaveBeenLastCalledWith(
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted" }),
    )
    // The tag manager itself is never added by our code: the consent library runs the plugin's snippet.
    expect(document.querySelectorAll("script")).toHaveLength(0)
  })

  it("pushes page views only when the data layer exists", () => {
    pushPageView("/en/agb", "en")
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined()
    ;(window as { dataLayer?: unknown[] }).dataLayer = []
    pushPageView("/en/agb", "en")
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: "page_view", page_path: "/en/agb", page_language: "en" },
    ])
  })

  it("sends consent updates through gtag, and nothing without it", () => {
    const win = { dataLayer: [] as unknown[] } as unknown as Window & { gtag?: jest.Mock }
    expect(() => updateConsent({ analytics: true, ads: false }, win)).not.toThrow()
    win.gtag = jest.fn()
    updateConsent({ analytics: true, ads: false }, win)
    expect(win.gtag).toHaveBeenCalledWith("consent", "update", {
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    })
  })
})
