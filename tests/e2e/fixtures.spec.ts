import { expect, frameState, test, FRAME_WAIT_MS } from "./fixtures"
import { stallPage } from "./stall-page"

test("a page that draws no frame is told from one that does", async ({ page }) => {
  expect(FRAME_WAIT_MS).toBe(5_000)
  await page.goto("/contact")
  // The first paint is reported a moment after its frame.
  await expect.poll(() => frameState(page)).toEqual({ draws: true, painted: true, url: "/contact" })
  await stallPage(page)
  expect(await frameState(page)).toEqual({ draws: false, painted: false, url: "/" })
})
