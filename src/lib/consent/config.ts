/**
 * Builds the vanilla-cookieconsent configuration from the cookie declaration and the banner
 * texts in content/consent/*.json. Pure: unit-tested without a browser.
 */
import type { CookieConsentConfig } from "vanilla-cookieconsent"
import { languages, type Language } from "../language/languages"
import {
  categories,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_REVISION,
  cookieRows,
  type CategoryId,
} from "./cookies"

export type ConsentTexts = {
  consentModal: Record<string, string>
  preferencesModal: Record<string, string>
  categories: Record<CategoryId, { title: string; description: string }>
  table: { name: string; purpose: string; duration: string; provider: string }
  footerLinks: { privacy: string; impressum: string }
}

export type ConsentCallbacks = Pick<CookieConsentConfig, "onFirstConsent" | "onConsent" | "onChange">

type Links = Record<Language, { privacy: string; impressum: string }>

function translation(texts: ConsentTexts, language: Language, links: Links) {
  const table = (category: CategoryId) => {
    const rows = cookieRows(language).filter((row) => row.category === category)
    if (rows.length === 0) return undefined
    return {
      headers: { name: texts.table.name, purpose: texts.table.purpose, duration: texts.table.duration },
      body: rows.map((row) => ({ name: row.name, purpose: row.purpose, duration: row.duration })),
    }
  }
  const { consentModal: cm, preferencesModal: pm } = texts
  return {
    consentModal: {
      title: cm.title,
      description: cm.description,
      acceptAllBtn: cm.acceptAllBtn,
      acceptNecessaryBtn: cm.acceptNecessaryBtn,
      showPreferencesBtn: cm.showPreferencesBtn,
      closeIconLabel: cm.closeIconLabel,
      footer:
        `<a href="${links[language].privacy}">${texts.footerLinks.privacy}</a>` +
        `<a href="${links[language].impressum}">${texts.footerLinks.impressum}</a>`,
    },
    preferencesModal: {
      title: pm.title,
      acceptAllBtn: pm.acceptAllBtn,
      acceptNecessaryBtn: pm.acceptNecessaryBtn,
      savePreferencesBtn: pm.savePreferencesBtn,
      closeIconLabel: pm.closeIconLabel,
      sections: [
        { description: pm.intro },
        ...(Object.keys(categories) as CategoryId[]).map((id) => ({
          title: texts.categories[id].title,
          description: texts.categories[id].description,
          linkedCategory: id,
          cookieTable: table(id),
        })),
        { title: pm.moreTitle, description: pm.moreDescription.replace("{privacy}", links[language].privacy) },
      ],
    },
  }
}

export function consentConfig(options: {
  language: Language
  /** The banner's texts in a language; the library asks for the page's language first, another on a switch. */
  texts: (language: Language) => Promise<ConsentTexts>
  links: Links
  secure: boolean
  callbacks?: ConsentCallbacks
}): CookieConsentConfig {
  const { language, texts, links, secure, callbacks = {} } = options
  return {
    mode: "opt-in",
    revision: CONSENT_REVISION,
    autoShow: true,
    // Real visitors must always see the banner; the library's bot check (navigator.webdriver) would also
    // hide it from automated browsers that act for people.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, path: "/", sameSite: "Lax", secure },
    guiOptions: {
      consentModal: { layout: "box inline", position: "bottom right", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {
        autoClear: {
          cookies: categories.analytics.cookies.flatMap((c) => (c.clear ? [{ name: c.clear }] : [])),
          reloadPage: true,
        },
      },
      ads: {},
      // Address suggestions: nothing to clear on this site; withdrawing stops them on the next page load.
      maps: {},
    },
    language: {
      default: language,
      translations: Object.fromEntries(
        languages.map((lang) => [lang, async () => translation(await texts(lang), lang, links)]),
      ),
    },
    ...callbacks,
  }
}
