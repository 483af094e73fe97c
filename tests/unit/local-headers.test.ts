import { contentSecurityPolicy } from "../../src/node/gatsby-output/security-headers"
import { forPlainHttp, withoutUpgradeInsecureRequests } from "../../scripts/local-headers.cjs"

const directives = (policy: string) => policy.split("; ")

describe("headers of the local plain-http preview (scripts/serve.mjs)", () => {
  const hostPolicy = contentSecurityPolicy(["abc="])

  it("the host's policy upgrades insecure requests", () => {
    expect(directives(hostPolicy)).toContain("upgrade-insecure-requests")
  })

  it("leave out upgrade-insecure-requests and keep every other directive, in order", () => {
    const local = withoutUpgradeInsecureRequests(hostPolicy)
    expect(local).not.toContain("upgrade-insecure-requests")
    expect(directives(local)).toEqual(directives(hostPolicy).filter((d) => d !== "upgrade-insecure-requests"))
    expect(local).toContain("script-src 'self' 'sha256-abc='")
  })

  it("find the directive anywhere and in any case, and leave a policy without it alone", () => {
    expect(withoutUpgradeInsecureRequests("Upgrade-Insecure-Requests ; default-src 'self';")).toBe("default-src 'self'")
    expect(withoutUpgradeInsecureRequests("default-src 'self'; object-src 'none'")).toBe(
      "default-src 'self'; object-src 'none'",
    )
  })

  it("change only the Content-Security-Policy header, whatever its spelling", () => {
    const headers = {
      "content-security-policy": hostPolicy,
      "Strict-Transport-Security": "max-age=63072000",
      "Cache-Control": "public, max-age=0, must-revalidate",
    }
    expect(forPlainHttp(headers)).toEqual({
      ...headers,
      "content-security-policy": withoutUpgradeInsecureRequests(hostPolicy),
    })
    expect(headers["content-security-policy"]).toBe(hostPolicy)
  })
})
