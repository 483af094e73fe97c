import { expect, test } from "./fixtures"
import { allAddresses, company, visibleMainText } from "./helpers"
import { localizePath } from "../../src/lib/language/languages"

test.describe("all 42 addresses", () => {
  for (const { route } of allAddresses.filter((a) => a.language === "de" && a.route.kind === "page")) {
    test(`German and English texts differ on ${route.path}`, async ({ page }) => {
      await page.goto(localizePath(route.path, "de"))
      const german = await visibleMainText(page)
      const germanTitle = await page.title()
      await page.goto(localizePath(route.path, "en"))
      const english = await visibleMainText(page)
      // Translated, not a copy with a word changed: most of the English words are not on the German page
      // (names, places and numbers are shared).
      const words = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? []
      const germanWords = new Set(words(german))
      const englishWords = words(english)
      const own = englishWords.filter((word) => !germanWords.has(word)).length
      expect(englishWords.length).toBeGreaterThan(20)
      expect(own / englishWords.length).toBeGreaterThan(0.5)
      expect(await page.title()).not.toBe(germanTitle)
    })
  }
})

test("the home page shows the seven services, the five classes and the testimonials", async ({ page }) => {
  await page.goto("/")
  await expect(page.locator("#services .card:not(.card--cta)")).toHaveCount(7)
  await expect(page.locator("#fleet .card")).toHaveCount(5)
  await expect(page.locator("#fleet table tbody tr")).toHaveCount(5)
  await expect(page.locator("#testimonials .avatar").first()).toHaveText(/^[A-ZÄÖÜ]{2}$/)
  // A rating is one image named by its stars, as wide as that many stars (1.15em each, 0.15em apart).
  const rating = page.locator("#testimonials .testimonial__rating").first()
  await expect(rating).toHaveAccessibleName("5 von 5 Sternen")
  const { width, em } = await rating.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    em: parseFloat(getComputedStyle(element).fontSize),
  }))
  expect(width / em).toBeCloseTo(5 * 1.3 - 0.15, 2)
  // The hero illustration is a real image (webp, responsive), loaded eagerly.
  const hero = page.locator(".home-hero__image img")
  await expect(hero).toHaveAttribute("loading", "eager")
  const srcset = (await hero.getAttribute("srcset")) ?? ""
  const candidates = srcset.split(",").map((c) => c.trim().split(" "))
  expect(candidates.map(([, width]) => width)).toEqual(["320w", "640w", "768w", "1024w", "1280w", "1536w"])
  for (const [url] of candidates) expect(url).toMatch(/\.webp$/)
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test("images are webp, densities 1 and 2, each drawn over its blurred placeholder", async ({ page }) => {
  for (const path of ["/", "/premium", "/en/services/airport-transfers", "/careers"]) {
    await page.goto(path)
    const images = page.locator(".content-image img")
    expect(await images.count()).toBeGreaterThan(0)
    for (const img of await images.all()) {
      const candidates = ((await img.getAttribute("srcset")) ?? "").split(",").map((c) => c.trim().split(" "))
      for (const [url] of candidates) expect(url).toMatch(/\.webp$/)
      const widths = candidates.map(([, width]) => width)
      // A constrained image (one with a width attribute) has its width at density 1 and 2.
      const width = await img.getAttribute("width")
      if (width) expect(widths, path).toEqual(expect.arrayContaining([`${width}w`, `${Number(width) * 2}w`]))
      else expect(widths, path).toEqual(["320w", "640w", "768w", "1024w", "1280w", "1536w"])
    }
    // As the server wrote it, every image has its placeholder: a webp thumbnail 10 px wide, drawn blurred by 3 px.
    const html = await (await page.request.get(path)).text()
    const thumbnails = [
      ...html.matchAll(/class="content-image__placeholder"[^>]*url\((data:image\/webp;base64,[^)]+)\)/g),
    ]
    expect(thumbnails.length, path).toBe((html.match(/<img\b/g) ?? []).length)
    for (const [, thumbnail] of thumbnails) {
      const size = await page.evaluate(async (src) => {
        const probe = new Image()
        probe.src = src
        await probe.decode()
        return [probe.naturalWidth, probe.naturalHeight]
      }, thumbnail)
      expect(size[0], path).toBe(10)
      expect(size[1], path).toBeLessThanOrEqual(10)
    }
  }
})

test("every image's sizes name the width it is shown at, from 320 to 1920 px", async ({ page }) => {
  // The browser picks a file from the srcset by the width `sizes` names before layout: never less than the image
  // is shown at (it would be blurred), at most a fifth more (it would cost bytes nobody sees). Every 64 px, and on
  // each side of each width at which `sizes` changes.
  for (const path of ["/", "/en/services/airport-transfers"]) {
    await page.goto(path)
    const images = page.locator(".content-image img")
    const breakpoints = (
      await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("sizes") ?? ""))
    ).flatMap((sizes) => [...sizes.matchAll(/min-width: (\d+)px/g)].map((match) => Number(match[1])))
    const steps = Array.from({ length: 26 }, (_, step) => 320 + 64 * step)
    const widths = new Set([...steps, ...breakpoints, ...breakpoints.map((breakpoint) => breakpoint - 1)])
    for (const width of [...widths].sort((a, b) => a - b)) {
      await page.setViewportSize({ width, height: 800 })
      const measured = await images.evaluateAll((imgs) =>
        imgs.map((img) => {
          const entries = (img.getAttribute("sizes") ?? "").split(/,(?![^(]*\))/).map((entry) => entry.trim())
          const chosen = entries.find((entry, index) => {
            const media = /^(\(.+\))\s/.exec(entry)?.[1]
            return media ? matchMedia(media).matches : index === entries.length - 1
          })
          const probe = document.createElement("div")
          probe.style.width = (chosen ?? "").replace(/^\(.+\)\s+/, "")
          document.body.append(probe)
          const named = probe.getBoundingClientRect().width
          probe.remove()
          return { image: img.parentElement?.className ?? "", named, drawn: img.getBoundingClientRect().width }
        }),
      )
      expect(measured.length, path).toBeGreaterThan(1)
      for (const { image, named, drawn } of measured) {
        expect(named, `${path} at ${width} px: ${image}`).toBeGreaterThanOrEqual(drawn - 0.5)
        expect(named, `${path} at ${width} px: ${image}`).toBeLessThanOrEqual(drawn * 1.2)
      }
    }
  }
})

test("company facts come from the company file, the legal form and register in the page's language", async ({
  page,
}) => {
  for (const language of ["de", "en"] as const) {
    const other = language === "de" ? "en" : "de"
    await page.goto(localizePath("/impressum", language))
    const main = page.locator("main")
    const footer = page.locator("footer")
    for (const fact of [company.legalName, company.uid, company.managingDirector])
      await expect(main).toContainText(fact)
    await expect(footer).toContainText(company.phoneDisplay)
    await expect(main).toContainText(company.legalForm[language])
    await expect(main).not.toContainText(company.legalForm[other])
    await expect(main).toContainText(company.commercialRegister[language])
    await expect(footer).toContainText(company.commercialRegister[language])
    await expect(page.locator("body")).not.toContainText(company.commercialRegister[other])
    // No unresolved content tokens anywhere.
    await expect(main).not.toContainText("{{")
  }
})
