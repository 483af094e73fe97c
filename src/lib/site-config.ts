/**
 * Build-time configuration read from the environment (documented in the README).
 * SITE_URL is the canonical origin; Netlify previews use their own URL so their links stay inside the preview.
 */
export const DEFAULT_SITE_URL = "https://www.alpina-chauffeur.ch"

export function resolveSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const isPreview = env.CONTEXT !== undefined && env.CONTEXT !== "production"
  const url = (isPreview && env.DEPLOY_PRIME_URL) || env.SITE_URL || env.URL || DEFAULT_SITE_URL
  return url.replace(/\/+$/, "")
}

export const themeColor = "#0b1b2e"
export const backgroundColor = "#f7f9fb"
