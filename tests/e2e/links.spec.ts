import { expect, test } from "./fixtures"
import { allAddresses } from "./helpers"

/** Every internal link, image, script, stylesheet and icon referenced by the 42 addresses resolves. */
test("no broken internal link or asset", async ({ request, baseURL }) => {
  test.setTimeout(180_000)
  const origin = new URL(baseURL!).origin
  const references = new Map<string, string>()
  for (const { path } of allAddresses) {
    const html = await (await request.get(path)).text()
    const urls = [
      ...[...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/\ssrcSet="([^"]+)"/gi)].flatMap((m) => m[1].split(",").map((c) => c.trim().split(" ")[0])),
    ]
    for (const raw of urls) {
      const url = new URL(raw.replace(/&amp;/g, "&"), origin + path)
      if (url.origin !== origin) continue
      const key = url.pathname + url.search
      if (!references.has(key)) references.set(key, path)
    }
  }
  expect(references.size).toBeGreaterThan(100)
  const broken: string[] = []
  for (const [url, from] of references) {
    const response = await request.get(url)
    if (response.status() !== 200) broken.push(`${url} (${response.status()}) on ${from}`)
  }
  expect(broken).toEqual([])
})
