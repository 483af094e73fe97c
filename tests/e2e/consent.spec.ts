import { expect, test, type Page } from "./fixtures"
import {
  allAddresses,
  bookingField,
  bookingForm,
  consentBanner as banner,
  consentPreferences as preferences,
  consentRead,
  fillValid,
  formReady,
  hydrated,
  recordCookieWrites,
  stubMaps,
} from "./helpers"

const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/

/** Answers gtm.js with a stub (never reaches Google) and records every request to another origin. */
async function watchThirdParties(page: Page) {
  const foreign: string[] = []
  await page.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) => {
      foreign.push(route.request().url())
      return GTM.test(route.request().url())
        ? route.fulfill({
            status: 200,
            contentType: "text/javascript",
            body: "window.__gtmLoaded = (window.__gtmLoaded || 0) + 1",
          })
        : route.abort()
    },
  )
  return foreign
}

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "cc_cookie")
  return cookie ? { ...cookie, data: JSON.parse(decodeURIComponent(cookie.value)) } : undefined
}

/**
 * Clicks the banner's "Akzeptieren" and waits until the stored choice has settled: the library writes it with the
 * maps service, and the site takes that back in a task of its own (keepMapsExplicit, src/lib/consent/index.ts). A
 * test that edits the cookie before then has its edit overwritten.
 */
async function acceptAndSettle(page: Page) {
  await banner(page).getByRole("button", { name: "Akzeptieren" }).click()
  await expect
    .poll(async () => {
      const cookie = await consentCookie(page)
      return cookie ? (cookie.data.categories as string[]).includes("maps") : true
    })
    .toBe(false)
}

