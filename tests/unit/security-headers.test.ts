import { contentSecurityPolicy, securityHeaders } from "../../src/node/gatsby-output/security-headers"

describe("security headers", () => {
  const csp = contentSecurityPolicy(["abc="])

  it("allow only the site itself plus named analytics and maps origins", () => {
    expect(csp).toMatch(/^default-src 'self'; /)
    expect(csp).toContain(
      "script-src 'self' 'sha256-abc=' https://www.googletagmanager.com https://maps.googleapis.com;",
    )
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/\*/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  })

  it("send HSTS, nosniff and the referrer policy", () => {
    expect(securityHeaders["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload")
    expect(securityHeaders["X-Content-Type-Options"]).toBe("nosniff")
    expect(securityHeaders["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
  })

  it("send no opener policy on the site's pages: it would cost every first visit a fresh renderer", () => {
    expect(Object.keys(securityHeaders).map((name) => name.toLowerCase())).not.toContain("cross-origin-opener-policy")
  })
})
