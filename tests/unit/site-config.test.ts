import { resolveSiteUrl } from "../../src/lib/site-config"

describe("site url", () => {
  it("uses SITE_URL, previews their own URL, and a default", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://example.ch/" })).toBe("https://example.ch")
    expect(
      resolveSiteUrl({
        CONTEXT: "deploy-preview",
        DEPLOY_PRIME_URL: "https://p--x.netlify.app",
        SITE_URL: "https://example.ch",
      }),
    ).toBe("https://p--x.netlify.app")
    expect(
      resolveSiteUrl({ CONTEXT: "production", DEPLOY_PRIME_URL: "https://p--x.netlify.app", URL: "https://x.ch" }),
    ).toBe("https://x.ch")
    expect(resolveSiteUrl({})).toBe("https://www.alpina-chauffeur.ch")
  })
})
