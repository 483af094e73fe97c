/**
 * Build-time configuration read from the environment (documented in the README).
 * SITE_URL is the canonical origin; Netlify previews use their own URL so their links stay inside the preview.
 */
export const DEFAULT_SITE_URL = "https://www.alpina-chauffeur.ch"

type Env = Record<string, string | undefined>

/** A Netlify deploy preview or branch deploy (a `CONTEXT` other than production): never indexed, its own URL. */
export const isPreviewDeploy = (env: Env = process.env): boolean =>
  env.CONTEXT !== undefined && env.CONTEXT !== "production"

export function resolveSiteUrl(env: Env = process.env): string {
  const url = (isPreviewDeploy(env) && env.DEPLOY_PRIME_URL) || env.SITE_URL || env.URL || DEFAULT_SITE_URL
  return url.replace(/\/+$/, "")
}

export const themeColor = "#0b1b2e"
export const backgroundColor = "#f7f9fb"
