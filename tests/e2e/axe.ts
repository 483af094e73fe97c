import fs from "node:fs"
import AxeBuilder from "@axe-core/playwright"
import type { Locator } from "@playwright/test"
import { consentBanner } from "./helpers"

/**
 * The axe-core the project pins, not the one @axe-core/playwright bundles: the builder's releases that bundle a
 * newer axe-core need a newer Node.js than the machines this runs on, and each axe-core release adds rules.
 */
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/**
 * An axe run on the page, with the project's axe-core, inside the page itself (the builder's legacy mode). The
 * builder's default opens a blank page of its own to put the results of the page's frames together, which costs a
 * run three to four times as long; in the page, axe does not reach into frames from another origin, so a page with
 * a frame is refused here rather than left partly unchecked.
 */
export const axe = (page: import("@playwright/test").Page) => {
  const frames = page.frames().map((frame) => frame.url())
  if (frames.length > 1) throw new Error(`axe runs in the page, which has frames it would not check: ${frames}`)
  return new AxeBuilder({ page, axeSource }).setLegacyMode()
}

/** The rules the site holds: WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]

/**
 * axe's violations of the site's rules on a page as it is now, each with at most three of its elements. Every rule
 * still runs on every element; only the violations are written out element by element (`resultTypes`), which
 * spares a long page a fifth to a third of the run.
 */
export async function violations(page: import("@playwright/test").Page) {
  const results = await axe(page)
    .withTags(tags)
    .options({ resultTypes: ["violations"] })
    .analyze()
  return results.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
  }))
}

/**
 * axe's violations once one of the consent library's boxes (its banner or its preferences) has faded in: a
 * half-transparent text would fail the contrast rule.
 */
export async function violationsWithConsentBoxShown(page: import("@playwright/test").Page, box: Locator) {
  await box.evaluate(
    (element) =>
      new Promise<void>((shown) => {
        const check = () => (getComputedStyle(element).opacity === "1" ? shown() : requestAnimationFrame(check))
        check()
      }),
  )
  return violations(page)
}

/**
 * axe's violations on a page as a first visit shows it: the cookie banner is part of every first visit, so it is
 * checked too, once its fade-in has finished.
 */
export const violationsWithBannerOpen = (page: import("@playwright/test").Page) =>
  violationsWithConsentBoxShown(page, consentBanner(page))