test.describe("cookie banner", () => {
  test("shows by itself in German with accept, reject and preferences", async ({ page }) => {
    await page.goto("/")
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).locator("#cm__title")).toHaveText("Wir verwenden Cookies")
    await expect(banner(page).getByRole("button", { name: "Akzeptieren" })).toBeVisible()
    await expect(banner(page).getByRole("button", { name: "Ablehnen" })).toBeVisible()
    await expect(banner(page).getByRole("button", { name: "Einstellungen verwalten" })).toBeVisible()
    // The banner is a box at the bottom right.
    await expect(banner(page)).toHaveClass(/cm--box/)
    await expect(banner(page)).toHaveClass(/cm--bottom/)
    await expect(banner(page)).toHaveClass(/cm--right/)
  })

  test("shows in English with 'We use cookies', Accept and Reject", async ({ page }) => {
    await page.goto("/en/agb")
    await expect(banner(page).locator("#cm__title")).toHaveText("We use cookies")
    await expect(banner(page).getByRole("button", { name: "Accept", exact: true })).toBeVisible()
    await expect(banner(page).getByRole("button", { name: "Reject", exact: true })).toBeVisible()
  })

  test("follows a language switch", async ({ page }) => {
    await page.goto("/agb")
    await expect(banner(page).locator("#cm__title")).toHaveText("Wir verwenden Cookies")
    await page.getByRole("link", { name: "English" }).click()
    await expect(page).toHaveURL(/\/en\/agb$/)
    await expect(banner(page).locator("#cm__title")).toHaveText("We use cookies")
  })

  test("reject records consent for 182 days (SameSite=Lax, path /) and hides the banner for good", async ({ page }) => {
    const writes = await recordCookieWrites(page)
    await page.goto("/")
    await banner(page).getByRole("button", { name: "Ablehnen" }).click()
    await expect(banner(page)).toBeHidden()
    const cookie = await consentCookie(page)
    // SameSite and path as written (the cookie list reports a missing SameSite as "Lax").
    expect((await writes("cc_cookie")).at(-1)).toMatch(/;\s*SameSite=Lax(;|$)/i)
    expect(cookie?.path).toBe("/")
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(180)
    expect(days).toBeLessThan(184)
    expect(cookie!.data).toMatchObject({ categories: ["necessary"], revision: 1, languageCode: "de" })
    expect(cookie!.data.consentId).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(cookie!.data.consentTimestamp)).toBeGreaterThan(0)
    expect(Date.parse(cookie!.data.lastConsentTimestamp)).toBeGreaterThan(0)
    await page.reload()
    // The consent code has read the stored refusal (and would have shown the banner by now if it were invalid).
    await expect(page.locator("html")).toHaveAttribute("data-consent", "stored", { timeout: 15_000 })
    await expect(banner(page)).toBeHidden()
  })

  test("the close button sits inside the box and means 'necessary cookies only'", async ({ page }) => {
    await page.goto("/en")
    const close = banner(page).getByRole("button", { name: "Necessary cookies only and close" })
    await expect(close).toBeVisible()
    // A round target of 40 px or more within the box's corner, not the corner itself. Measured in one frame, as the
    // banner may still be sliding in.
    const geometry = await close.evaluate((button: HTMLElement) => {
      const box = button.closest(".cm")!.getBoundingClientRect()
      const own = button.getBoundingClientRect()
      return {
        width: button.offsetWidth,
        height: button.offsetHeight,
        insetTop: own.top - box.top,
        insetRight: box.right - own.right,
        radius: getComputedStyle(button).borderRadius,
      }
    })
    expect(geometry.width).toBeGreaterThanOrEqual(40)
    expect(geometry.height).toBe(geometry.width)
    expect(geometry.radius).toBe("999px")
    expect(geometry.insetTop).toBeGreaterThan(0)
    expect(geometry.insetRight).toBeGreaterThan(0)
    await close.click()
    await expect(banner(page)).toBeHidden()
    expect((await consentCookie(page))!.data.categories).toEqual(["necessary"])
  })

  test("arriving while the visitor types in a form field, it leaves the field and every key typed to them", async ({
    page,
  }) => {
    // The banner's stylesheet held back until the visitor has started typing, as on a slow phone.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/vendor/cookieconsent.css", async (route) => {
      await held
      await route.continue()
    })
    await page.goto("/contact")
    await formReady(page, "booking")
    const name = bookingField(page, "name")
    await name.click()
    await name.pressSequentially("Anna")
    release()
    await expect(banner(page)).toBeVisible()
    // The library moves the focus into the banner once it has faded in (and 100 ms after showing it).
    await expect(banner(page)).toHaveCSS("opacity", "1")
    await page.waitForTimeout(300)
    await page.keyboard.type(" Muster")
    await expect(name).toBeFocused()
    await expect(name).toHaveValue("Anna Muster")
  })

  test("the banner's colours are the site's, and its variables stay on the banner", async ({ page }) => {
    await page.goto("/")
    const accept = banner(page).getByRole("button", { name: "Akzeptieren" })
    await expect(accept).toBeVisible()
    const styles = await accept.evaluate((button: HTMLElement) => {
      const main = document.getElementById("cc-main")!
      return {
        accept: getComputedStyle(button).backgroundColor,
        boxFont: getComputedStyle(button.closest(".cm")!).fontFamily,
        onBanner: getComputedStyle(main).getPropertyValue("--cc-btn-primary-bg"),
        onRoot: getComputedStyle(document.documentElement).getPropertyValue("--cc-bg"),
        onBody: getComputedStyle(document.body).getPropertyValue("--cc-font-family"),
      }
    })
    // --green-600 and --font-body of src/styles/base.css, through src/styles/consent.css.
    expect(styles.accept).toBe("rgb(31, 122, 77)")
    expect(styles.boxFont).toMatch(/^system-ui/)
    expect(styles.onBanner.trim()).toBe("#1f7a4d")
    // Declared on :root, the library's variables would make the browser style the whole page again when the banner
    // loads its stylesheet (src/node/gatsby-output/consent-stylesheet.ts).
    expect(styles.onRoot).toBe("")
    expect(styles.onBody).toBe("")
  })

  test("a saved custom choice records consent too", async ({ page }) => {
    await page.goto("/en")
    await banner(page).getByRole("button", { name: "Manage preferences" }).click()
    await expect(preferences(page)).toBeVisible()
    await preferences(page).getByRole("button", { name: "Save my choice" }).click()
    await expect(preferences(page)).toBeHidden()
    await expect(banner(page)).toBeHidden()
    expect((await consentCookie(page))!.data.categories).toEqual(["necessary"])
  })

  test("a new consent revision brings the banner back", async ({ page, context, baseURL }) => {
    await page.goto("/")
    await acceptAndSettle(page)
    const cookie = (await consentCookie(page))!
    await context.addCookies([
      {
        ...cookie,
        value: encodeURIComponent(JSON.stringify({ ...cookie.data, revision: 0 })),
        url: undefined,
        domain: new URL(baseURL!).hostname,
      },
    ])
    await page.reload()
    await expect(banner(page)).toBeVisible()
  })

  for (const [what, outlived] of [
    ["its own expiry time", { expirationTime: Date.now() - 1000 }],
    ["its last consent 183 days ago", { lastConsentTimestamp: new Date(Date.now() - 183 * 86_400_000).toISOString() }],
  ] as const) {
    test(`a stored consent past ${what} brings the banner back, though the cookie is still there`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto("/")
      await acceptAndSettle(page)
      const cookie = (await consentCookie(page))!
      // The browser keeps the cookie (its own expiry is months away); the record inside has run out.
      await context.addCookies([
        {
          ...cookie,
          value: encodeURIComponent(JSON.stringify({ ...cookie.data, ...outlived })),
          url: undefined,
          domain: new URL(baseURL!).hostname,
        },
      ])
      await page.reload()
      await expect(page.locator("html")).toHaveAttribute("data-consent", "asked", { timeout: 15_000 })
      await expect(banner(page)).toBeVisible()
    })
  }

  test("the footer link reopens the preferences on every page", async ({ page }) => {
    await page.goto("/en/contact")
    await banner(page).getByRole("button", { name: "Reject", exact: true }).click()
    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click()
    await expect(preferences(page)).toBeVisible()
    await expect(preferences(page).locator("#pm__title")).toHaveText("Cookie settings")
    // The preferences list the cookies from the same declaration as the privacy policy.
    await expect(preferences(page)).toContainText("cc_cookie")
  })
})

