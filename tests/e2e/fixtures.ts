import { mkdirSync, existsSync, writeFileSync } from "node:fs"
import path from "node:path"
import { test as base, type Page, type Request, type TestInfo } from "@playwright/test"

export * from "@playwright/test"

/** How long a page may take to run one animation frame before it counts as drawing none. */
export const FRAME_WAIT_MS = 5_000

type FrameState = { draws: boolean; painted: boolean; url: string }

/**
 * Whether the page still draws (an animation frame within FRAME_WAIT_MS), and whether it ever painted. Chromium,
 * headless and under heavy load, was seen to stop drawing a page while the page itself kept working (DOM, input,
 * timers): every click then waits forever for the two frames in which Playwright checks that the element stands
 * still. A page that cannot answer (closed, navigating, busy, or without JavaScript, which runs no timers) counts
 * as drawing.
 */
export async function frameState(page: Page): Promise<FrameState> {
  const unknown: FrameState = { draws: true, painted: true, url: new URL(page.url()).pathname }
  let fallback: NodeJS.Timeout | undefined
  const answer = page
    .evaluate(
      (ms) =>
        new Promise<FrameState>((resolve) => {
          const state = (draws: boolean) => ({
            draws,
            painted: performance.getEntriesByName("first-contentful-paint").length > 0,
            url: location.pathname,
          })
          requestAnimationFrame(() => resolve(state(true)))
          setTimeout(() => resolve(state(false)), ms)
        }),
      FRAME_WAIT_MS,
    )
    .catch(() => unknown)
  const unanswered = new Promise<FrameState>((resolve) => {
    fallback = setTimeout(resolve, 2 * FRAME_WAIT_MS, unknown)
  })
  try {
    return await Promise.race([answer, unanswered])
  } finally {
    clearTimeout(fallback)
  }
}

const stallMark = (testInfo: TestInfo) => path.join(testInfo.project.outputDir, "frame-stalls", testInfo.testId)

/**
 * The browser tests' `test`. The config allows one retry, and this spends it only on a failure in which a page
 * of the test had stopped drawing frames (see frameState); the run then reports the test as flaky, with a note
 * naming the page and whether it had painted. A test that failed for any other reason fails its retry at once.
 */
export const test = base.extend<{ frames: void; openRequests: void }>({
  frames: [
    async ({ context }, use, testInfo) => {
      if (testInfo.retry > 0 && !existsSync(stallMark(testInfo)))
        throw new Error("No retry: the first attempt failed while the browser drew frames, so its failure stands.")
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      const pages =
        context
          .browser()
          ?.contexts()
          .flatMap((c) => c.pages()) ?? context.pages()
      const stalled = (await Promise.all(pages.map(frameState))).filter((state) => !state.draws)
      if (stalled.length === 0) return
      mkdirSync(path.dirname(stallMark(testInfo)), { recursive: true })
      writeFileSync(stallMark(testInfo), "")
      for (const { url, painted } of stalled) {
        const description = `${url} drew no frame in ${FRAME_WAIT_MS} ms (${painted ? "after" : "before"} its first paint)`
        testInfo.annotations.push({ type: "frame stall", description })
        console.warn(`frame stall: ${description}; the test is retried once`)
      }
    },
    { auto: true },
  ],
  /**
   * On a failure, names each request of the test's pages that had not finished, and since when (an annotation and a
   * warning): a page that never reaches "networkidle" is otherwise a bare timeout.
   */
  openRequests: [
    async ({ context }, use, testInfo) => {
      const open = new Map<Request, number>()
      const close = (request: Request) => open.delete(request)
      context.on("request", (request) => open.set(request, Date.now()))
      context.on("requestfinished", close)
      context.on("requestfailed", close)
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      for (const [request, since] of open) {
        const description = `${request.method()} ${request.url()}, open for ${Math.round((Date.now() - since) / 1000)} s`
        testInfo.annotations.push({ type: "open request", description })
        console.warn(`open request: ${description}`)
      }
    },
    { auto: true },
  ],
})
