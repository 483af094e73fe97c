import { execFile } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { expect, test } from "./fixtures"

// Runs a Playwright suite of its own, so it is a step of its own in scripts/test-all.sh (RETRY_RULE=1), after the
// main browser suite (beside it, on two cores, its nested browser took longer than any time limit fit for it), beside
// the CMS test, which runs one test at a time.

const run = promisify(execFile)

test("a failed test is retried only when a page of it had stopped drawing frames, and names its open requests", async () => {
  test.setTimeout(180_000)
  // The suite lives in this test's own output folder, which Playwright empties at the start of the next run.
  const dir = test.info().outputPath("suite")
  mkdirSync(dir, { recursive: true })
  const here = (file: string) => JSON.stringify(path.resolve(__dirname, file))
  writeFileSync(
    path.join(dir, "retry.spec.ts"),
    `import { expect, test } from ${here("fixtures")}
import { stallPage } from ${here("stall-page")}
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
    `import { chromiumArgs, headlessShellPath } from ${JSON.stringify(path.resolve("scripts/chromium.cjs"))}
export default { testDir: ${JSON.stringify(dir)}, outputDir: ${JSON.stringify(path.join(dir, "results"))}, retries: 1,
  workers: 1, use: { launchOptions: { executablePath: headlessShellPath, args: chromiumArgs } } }
`,
  )
  const { stdout } = await run(
    "npx",
    ["playwright", "test", "--config", path.join(dir, "playwright.config.ts"), "--reporter=json"],
    { maxBuffer: 64 * 1024 * 1024 },
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
  // The stylesheet that never arrives is named as the request still open.
  expect(stalled.results[0].annotations).toContainEqual({
    type: "open request",
    description: expect.stringMatching(/^GET http:\/\/stall\.test\/never\.css, open for \d+ s$/),
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