test.describe("tag manager only after analytics consent", () => {
  test("no request to another origin before consent, gtm.js right after accepting", async ({ page }) => {
    const foreign = await watchThirdParties(page)
    await page.goto("/", { waitUntil: "networkidle" })
    await expect(banner(page)).toBeVisible()
    expect(foreign).toEqual([])
    await banner(page).getByRole("button", { name: "Akzeptieren" }).click()
    await expect.poll(() => foreign.filter((u) => GTM.test(u)).length).toBe(1)
    expect(foreign[0]).toMatch(/gtm\.js\?id=GTM-/)
    // Consent Mode v2: the default (all denied) comes before the update (analytics granted).
    const consent = await page.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer
        .filter((e) => e && (e as unknown as unknown[])[0] === "consent")
        .map((e) => [e[1], e[2]]),
    )
    expect(consent[0]).toEqual([
      "default",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        wait_for_update: 500,
      },
    ])
    expect(consent[1]).toEqual([
      "update",
      { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    ])
  })

  test("the plugin's snippet is consent-managed, has no noscript iframe, and runs without a CSP violation", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/en/agb")).text()
    expect(html).toMatch(/<script type="text\/plain" data-category="analytics">[^<]*googletagmanager\.com\/gtm\.js/)
    expect(html).not.toContain("googletagmanager.com/ns.html")
    const violations: string[] = []
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective}`),
      )
      ;(window as unknown as { __violations: string[] }).__violations = []
    })
    page.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()))
    const foreign = await watchThirdParties(page)
    await page.goto("/en/agb")
    await banner(page).getByRole("button", { name: "Accept", exact: true }).click()
    // The library ran the snippet: it pushed gtm.js's start event and requested gtm.js, which ran.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: number }).__gtmLoaded)).toBe(1)
    expect(foreign.filter((u) => GTM.test(u))).toHaveLength(1)
    const started = await page.evaluate(
      () =>
        (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => e.event === "gtm.js")
          .length,
    )
    expect(started).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
    expect(violations).toEqual([])
  })

  test("stored consent sends an update and loads the tag manager on the next page load", async ({ page }) => {
    const foreign = await watchThirdParties(page)
    await page.goto("/en")
    await banner(page).getByRole("button", { name: "Accept", exact: true }).click()
    await page.goto("/en/agb")
    await expect.poll(() => foreign.filter((u) => GTM.test(u)).length).toBe(2)
    const updates = await page.evaluate(
      () =>
        (window as unknown as { dataLayer: unknown[][] }).dataLayer.filter(
          (e) => e[0] === "consent" && e[1] === "update",
        ).length,
    )
    expect(updates).toBe(1)
  })

  test("client-side navigation pushes a page view with path and language", async ({ page }) => {
    await watchThirdParties(page)
    await page.goto("/en")
    await banner(page).getByRole("button", { name: "Accept", exact: true }).click()
    await page.locator("footer").getByRole("link", { name: "Legal notice" }).click()
    await expect(page).toHaveURL(/\/en\/impressum$/)
    // Polled: the URL changes before Gatsby's route update has run and pushed the view.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter(
            (e) => e.event === "page_view",
          ),
        ),
      )
      .toEqual([{ event: "page_view", page_path: "/en/impressum", page_language: "en" }])
  })

  test("revoking analytics clears _ga and _gid cookies and stops tracking", async ({ page, context, baseURL }) => {
    const foreign = await watchThirdParties(page)
    await page.goto("/")
    await banner(page).getByRole("button", { name: "Akzeptieren" }).click()
    await expect.poll(() => foreign.length).toBe(1)
    const domain = new URL(baseURL!).hostname
    await context.addCookies(
      ["_ga", "_ga_ABC123", "_gid"].map((name) => ({ name, value: "GA1.1.1", domain, path: "/" })),
    )
    await page.locator("footer").getByRole("button", { name: "Cookie-Einstellungen" }).click()
    const analytics = preferences(page).locator('input[value="analytics"]')
    await expect(analytics).toBeChecked()
    await preferences(page).locator('label:has(input[value="analytics"])').click()
    await expect(analytics).not.toBeChecked()
    await Promise.all([
      page.waitForEvent("load"),
      preferences(page).getByRole("button", { name: "Auswahl speichern" }).click(),
    ])
    const names = (await context.cookies()).map((c) => c.name)
    expect(names).not.toContain("_ga")
    expect(names).not.toContain("_ga_ABC123")
    expect(names).not.toContain("_gid")
    expect((await consentCookie(page))!.data.categories).toEqual(["necessary", "ads"])
    foreign.length = 0
    await page.goto("/agb")
    await hydrated(page)
    // The library has read and applied the stored choice: the tag manager's snippet stays inert, and nothing went
    // to another origin.
    await consentRead(page)
    await expect(page.locator('script[data-category="analytics"]')).toHaveAttribute("type", "text/plain")
    expect(await page.evaluate(() => (window as Window & { __gtmLoaded?: number }).__gtmLoaded)).toBeUndefined()
    expect(foreign).toEqual([])
  })

  // Every address after a refusal, in slices of seven: one test walking all of them took minutes on a busy machine,
  // and slices run in parallel. Each slice refuses through the banner itself.
  const slice = 7
  for (let start = 0; start < allAddresses.length; start += slice) {
    const paths = allAddresses.slice(start, start + slice).map((a) => a.path)
    test(`after a refusal no page makes a request to another origin: ${paths.join(", ")}`, async ({ page }) => {
      const foreign = await watchThirdParties(page)
      await page.goto("/")
      await banner(page).getByRole("button", { name: "Ablehnen" }).click()
      await expect(banner(page)).toBeHidden()
      for (const path of paths) {
        await page.goto(path, { waitUntil: "networkidle" })
        await hydrated(page)
      }
      expect(foreign).toEqual([])
    })
  }
})

/** Links that open a connection to another origin without a request the route interception could see. */
const foreignHints = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel~="preconnect"], link[rel~="dns-prefetch"]')]
      .filter((link) => new URL(link.href, location.href).origin !== location.origin)
      .map((link) => link.outerHTML),
  )

/**
 * What a visitor does on the contact page: every field of both forms focused and typed into (selects chosen,
 * boxes ticked), a booking that fails on the host, both header menus, the language switcher.
 */
async function useEverything(page: Page, language: "de" | "en") {
  const contact = language === "de" ? "/contact" : "/en/contact"
  await page.goto(contact)
  await formReady(page, "booking")
  await consentRead(page)
  for (const name of ["booking", "contact"]) {
    const controls = page
      .locator(`form[name="${name}"]`)
      .locator("input:visible, select:visible, textarea:visible")
      .and(page.locator(':not([name="bot-field"])'))
    for (const control of await controls.all()) {
      const { tag, type } = await control.evaluate((el) => ({
        tag: el.tagName,
        type: (el as HTMLInputElement).type,
      }))
      await control.focus()
      if (tag === "SELECT") await control.selectOption({ index: 1 })
      else if (type === "checkbox" || type === "radio") await control.check()
      else if (["text", "email", "tel", "search"].includes(type) || tag === "TEXTAREA")
        await control.pressSequentially("Zü")
      else await control.press("ArrowUp")
    }
  }
  await bookingForm(page).locator('input[name="tripType"][value="oneway"]').check()
  // A complete booking the host refuses: the request goes to the site itself and fails.
  await page.route("**/", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "error" }) : route.continue(),
  )
  await fillValid(page)
  await bookingForm(page).locator('[name="flightNumber"]').fill("LX 1234")
  await bookingForm(page).locator('[name="phone"]').press("Enter")
  await expect(page.locator("[data-sonner-toast]")).toBeVisible()
  await page.unroute("**/")
  for (const menu of ["services", "fleet"]) {
    await page.locator(`details[data-menu="${menu}"] > summary`).click()
    await expect(page.locator(`details[data-menu="${menu}"]`)).toHaveAttribute("open", "")
  }
  await page
    .locator("header")
    .getByRole("link", { name: language === "de" ? "English" : "Deutsch" })
    .click()
  await expect(page).toHaveURL(language === "de" ? /\/en\/contact$/ : /\/contact$/)
  await formReady(page, "booking")
}

test.describe("nothing leaves the site while a visitor uses it", () => {
  // Without smooth scrolling: each focus scrolls the page, and a click while it still glides can press on one
  // element and release on another, which ticks nothing. Scrolling to fields is layout.spec.ts and webkit.spec.ts's.
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" })

  // Three tests, not one: each walks every field, menu and the switcher once (one test doing all three took over
  // two minutes at 4 workers on 2 cores). Slow, all three: one walk is dozens of focused and typed fields.
  test.slow()
  test("before consent nothing goes to another origin", async ({ page }) => {
    const foreign = await watchThirdParties(page)
    await useEverything(page, "de")
    await expect(banner(page)).toBeVisible()
    expect(foreign).toEqual([])
    expect(await foreignHints(page)).toEqual([])
  })

  test("after refusing nothing goes to another origin", async ({ page }) => {
    const foreign = await watchThirdParties(page)
    await page.goto("/en")
    await banner(page).getByRole("button", { name: "Reject", exact: true }).click()
    await expect(banner(page)).toBeHidden()
    await useEverything(page, "en")
    expect(foreign).toEqual([])
    expect(await foreignHints(page)).toEqual([])
  })

  test("after refusing and the maps yes only the maps origin", async ({ page }) => {
    // The later route answers first: the maps stub, then everything else is recorded.
    const others = await watchThirdParties(page)
    const maps = await stubMaps(page)
    await page.goto("/")
    await banner(page).getByRole("button", { name: "Ablehnen" }).click()
    await expect(banner(page)).toBeHidden()
    await page.goto("/contact")
    await formReady(page, "booking")
    // The yes to address suggestions lets the maps script through, and nothing else.
    await bookingForm(page).locator('[name="pickup"]').focus()
    await bookingForm(page).getByRole("button", { name: "Adressvorschläge von Google Maps einschalten" }).click()
    await expect.poll(() => maps.length).toBe(1)
    await useEverything(page, "de")
    expect(others).toEqual([])
    expect(maps.length).toBeGreaterThanOrEqual(2)
  })
})
