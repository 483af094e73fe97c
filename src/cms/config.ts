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
  Record<
    | "CMS_BACKEND"
    | "CMS_REPO"
    | "CMS_BRANCH"
    | "CMS_BASE_URL"
    | "CMS_AUTH_ENDPOINT"
    | "CMS_SITE_URL"
    | "CMS_GATEWAY_URL"
    | "CMS_IDENTITY_URL"
    | "CMS_AUTH_TYPE"
    | "CMS_AUTH_TOKEN_ENDPOINT",
    string
  >
>

/** The variables that only git-gateway reads: set for another backend they would be silently ignored. */
const gatewayOnly = ["CMS_GATEWAY_URL", "CMS_IDENTITY_URL", "CMS_AUTH_TYPE", "CMS_AUTH_TOKEN_ENDPOINT"] as const

/** An address the CMS calls from the editor's browser: absolute and https, as the admin's policy lists its origin. */
function httpsUrl(variable: keyof CmsEnv, value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (url?.protocol !== "https:") throw new Error(`${variable} must be an https:// address, not "${value}"`)
  return value
}

/**
 * A git gateway other than Netlify's (e.g. DecapBridge), in one of the two ways Decap 3.16 signs in to one:
 * e-mail and password against its identity service (`identity_url`), or a PKCE redirect to its sign-in page
 * (`auth_type: pkce`, then `base_url`, `auth_endpoint` and `auth_token_endpoint`). Netlify's gateway only accepts
 * Netlify Identity's tokens, so a foreign sign-in always comes with the gateway that accepts it.
 */
function hostedGateway(env: CmsEnv) {
  const gateway = env.CMS_GATEWAY_URL
  if (env.CMS_AUTH_TYPE && env.CMS_AUTH_TYPE !== "pkce")
    throw new Error(`CMS_AUTH_TYPE must be "pkce" or unset, not "${env.CMS_AUTH_TYPE}"`)
  if (env.CMS_AUTH_TYPE === "pkce") {
    const missing = ["CMS_GATEWAY_URL", "CMS_BASE_URL", "CMS_AUTH_ENDPOINT", "CMS_AUTH_TOKEN_ENDPOINT"].filter(
      (variable) => !env[variable as keyof CmsEnv],
    )
    if (missing.length) throw new Error(`CMS_AUTH_TYPE=pkce needs ${missing.join(", ")}`)
    if (env.CMS_IDENTITY_URL) throw new Error("CMS_IDENTITY_URL is for the e-mail sign-in, not CMS_AUTH_TYPE=pkce")
    return {
      gateway_url: httpsUrl("CMS_GATEWAY_URL", gateway!),
      auth_type: "pkce",
      base_url: httpsUrl("CMS_BASE_URL", env.CMS_BASE_URL!),
      auth_endpoint: env.CMS_AUTH_ENDPOINT!,
      auth_token_endpoint: env.CMS_AUTH_TOKEN_ENDPOINT!,
    }
  }
  const pkceOnly = (["CMS_BASE_URL", "CMS_AUTH_ENDPOINT", "CMS_AUTH_TOKEN_ENDPOINT"] as const).filter((v) => env[v])
  if (pkceOnly.length) throw new Error(`${pkceOnly.join(", ")}: git-gateway reads them only with CMS_AUTH_TYPE=pkce`)
  if (!gateway !== !env.CMS_IDENTITY_URL)
    throw new Error("CMS_GATEWAY_URL and CMS_IDENTITY_URL go together: a gateway accepts its own identity's logins")
  if (!gateway) return {}
  return {
    gateway_url: httpsUrl("CMS_GATEWAY_URL", gateway),
    identity_url: httpsUrl("CMS_IDENTITY_URL", env.CMS_IDENTITY_URL!),
  }
}

/**
 * The git backend for the host (docs/cms.md, "Backends on the host"): git-gateway with Netlify Identity by
 * default, git-gateway with a hosted gateway (CMS_GATEWAY_URL), or github/gitlab with CMS_REPO.
 */
export function backendOf(env: CmsEnv) {
  const name = env.CMS_BACKEND || "git-gateway"
  const branch = env.CMS_BRANCH || "main"
  if (name === "git-gateway") return { name, branch, squash_merges: true, ...hostedGateway(env) }
  const stray = gatewayOnly.filter((variable) => env[variable])
  if (stray.length) throw new Error(`${stray.join(", ")} only apply to CMS_BACKEND=git-gateway, not ${name}`)
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
