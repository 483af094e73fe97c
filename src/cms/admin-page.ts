/**
 * /admin/: the page that loads Decap CMS, and the headers it is served with. The CMS is a separate app (its
 * own React 19 inside one self-hosted bundle); no page of the site references anything under /admin/.
 */
import { localBackendUrl, type CmsEnv } from "./config"

/** The origins the CMS talks to besides the site itself, by git backend (git-gateway uses the site's origin). */
export function backendOrigins(env: CmsEnv): { connect: string[]; img: string[] } {
  switch (env.CMS_BACKEND) {
    case "github":
      return { connect: ["https://api.github.com"], img: ["https://avatars.githubusercontent.com"] }
    case "gitlab":
      return { connect: ["https://gitlab.com"], img: ["https://gitlab.com", "https://secure.gravatar.com"] }
    default:
      return { connect: [], img: [] }
  }
}

/**
 * As strict as Decap allows: its config validation compiles JSON schemas with `new Function` ('unsafe-eval',
 * without it the CMS stops with an EvalError), its editor styles are inline ('unsafe-inline'), previews of
 * chosen files are blob: and data: images, and it talks to decap-server on 127.0.0.1 when opened locally.
 * Nothing else: no frames, no forms, no other origin.
 */
export function adminContentSecurityPolicy(env: CmsEnv): string {
  const origins = backendOrigins(env)
  const local = new URL(localBackendUrl()).origin
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...origins.img].join(" "),
    ["connect-src 'self'", local, ...origins.connect].join(" "),
    "font-src 'self' data:",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/**
 * The CMS's window is where the editor is signed in: no other origin may hold a reference to it (a page that
 * opened it, or one it opens). `same-origin-allow-popups`, not `same-origin`: the github and gitlab backends sign
 * in through a popup on the provider's origin that hands the token back through `window.opener`, which
 * `same-origin` would cut.
 */
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups"

/** The `_headers` blocks for /admin and /admin/*; they come after the site's `/*` block and replace its policy. */
export function adminHeaderBlock(env: CmsEnv): string {
  return ["/admin", "/admin/*"]
    .map((pattern) =>
      [
        pattern,
        `  Content-Security-Policy: ${adminContentSecurityPolicy(env)}`,
        `  Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}`,
        "  X-Robots-Tag: noindex, nofollow",
        "  Cache-Control: no-cache",
      ].join("\n"),
    )
    .join("\n")
}

/**
 * The no-JavaScript text sets both its colours, the site's text colour on white (17.3:1), instead of leaving them to
 * the browser's defaults and whatever the CMS's styles put behind it: contrast checkers that find no colour of its
 * own report the text as failing.
 */
export const NOSCRIPT_COLORS = { text: "#0b1b2e", background: "#ffffff" }

export function adminHtml(siteName: string): string {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Inhalte bearbeiten – ${siteName}</title>
    <link rel="icon" href="/admin/logo.svg" type="image/svg+xml">
    <link rel="cms-config-url" href="/admin/config.yml" type="text/yaml">
  </head>
  <body>
    <noscript style="color: ${NOSCRIPT_COLORS.text}; background-color: ${NOSCRIPT_COLORS.background}">Die Inhaltsverwaltung braucht JavaScript.</noscript>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`
}
