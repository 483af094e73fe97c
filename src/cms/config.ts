/**
 * The whole Decap CMS configuration, written to /admin/config.yml by scripts/write-admin.ts. The git backend
 * comes from the environment (no secret is needed or stored: editors log in with the provider's own account);
 * on 127.0.0.1 the CMS talks to decap-server instead (`npm run cms`), which writes the working tree directly.
 */
import { languages, defaultLanguage } from "../lib/language/languages"
import { cmsCollections, mediaFolder, type CmsContext } from "./collections"

/** decap-server's address for local editing; the CMS uses it only when /admin/ is opened on localhost/127.0.0.1. */
export const localBackendPort = 8081
export const localBackendUrl = (port = localBackendPort) => `http://127.0.0.1:${port}/api/v1`

export type CmsEnv = Partial<
  Record<"CMS_BACKEND" | "CMS_REPO" | "CMS_BRANCH" | "CMS_BASE_URL" | "CMS_AUTH_ENDPOINT" | "CMS_SITE_URL", string>
>

/** The git backend for the host: git-gateway (Netlify Identity) by default, or github/gitlab with CMS_REPO. */
export function backendOf(env: CmsEnv) {
  const name = env.CMS_BACKEND || "git-gateway"
  const branch = env.CMS_BRANCH || "main"
  if (name === "git-gateway") return { name, branch, squash_merges: true }
  if (!env.CMS_REPO) throw new Error(`CMS_BACKEND=${name} needs CMS_REPO (owner/name of the repository)`)
  return {
    name,
    repo: env.CMS_REPO,
    branch,
    squash_merges: true,
    ...(env.CMS_BASE_URL ? { base_url: env.CMS_BASE_URL } : {}),
    ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
  }
}

export function cmsConfig(context: CmsContext, env: CmsEnv = {}) {
  return {
    backend: backendOf(env),
    local_backend: { url: localBackendUrl() },
    // Drafts become branches and pull requests; the host builds a deploy preview of each (README "Editing").
    publish_mode: "editorial_workflow",
    locale: "de",
    ...(env.CMS_SITE_URL ? { site_url: env.CMS_SITE_URL, display_url: env.CMS_SITE_URL } : {}),
    logo_url: "/admin/logo.svg",
    media_folder: mediaFolder,
    public_folder: `/${mediaFolder}`,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_folders", locales: [...languages], default_locale: defaultLanguage },
    collections: cmsCollections(context),
  }
}
