/**
 * Response headers for the host (written to public/_headers after each build).
 * The Content-Security-Policy allows the site itself plus exactly what consented analytics (Google Tag
 * Manager / Analytics 4) and the address search (Google Maps Places) need; no wildcard origins.
 */
export const thirdPartyOrigins = {
  analytics: {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://region1.google-analytics.com",
      "https://analytics.google.com",
    ],
    img: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
  },
  maps: {
    script: ["https://maps.googleapis.com"],
    connect: ["https://maps.googleapis.com", "https://places.googleapis.com"],
    img: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
    style: ["https://fonts.googleapis.com"],
    font: ["https://fonts.gstatic.com"],
  },
} as const

const unique = (items: readonly string[]) => [...new Set(items)]

/** The policy for every page; `scriptHashes` are the sha256 hashes of the inline scripts Gatsby emits. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const { analytics, maps } = thirdPartyOrigins
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", ...unique(scriptHashes).map((h) => `'sha256-${h}'`), ...analytics.script, ...maps.script],
    ],
    // gatsby-plugin-image and the consent banner set inline style attributes.
    ["style-src", ["'self'", "'unsafe-inline'", ...maps.style]],
    ["img-src", ["'self'", "data:", ...unique([...analytics.img, ...maps.img])]],
    ["font-src", ["'self'", ...maps.font]],
    ["connect-src", ["'self'", ...unique([...analytics.connect, ...maps.connect])]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["frame-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["upgrade-insecure-requests", []],
  ]
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ")
}

/**
 * No Cross-Origin-Opener-Policy on the site's pages, on purpose. `same-origin` makes the browser put the page in
 * a browsing context group of its own, so a first visit commits into a fresh renderer and builds its JavaScript
 * context there: 16-43 ms of main thread in one task in chromium, against 9-13 ms without it, and in Lighthouse's
 * mobile simulation (4x) that task overlaps the first paint and counts as blocking time (TBT median 56 -> 17 ms
 * over the 42 addresses, docs/performance.md). What the header protects – window references between a page and the
 * pages it opens or that open it – guards per-visitor state, and these pages have none (no login, no account;
 * links opened in a new tab are `noopener` by default). The CMS, where the editor is signed in, sends its own
 * (src/cms/admin-page.ts).
 */
export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
}

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"
