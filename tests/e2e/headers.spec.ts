import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./fixtures"
import { allAddresses, hydrated } from "./helpers"

const pages = allAddresses.filter((a) => a.route.kind === "page")

/**
 * The inline scripts the pages run, each allowed by its hash: the page-path script, the language redirect, and with
 * a tag manager configured its consent defaults and its snippet (the loader that starts Gatsby's scripts is a file).
 * The same for every page, however many pages an editor adds.
 */
const PAGE_INDEPENDENT_SCRIPTS = 4

/** sha256 (base64) of each inline script in a page's HTML that the browser runs: no file, no JSON. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, code]) => code !== "" && !/\ssrc=|\stype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , code]) => crypto.createHash("sha256").update(code, "utf8").digest("base64"))

// Every page's own headers, and its run without a CSP violation, are checked on its one visit in every-page.spec.ts.

test("the 404 pages carry the same security headers", async ({ request }) => {
  for (const path of ["/nope", "/en/nope"]) {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()["content-security-policy"]).toContain("default-src 'self'")
  }
})

test("one page-path script serves every page: one CSP hash for it, and Gatsby still reads each page's path", async ({
  page,
  request,
}) => {
  // Gatsby wrote each page's path into a script of its own, and the CSP carried a hash for every page (51 hashes
  // for 42 addresses, 3.5 KB of every HTML response). Now one hash per distinct inline script of the site.
  const csp = (await request.get("/")).headers()["content-security-policy"]
  const hashes = csp.match(/'sha256-[A-Za-z0-9+/]+=*'/g) ?? []
  expect(hashes.length).toBeGreaterThan(0)
  expect(hashes.length).toBeLessThanOrEqual(PAGE_INDEPENDENT_SCRIPTS)
  for (const [address, pagePath] of [
    ["/", "/"],
    ["/en/premium", "/en/premium"],
    ["/en/nope", "/en/404.html"],
  ]) {
    await page.goto(address)
    await hydrated(page)
    expect(await page.evaluate(() => (window as Window & { pagePath?: string }).pagePath), address).toBe(pagePath)
    // Gatsby's runtime took the page for the one asked for: it stayed at the address it was opened at.
    expect(new URL(page.url()).pathname, address).toBe(address)
  }
})

test("the CSP allows the inline scripts the pages run, and no other", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"]
  const allowed = [...csp.matchAll(/'sha256-([A-Za-z0-9+/]+=*)'/g)].map((m) => m[1]).sort()
  const run = new Set<string>()
  for (const path of [...pages.map((p) => p.path), "/404.html", "/en/404.html", "/500.html", "/en/500.html"]) {
    const hashes = inlineScriptHashes(await (await request.get(path)).text())
    for (const hash of hashes) expect(allowed, `${path} runs an inline script the CSP does not allow`).toContain(hash)
    hashes.forEach((hash) => run.add(hash))
    expect(hashes.length, path).toBeLessThanOrEqual(PAGE_INDEPENDENT_SCRIPTS)
  }
  // No hash for a script no page runs (Gatsby's slice HTML, which is no page, had one).
  expect([...run].sort()).toEqual(allowed)
})

test("the local http server leaves out upgrade-insecure-requests, _headers keep it", async ({ request }) => {
  // Safari applies the directive to http://127.0.0.1 too (scripts/local-headers.cjs). The host's policy, from
  // the generated file (its "/*" block):
  const file = fs.readFileSync(path.join(__dirname, "../../public/_headers"), "utf8")
  const hostPolicy = /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.+)$/m.exec(file)?.[1] ?? ""
  const hostDirectives = hostPolicy.split("; ")
  expect(hostDirectives).toContain("upgrade-insecure-requests")
  expect(hostPolicy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ /)
  // A page, a not-found page and a redirect: everything else of the policy as built, that one directive left out.
  for (const [address, status] of [
    ["/", 200],
    ["/en/nope", 404],
    ["/services", 301],
  ] as const) {
    const response = await request.get(address, { maxRedirects: 0 })
    expect(response.status(), address).toBe(status)
    const served = response.headers()["content-security-policy"]
    expect(served, address).not.toContain("upgrade-insecure-requests")
    expect(served.split("; "), address).toEqual(hostDirectives.filter((d) => d !== "upgrade-insecure-requests"))
  }
})

test("hashed assets are immutable for a year, page data revalidates", async ({ page, request }) => {
  const assets: string[] = []
  page.on("response", (r) => assets.push(new URL(r.url()).pathname))
  await page.goto("/", { waitUntil: "networkidle" })
  // The entry scripts start after the first frame (src/node/gatsby-output/scripts-after-paint.ts): wait until they ran.
  await hydrated(page)
  const scripts = assets.filter((a) => /-[0-9a-f]{16,}\.js$/.test(a))
  expect(scripts.length).toBeGreaterThan(2)
  // The stylesheet loaded after the first paint is named by its content (src/node/gatsby-output/deferred-stylesheet.ts).
  const stylesheets = assets.filter((a) => /^\/styles\.[0-9a-f]{16,}\.css$/.test(a))
  expect(stylesheets).toHaveLength(1)
  for (const asset of [...scripts, ...stylesheets]) {
    expect((await request.get(asset)).headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable")
  }
  const image = assets.find((a) => a.startsWith("/static/"))
  expect(image).toBeTruthy()
  expect((await request.get(image!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  const pageData = (await request.get("/page-data/agb/page-data.json")).headers()["cache-control"]
  expect(pageData).toBe("public, max-age=0, must-revalidate")
})
