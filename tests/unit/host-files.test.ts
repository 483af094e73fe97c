import { redirectRules } from "../../src/node/host-files"
import { resolveSiteUrl } from "../../src/lib/site-config"
import { toasterOptions } from "../../src/components/notifications"
import { headTranslator } from "../../src/lib/page-context"

describe("host redirect rules", () => {
  const lines = redirectRules()
    .trim()
    .split("\n")
    .filter((l) => !l.startsWith("#"))
    .map((l) => l.split(/\s+/))

  it("redirect /services in both languages with 301", () => {
    expect(lines).toContainEqual(["/services", "/services/airport-transfers", "301"])
    expect(lines).toContainEqual(["/en/services", "/en/services/airport-transfers", "301"])
  })

  it("answer unknown addresses with the not-found page of their language, English rule first", () => {
    const en = lines.findIndex((l) => l[0] === "/en/*")
    const de = lines.findIndex((l) => l[0] === "/*")
    expect(lines[en]).toEqual(["/en/*", "/en/404.html", "404"])
    expect(lines[de]).toEqual(["/*", "/404.html", "404"])
    expect(en).toBeLessThan(de)
    expect(de).toBe(lines.length - 1)
  })
})

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

describe("toaster options (SPEC section 9)", () => {
  it("match the spec numbers", () => {
    expect(toasterOptions).toEqual({
      position: "bottom-right",
      duration: 5000,
      visibleToasts: 5,
      gap: 16,
      hotkey: ["F8"],
      swipeDirections: ["right"],
    })
  })
})

describe("head translations", () => {
  it("read nested keys and fill values from the page's locale data", () => {
    const t = headTranslator({
      edges: [{ node: { data: JSON.stringify({ error: { notFound: "Page not found: {{path}}" } }) } }],
    })
    expect(t("error.notFound", { path: "/x" })).toBe("Page not found: /x")
    expect(t("missing.key")).toBe("missing.key")
  })
})
