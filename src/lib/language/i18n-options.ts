/**
 * i18next settings shared by gatsby-plugin-react-i18next (gatsby-config) and the Head translator
 * (src/lib/page-context.ts), so a page's <head> and its body translate the same way.
 */
import type { InitOptions } from "i18next"

export const DEFAULT_NAMESPACE = "common"

export const i18nextOptions = {
  // Components that name no namespace read "common"; a page that also loads "forms" falls back to "common".
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  // React escapes what it renders; escaping here as well would show "&amp;" to visitors.
  interpolation: { escapeValue: false },
  // Keys are dotted paths ("nav.home"); a colon in a string is text, not a namespace separator.
  keySeparator: ".",
  nsSeparator: false,
  returnNull: false,
  // Only the page's language is loaded: nothing to fall back to, and no "en-US" lookups.
  load: "currentOnly",
} satisfies InitOptions
