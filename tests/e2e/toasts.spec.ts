import { expect, test, type Page } from "./fixtures"
import { announceNewBuild, withConsent } from "./helpers"

/** The notifications area, driven by a real toast: the new-version notice. */
test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL!))

async function showVersionToast(page: Page, path: string) {
  expect(await announceNewBuild(page, path)).toBe(true)
  const toast = page.locator("[data-sonner-toast]")
  await expect(toast).toBeVisible()
  // sonner animates a new toast in; measure the swipe from where it rests.
  await expect(toast).toHaveAttribute("data-mounted", "true")
  await settled(toast)
  return toast
}

/** The horizontal distance sonner has the toast dragged by (its --swipe-amount-x). */
const swipeAmount = (toast: ReturnType<Page["locator"]>) =>
  toast.evaluate((element) => (element as HTMLElement).style.getPropertyValue("--swipe-amount-x"))

/** Waits until the toast has finished moving in: its enter transition (and any other animation) has ended. */
async function settled(toast: ReturnType<Page["locator"]>) {
  await toast.evaluate(async (element) => {
    // The transition starts in the frame after data-mounted is set.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished))
  })
}

/** Drags the toast to the right by `distance` px, slowly (under sonner's flick speed of 0.11 px/ms). */
async function slowSwipe(page: Page, toast: ReturnType<Page["locator"]>, distance: number) {
  const title = toast.locator("[data-title]")
  const box = (await title.boundingBox())!
  const x = box.x + 10
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  // The pauses pace the drag (sonner dismisses any faster movement as a flick); they prove nothing themselves.
  for (let moved = 2; moved <= distance; moved += 2) {
    await page.mouse.move(x + moved, y)
    await page.waitForTimeout(30)
  }
  await page.mouse.move(x + distance, y)
  await page.waitForTimeout(100)
  // The drag has registered as a swipe of the whole distance before the button is released.
  await expect(toast).toHaveAttribute("data-swiped", "true")
  // Within 0.005 px: sonner's amount is the difference of two pointer positions, which chromium keeps as 32-bit
  // floats, so from a fractional start 56 px came out as "55.99993896484375px" in a 4-worker run.
  const amount = await swipeAmount(toast)
  expect(amount).toMatch(/^[\d.]+px$/)
  expect(parseFloat(amount)).toBeCloseTo(distance, 2)
  await page.mouse.up()
}

test("the region is labelled 'Notifications (F8)' in English and 'Benachrichtigungen (F8)' in German", async ({
  page,
}) => {
  await showVersionToast(page, "/en/agb")
  await expect(page.getByRole("region", { name: "Notifications (F8)", exact: true })).toBeAttached()
  await showVersionToast(page, "/agb")
  await expect(page.getByRole("region", { name: "Benachrichtigungen (F8)", exact: true })).toBeAttached()
})

test("a toast swiped right less than 50 px stays; 50 px or more dismisses it", async ({ page }) => {
  const toast = await showVersionToast(page, "/en/agb")
  // 48 px: sonner's own distance (45 px) would already dismiss it.
  await slowSwipe(page, toast, 48)
  // sonner has decided on release: a toast that stays springs back (its swipe amount reset to 0px, no longer
  // swiped); one that goes keeps its amount and is marked data-swipe-out. Wait for the first, then check it stayed.
  await expect.poll(() => swipeAmount(toast)).toBe("0px")
  await expect(toast).toHaveAttribute("data-swiped", "false")
  await expect(toast).toHaveAttribute("data-swipe-out", "false")
  await expect(toast).toBeVisible()
  await slowSwipe(page, toast, 56)
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)
})
