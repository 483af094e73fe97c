import { execFile } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { expect, frameState, test, FRAME_WAIT_MS } from "./fixtures"

const run = promisify(execFile)

// A page whose head waits for a stylesheet that never arrives: the browser draws no frame of it, as in the stall.
// Self-contained: the retry test below writes its source into a spec of its own.
const stallPage = async (page: import("@playwright/test").Page) => {
  await page.route("http://stall.test/never.css", () => {})
  await page.route("http://stall.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><link rel="stylesheet" href="/never.css"><p>Hallo',
    }),
  )
  await page.goto("http://stall.test/", { waitUntil: "commit" })
}

test("a page that draws no frame is told from one that does", async ({ page }) => {
  expect(FRAME_WAIT_MS).toBe(5_000)
  await page.goto("/contact")
  // The first paint is reported a moment after its frame.
  await expect.poll(() => frameState(page)).toEqual({ draws: true, painted: true, url: "/contact" })
  await stallPage(page)
  expect(await frameState(page)).toEqual({ draws: false, painted: false, url: "/" })
})

test("a failed test is retried only when a page of it had stopped drawing frames", async () => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), "fixtures-"))
  writeFileSync(
    path.join(dir, "retry.spec.ts"),
    `import { expect, test } from ${JSON.stringify(path.resolve(__dirname, "fixtures"))}
const stallPage = ${stallPage.toString()}
test("fails while drawing", async ({ page }) => {
  await page.setContent("<p>Hallo</p>")
  expect(await page.locator("p").textContent()).toBe("Tschüss")
})
test("fails while stalled", async ({ page }) => {
  await stallPage(page)
  await page.locator("p").click({ timeout: 2_000 })
})
`,
  )
  writeFileSync(
    path.join(dir, "playwright.config.ts"),
    `import { chromiumArgs, chromiumPath } from ${JSON.stringify(path.resolve("scripts/chromium.cjs"))}
export default { testDir: ${JSON.stringify(dir)}, outputDir: ${JSON.stringify(path.join(dir, "results"))}, retries: 1,
  workers: 1, use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } } }
`,
  )
  const { stdout } = await run(
    "npx",
    ["playwright", "test", "--config", path.join(dir, "playwright.config.ts"), "--reporter=json"],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout: string }) => error)
  const specs = (JSON.parse(stdout) as Report).suites.flatMap((suite) => suite.specs)
  const attempts = (title: string) => specs.find((spec) => spec.title === title)!.tests[0]
  const drawing = attempts("fails while drawing")
  expect(drawing.results.map((r) => r.status)).toEqual(["failed", "failed"])
  expect(drawing.results[1].errors[0].message).toContain("No retry")
  expect(drawing.annotations).toEqual([])
  const stalled = attempts("fails while stalled")
  expect(stalled.results.map((r) => r.status)).toEqual(["failed", "failed"])
  expect(stalled.results[1].errors[0].message).toContain("waiting for element to be visible, enabled and stable")
  expect(stalled.results[0].annotations).toContainEqual({
    type: "frame stall",
    description: "/ drew no frame in 5000 ms (before its first paint)",
  })
})

type Report = {
  suites: {
    specs: {
      title: string
      tests: {
        annotations: unknown[]
        results: { status: string; errors: { message: string }[]; annotations: unknown[] }[]
      }[]
    }[]
  }[]
}
