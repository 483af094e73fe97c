import AxeBuilder from "@axe-core/playwright"

/** The rules the site holds: WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]

/** axe's violations of the site's rules on a page as it is now, each with at most three of its elements. */
export async function violations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze()
  return results.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
  }))
}

/**
 * axe's violations on a page as a first visit shows it: the cookie banner is part of every first visit, so it is
 * checked too, once its fade-in has finished.
 */
export async function violationsWithBannerOpen(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => {
    const banner = document.querySelector("#cc-main .cm")
    return banner !== null && getComputedStyle(banner).opacity === "1"
  })
  return violations(page)
}
