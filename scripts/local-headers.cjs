/**
 * Response headers for the local preview (scripts/serve.mjs), which serves plain http on 127.0.0.1.
 *
 * The host serves https, and public/_headers asks browsers there to `upgrade-insecure-requests`. WebKit (Safari)
 * applies that directive to http://127.0.0.1 as well (Chromium and Firefox exempt loopback): every script of the
 * page would be fetched over https from a server that has none, and the page would run no JavaScript. So the
 * local server leaves that one directive out; every other directive, and public/_headers itself, stay as built.
 */
const UPGRADE = "upgrade-insecure-requests"

/** The policy without `upgrade-insecure-requests`, the other directives unchanged and in their order. */
function withoutUpgradeInsecureRequests(policy) {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive.split(/\s+/)[0].toLowerCase() !== UPGRADE)
    .join("; ")
}

/** `headers` as a plain-http server must send them: a copy with the CSP (any spelling of its name) adjusted. */
function forPlainHttp(headers) {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      name.toLowerCase() === "content-security-policy" ? withoutUpgradeInsecureRequests(String(value)) : value,
    ]),
  )
}

exports.withoutUpgradeInsecureRequests = withoutUpgradeInsecureRequests
exports.forPlainHttp = forPlainHttp
