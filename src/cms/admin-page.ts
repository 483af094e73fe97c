/**
 * /admin/: the page that loads Decap CMS, and the headers it is served with. The CMS is a separate app (its
 * own React 19 inside one self-hosted bundle); no page of the site references anything under /admin/.
 */
import { backendOf, localBackendUrl, type CmsEnv } from "./config"
import { requireFile } from "../node/gatsby-output/workaround"

/** Decap's bundle, as write-admin.ts copies it. */
export const DECAP_BUNDLE = "node_modules/decap-cms/dist/decap-cms.js"

/**
 * What the site's additions to Decap's screens rely on in Decap 3.16's bundle, each checked on every build
 * (scripts/cms/write-admin.ts): the login mend (LOGIN_SCRIPT) looks for the screen under `#nc-root` and mends the
 * e-mail sign-in's fields, which Decap names by placeholder only; the search hint (src/cms/preview/search-hint.ts)
 * reads the search route's address, `#/search/<text>`. An upgrade that changes one of them stops the build, naming it.
 */
export const DECAP_TARGETS: { what: string; pattern: RegExp }[] = [
  { what: "the app's root, #nc-root", pattern: /"nc-root"/ },
  {
    what: "the e-mail sign-in's fields named by placeholder only",
    pattern: /name:"email",placeholder:"Email",value:[\s\S]{0,400}name:"password",placeholder:"Password",value:/,
  },
  { what: "the search route, /search/:searchTerm", pattern: /path:"\/search\/:searchTerm"/ },
]

export function checkDecapScreens(root: string = process.cwd()): void {
  for (const { pattern } of DECAP_TARGETS) requireFile("Decap screens", DECAP_BUNDLE, pattern, root)
}

/**
 * The origins the CMS talks to besides the site itself, by git backend: Netlify's git-gateway is on the site's
 * origin, a hosted one (and its sign-in) on its own.
 */
export function backendOrigins(env: CmsEnv): { connect: string[]; img: string[] } {
  const backend: { name: string; gateway_url?: string; identity_url?: string; base_url?: string } = backendOf(env)
  switch (backend.name) {
    case "github":
      return { connect: ["https://api.github.com"], img: ["https://avatars.githubusercontent.com"] }
    case "gitlab":
      return { connect: ["https://gitlab.com"], img: ["https://gitlab.com", "https://secure.gravatar.com"] }
    default: {
      const urls = [backend.gateway_url, backend.identity_url, backend.base_url].filter((url) => url !== undefined)
      return { connect: [...new Set(urls.map((url) => new URL(url).origin))], img: [] }
    }
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

/**
 * Decap 3.16's login screen falls short of what the rest of the site passes, and no setting changes it: the e-mail
 * sign-in (git-gateway without the Netlify Identity widget, which this page does not load: it would come from
 * another origin) names its two fields by placeholder only, which HTML_CodeSniffer rejects (WCAG 1.3.1, 4.1.2), and
 * the screen has no heading and no main landmark, which axe reports. This script, served from /admin/ because the
 * policy allows no inline script, gives each unnamed field its placeholder as its name (so the name is the text the
 * editor sees), and the screen a main landmark and a heading for screen readers, the page's title. It touches only
 * the login screen (`#nc-root > div > section`, the only section Decap puts at that level) and adds attributes and
 * one node React does not track, which React's own updates leave alone. tests/e2e/admin.spec.ts checks it still fits
 * whenever Decap is upgraded.
 */
export const LOGIN_SCRIPT = {
  file: "accessible-login.js",
  source: `// Written by scripts/cms/write-admin.ts from src/cms/admin-page.ts, which explains it.
;(function () {
  function hasName(input) {
    return (
      input.labels.length > 0 ||
      ["aria-label", "aria-labelledby", "title"].some(function (attribute) {
        return input.hasAttribute(attribute)
      })
    )
  }
  function mend() {
    document.querySelectorAll("#nc-root > div > section").forEach(function (screen) {
      if (!screen.hasAttribute("role")) screen.setAttribute("role", "main")
      if (!screen.querySelector("h1")) {
        var heading = document.createElement("h1")
        heading.textContent = document.title
        Object.assign(heading.style, {
          position: "absolute",
          width: "1px",
          height: "1px",
          margin: "-1px",
          padding: "0",
          border: "0",
          overflow: "hidden",
          clip: "rect(0 0 0 0)",
          whiteSpace: "nowrap",
        })
        screen.prepend(heading)
      }
      screen.querySelectorAll("input[placeholder]").forEach(function (input) {
        if (!hasName(input)) input.setAttribute("aria-label", input.placeholder)
      })
    })
  }
  new MutationObserver(mend).observe(document.documentElement, { childList: true, subtree: true })
})()
`,
}

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
    <script src="/admin/${LOGIN_SCRIPT.file}"></script>
    <script src="/admin/decap-cms.js"></script>
    <script type="module" src="/admin/preview.js"></script>
  </body>
</html>
`
}
