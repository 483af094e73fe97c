import { test, expect, type Page } from "./fixtures"
import { execFileSync, spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import YAML from "yaml"

/**
 * The office's round trip, in the real CMS: Decap at /admin/ of the built site, logged in through its local
 * backend (decap-server, as `npm run cms` starts it) on a temporary copy of the repository – never the working
 * tree. Each save is checked with git in the copy. Runs on its own after the main suite (scripts/test-all.sh):
 * its last test builds the copy.
 */
const repo = path.resolve(__dirname, "../..")
const backendPort = 8081
let copy = ""
let backend: ChildProcess | undefined

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.ch", ...args], {
    cwd: copy,
    encoding: "utf8",
  })
const read = (file: string) => fs.readFileSync(path.join(copy, file), "utf8")
/** The lines a save changed in a file: [removed, added]. */
function changedLines(file: string): [string[], string[]] {
  const diff = git("diff", "-U0", "--", file).split("\n")
  const body = diff.filter((l) => !/^(---|\+\+\+) /.test(l))
  return [
    body.filter((l) => l.startsWith("-")).map((l) => l.slice(1)),
    body.filter((l) => l.startsWith("+")).map((l) => l.slice(1)),
  ]
}
const checkContent = () =>
  spawnSync(path.join(repo, "node_modules/.bin/tsx"), ["scripts/check-content.ts", copy], {
    cwd: repo,
    encoding: "utf8",
    timeout: 60_000,
  })

/**
 * Builds the copy as the host does (`node scripts/build.mjs`), its output written to the test's output folder as it
 * comes, so a build that stops shows the step it stopped at (a build that never ends fails the test by its timeout).
 */
async function buildCopy(env: NodeJS.ProcessEnv = {}) {
  const testInfo = test.info()
  const logs = { stdout: testInfo.outputPath("build.out.log"), stderr: testInfo.outputPath("build.err.log") }
  fs.mkdirSync(path.dirname(logs.stdout), { recursive: true })
  const fds = { stdout: fs.openSync(logs.stdout, "w"), stderr: fs.openSync(logs.stderr, "w") }
  // Its own process group, so whatever the build leaves running ends with it.
  const child = spawn(process.execPath, ["scripts/build.mjs"], {
    cwd: copy,
    env: { ...process.env, ...env },
    stdio: ["ignore", fds.stdout, fds.stderr],
    detached: true,
  })
  const status = await new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  try {
    process.kill(-child.pid!, "SIGKILL")
  } catch {
    // the group has already ended
  }
  fs.closeSync(fds.stdout)
  fs.closeSync(fds.stderr)
  const stdout = fs.readFileSync(logs.stdout, "utf8")
  const stderr = fs.readFileSync(logs.stderr, "utf8")
  return { status, stdout, stderr, tail: `${stdout.slice(-2000)}\n${stderr.slice(-2000)}` }
}

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: repo, encoding: "utf8" }).split("\0").filter(Boolean)
  for (const file of tracked) {
    if (!fs.existsSync(path.join(repo, file))) continue
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(path.join(repo, file), path.join(copy, file))
  }
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"))
  git("init", "-q")
  git("add", "-A")
  git("commit", "-qm", "copy")
  backend = spawn(process.execPath, [path.join(repo, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: copy, PORT: String(backendPort), BIND_HOST: "127.0.0.1", MODE: "fs" },
    stdio: "ignore",
  })
  await expect(async () => {
    const response = await fetch(`http://127.0.0.1:${backendPort}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
    expect(await response.json()).toMatchObject({ type: "local_fs", publish_modes: ["simple"] })
  }).toPass({ timeout: 20_000 })
})

test.afterAll(() => {
  backend?.kill()
  // The copy's last build is made without third-party keys: scripts/test-all.sh runs no-keys.spec.ts against it
  // (KEYLESS_BUILD_DIR) instead of building the site a third time.
  const keyless = process.env.KEYLESS_BUILD_DIR
  if (copy && keyless && fs.existsSync(path.join(copy, "public"))) fs.renameSync(path.join(copy, "public"), keyless)
  if (copy) fs.rmSync(copy, { recursive: true, force: true })
})

/** Opens an entry in the CMS, logged in through the local backend; every request stays on 127.0.0.1. */
async function openEntry(page: Page, hash: string, ready: string) {
  const foreign: string[] = []
  page.on("request", (r) => {
    if (!/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(r.url())) foreign.push(r.url())
  })
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await page.goto(`/admin/#${hash}`)
  await expect(page.getByText(ready, { exact: true }).first()).toBeVisible({ timeout: 90_000 })
  return foreign
}

/** Expands a collapsed list item by its summary (the first button of its top bar is the toggle). */
const expand = (page: Page, summary: string, index = 0) =>
  page.getByText(summary, { exact: true }).nth(index).locator("xpath=..").getByRole("button").first().click()

/** The preview pane beside the editor, switched on where Decap starts with it off (entries in two languages). */
async function showPreview(page: Page) {
  const pane = page.locator("iframe#preview-pane")
  if (!(await pane.count())) await page.locator('button[title="Vorschau"]').click()
  await expect(pane).toBeVisible()
  return page.frameLocator("iframe#preview-pane")
}

/** The face a heading is set in: the first family its style names, and whether a face of it has loaded. */
function headingFace(heading: Element) {
  const family = getComputedStyle(heading).fontFamily.split(",")[0].replace(/"/g, "").trim()
  const faces = [...heading.ownerDocument.fonts].filter((face) => face.family.replace(/"/g, "") === family)
  return { family, loaded: faces.some((face) => face.status === "loaded") }
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click()
  await page.getByText("Jetzt veröffentlichen").click()
}

/** A listed route, one file of the "Strecken (Festpreise)" folder collection, named by its places. */
const route = {
  file: "content/tariff/routes/flughafen-zurich--zurich.yaml",
  entry: "/collections/routes/entries/flughafen-zurich--zurich",
  summary: "Flughafen Zürich ↔ Zürich",
}

test.describe("Decap CMS on a copy of the repository", () => {
  test.setTimeout(240_000)

  test("is German, self-hosted and asks no other origin", async ({ page }) => {
    const foreign = await openEntry(page, "/collections/settings/entries/tariff", "Tarifversion")
    await expect(page.getByText("Zurück zu allen Firma und Tarif")).toBeVisible()
    expect(foreign).toEqual([])
  })

  test("a service's preview is its page: the title is the heading in the site's heading font, and typing changes it", async ({
    page,
  }) => {
    const foreign = await openEntry(page, "/collections/services/entries/airport-transfers", "Häufige Fragen")
    const preview = await showPreview(page)
    const heading = preview.getByRole("heading", { level: 1 })
    await expect(heading).toHaveText("Flughafentransfer mit Namensschild und Festpreis")
    // The site's display serif, loaded from /admin/ and in use (base.css names it first for headings).
    await expect.poll(() => heading.evaluate(headingFace)).toEqual({ family: "Fraunces", loaded: true })
    // The rest of the page is the site's as built: its header, the service's typical routes with their prices.
    await expect(preview.getByRole("link", { name: "Alpina Chauffeur" }).first()).toBeVisible()
    await expect(preview.getByRole("cell", { name: /^ab CHF\s\d/ }).first()).toBeVisible()
    const title = page.getByLabel("Überschrift", { exact: true }).filter({ visible: true }).first()
    await title.fill("Flughafentransfer rund um die Uhr")
    await expect(heading).toHaveText("Flughafentransfer rund um die Uhr")
    // Nothing was saved by looking.
    expect(git("status", "--porcelain")).toBe("")
    expect(foreign).toEqual([])
  })

  test("the English side previews the English page", async ({ page }) => {
    const foreign = await openEntry(page, "/collections/services/entries/airport-transfers", "Häufige Fragen")
    const preview = await showPreview(page)
    await page.getByRole("button", { name: "Aktuelle Sprache: DE" }).click()
    await page.getByText("en", { exact: true }).click()
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
      "Airport transfers with name sign and fixed price",
    )
    await expect(preview.getByRole("link", { name: "Home", exact: true })).toBeVisible()
    const title = page.getByLabel("Überschrift", { exact: true }).filter({ visible: true }).first()
    await title.fill("Airport transfers around the clock")
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Airport transfers around the clock")
    expect(foreign).toEqual([])
  })

  test("a half-typed entry previews the rest of its page with a note, and the editor goes on", async ({ page }) => {
    await openEntry(page, "/collections/services/entries/airport-transfers", "Häufige Fragen")
    const preview = await showPreview(page)
    await page.getByLabel("Überschrift", { exact: true }).filter({ visible: true }).first().fill("")
    await expect(preview.getByRole("status")).toHaveText("Noch leer: Überschrift.")
    // The rest of the page stands: its lead and its questions.
    await expect(preview.getByText(/^Ihr Chauffeur erwartet Sie mit Namensschild/)).toBeVisible()
    await expect(preview.getByRole("heading", { name: "Häufige Fragen" })).toBeVisible()
    await page.getByLabel("Überschrift", { exact: true }).filter({ visible: true }).first().fill("Wieder da")
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Wieder da")
    await expect(preview.getByRole("status")).toHaveCount(0)
  })

  test("the company facts preview as the contact page, its header and footer showing the facts being typed", async ({
    page,
  }) => {
    const foreign = await openEntry(page, "/collections/settings/entries/company", "Markenname")
    const preview = await showPreview(page)
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Kontakt und Buchung")
    await page.getByLabel("Telefon (Anzeige)", { exact: true }).fill("+41 44 555 00 00")
    // The contact card and the footer both read the company facts.
    await expect(preview.getByRole("link", { name: /\+41 44 555 00 00/ })).not.toHaveCount(0)
    await expect(
      preview
        .locator("footer")
        .getByText(/\+41 44 555 00 00/)
        .first(),
    ).toBeVisible()
    expect(git("status", "--porcelain")).toBe("")
    expect(foreign).toEqual([])
  })

  test("the calculator beside the tariff prices typical trips by the rule being typed, and names a rule the check refuses in German", async ({
    page,
  }) => {
    const foreign = await openEntry(page, "/collections/settings/entries/tariff", "Tarifversion")
    const preview = await showPreview(page)
    const trip = preview.getByRole("region", { name: "Zürich → Bern, Juli" })
    const economy = trip.getByRole("row", { name: /^Economy/ })
    await expect(economy).toContainText(/CHF\s\d+/)
    const before = await economy.getByRole("cell").first().textContent()
    await expect(preview.getByRole("row", { name: /^Economy \d+ von \d+/ })).toBeVisible()
    // The rule's object starts collapsed: its top bar (the second element that names it) holds the toggle.
    await expand(page, "Preis nach Distanz", 1)
    const perKm = page.getByLabel("Preis pro Strassen-km (CHF)", { exact: true }).filter({ visible: true }).first()
    const written = Number(await perKm.inputValue())
    // 20 centimes more per road km (still below Eco-Premium's): the trip's km × 0.20 more, within the rule's rounding.
    await perKm.fill((written + 0.2).toFixed(2))
    await expect(economy.getByRole("cell").first()).not.toHaveText(before!)
    const km = Number((await trip.getByText(/^\d+ km/).textContent())!.match(/^(\d+)/)![1])
    const price = (text: string | null) => Number(text!.replace(/[^\d]/g, ""))
    const more = price(await economy.getByRole("cell").first().textContent()) - price(before)
    expect(Math.abs(more - 0.2 * km)).toBeLessThanOrEqual(5)
    // Economy dearer per km than Eco-Premium: the check's own finding, in German, before anything is saved.
    await perKm.fill("9")
    await expect(preview.getByRole("alert")).toContainText(
      "Eco-Premium: Preis pro Strassen-km (3) ist tiefer als bei Economy (9): die höhere Klasse würde weniger kosten",
    )
    await perKm.fill("")
    await expect(preview.getByRole("alert")).toContainText(
      "Economy: Preis pro Strassen-km muss eine positive Zahl sein",
    )
    expect(git("status", "--porcelain")).toBe("")
    expect(foreign).toEqual([])
  })

  test("a route or a place is found by typing a place's name, and the list names each route by its places", async ({
    page,
  }) => {
    await openEntry(page, "/collections/routes", "Strecken (Festpreise)")
    await expect(page.getByText(route.summary, { exact: true })).toBeVisible()
    await page.goto("/admin/#/search/Andermatt")
    await expect(page.getByText("Flughafen Zürich ↔ Andermatt", { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(route.summary, { exact: true })).toHaveCount(0)
    // A place is an entry of its own, found by its name.
    await page.goto("/admin/#/search/Zermatt")
    await expect(page.getByText("Zermatt (Täsch)", { exact: true })).toBeVisible({ timeout: 30_000 })
  })

  test("a search for a place without a listed route says so and leads to the calculator", async ({ page }) => {
    await openEntry(page, "/collections/routes", "Strecken (Festpreise)")
    await page.goto("/admin/#/search/Chur")
    const hint = page.getByRole("status").filter({ hasText: "Keine Strecke der Liste führt nach oder ab «Chur»" })
    await expect(hint).toContainText("Preis nach Distanz")
    await page.goto("/admin/#/search/Andermatt")
    await expect(page.getByText("Flughafen Zürich ↔ Andermatt", { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/Keine Strecke der Liste/)).toHaveCount(0)
    await page.goto("/admin/#/search/Chur")
    await hint.getByRole("link", { name: "Zum Rechner" }).click()
    await expect(page.frameLocator("iframe#preview-pane").getByRole("heading", { name: "Preisrechner" })).toBeVisible()
    await expect(page.getByText(/Keine Strecke der Liste/)).toHaveCount(0)
  })

  test("deleting a route asks first; saying no keeps its file", async ({ page }) => {
    await openEntry(page, route.entry, "Preise (CHF)")
    const asked: string[] = []
    page.on("dialog", (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole("button", { name: /^Lösche/ }).click()
    await expect.poll(() => asked).toEqual(["Soll dieser veröffentlichte Beitrag wirklich gelöscht werden?"])
    await expect(page.getByText("Preise (CHF)").first()).toBeVisible()
    expect(git("status", "--porcelain")).toBe("")
    expect(fs.existsSync(path.join(copy, route.file))).toBe(true)
  })

  test("changing one price changes exactly that line, and the content check passes", async ({ page }) => {
    await openEntry(page, route.entry, "Preise (CHF)")
    const premium = page.getByLabel("Premium", { exact: true }).filter({ visible: true })
    await expect(premium).toHaveValue("160")
    await premium.fill("165")
    await publish(page)
    await expect(page.getByText("Änderungen gespeichert")).toBeVisible({ timeout: 30_000 })
    expect(changedLines(route.file)).toEqual([["  premium: 160"], ["  premium: 165"]])
    expect(git("status", "--porcelain")).toBe(` M ${route.file}\n`)
    const check = checkContent()
    expect(check.stdout).toContain("Content check passed")
    expect(check.status).toBe(0)
    git("commit", "-qam", "premium 165")
  })

  test("a German FAQ answer and its English twin are edited side by side; only their lines change", async ({
    page,
  }) => {
    const file = (language: string) => `content/services/${language}/airport-transfers.yaml`
    const before = { de: YAML.parse(read(file("de"))), en: YAML.parse(read(file("en"))) }
    await openEntry(page, "/collections/services/entries/airport-transfers", "Häufige Fragen")
    await expand(page, before.de.faq[0].question)
    await expand(page, before.en.faq[0].question)
    const answers = page.getByLabel("Antwort", { exact: true }).filter({ visible: true })
    await expect(answers).toHaveCount(2)
    await expect(answers.nth(0)).toHaveValue(before.de.faq[0].answer)
    await expect(answers.nth(1)).toHaveValue(before.en.faq[0].answer)
    const added = { de: " Auch an Feiertagen.", en: " Also on public holidays." }
    await answers.nth(0).fill(before.de.faq[0].answer + added.de)
    await answers.nth(1).fill(before.en.faq[0].answer + added.en)
    await publish(page)
    await expect(page.getByText("Änderungen gespeichert")).toBeVisible({ timeout: 30_000 })
    for (const language of ["de", "en"] as const) {
      const after = YAML.parse(read(file(language)))
      expect(after.faq[0].answer).toBe(before[language].faq[0].answer + added[language])
      after.faq[0].answer = before[language].faq[0].answer
      expect(after).toEqual(before[language])
      // Only the answer's lines: the old ones go, the new ones start with "answer:" and its continuation lines.
      const [removed, addedLines] = changedLines(file(language))
      const oldText = git("show", `HEAD:${file(language)}`)
      const answerStart = oldText.split("\n").findIndex((l) => l.startsWith("    answer:"))
      const answerLines = [oldText.split("\n")[answerStart]]
      for (const line of oldText.split("\n").slice(answerStart + 1)) {
        if (!line.startsWith("      ")) break
        answerLines.push(line)
      }
      expect(removed.filter((l) => !answerLines.includes(l))).toEqual([])
      expect(removed.length).toBeGreaterThan(0)
      expect(addedLines.filter((l) => !/^ {4}answer: | {6}\S/.test(l))).toEqual([])
    }
    expect(git("status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([
      ` M ${file("de")}`,
      ` M ${file("en")}`,
    ])
    git("commit", "-qam", "faq")
  })

  test("a negative price or letters are refused with a visible field error, and nothing is saved", async ({ page }) => {
    const before = read(route.file)
    await openEntry(page, route.entry, "Preise (CHF)")
    const premium = page.getByLabel("Premium", { exact: true }).filter({ visible: true })
    await premium.fill("-5")
    await publish(page)
    await expect(page.getByText(/Premium muss größer/)).toBeVisible()
    await expect(page.getByText("Ungespeicherte Änderungen")).toBeVisible()
    await premium.fill("")
    await premium.pressSequentially("abc")
    await expect(premium).toHaveValue("")
    await publish(page)
    await expect(page.getByText(/Premium ist erforderlich/)).toBeVisible()
    expect(read(route.file)).toBe(before)
  })

  test("Premium cheaper than Economy is saved by the CMS, and the content check and the build name it", async ({
    page,
  }) => {
    await openEntry(page, route.entry, "Preise (CHF)")
    await page.getByLabel("Premium", { exact: true }).filter({ visible: true }).fill("100")
    await publish(page)
    await expect(page.getByText("Änderungen gespeichert")).toBeVisible({ timeout: 30_000 })
    const rule = `${route.file}: premium (100) costs less than eco-premium (130)`
    const check = checkContent()
    expect(check.status).toBe(1)
    expect(check.stderr).toContain(rule)
    const build = await buildCopy()
    expect(build.status, build.tail).toBe(1)
    expect(build.stderr).toContain(rule)
    expect(fs.existsSync(path.join(copy, "public"))).toBe(false)
    git("checkout", "--", route.file)
  })

  test("a page built from the edited copy shows the new price", async () => {
    test.setTimeout(600_000)
    const build = await buildCopy({ GATSBY_GTM_ID: "", GATSBY_GOOGLE_MAPS_API_KEY: "" })
    expect(build.status, build.tail).toBe(0)
    // The class page's popular routes: the edited route now costs CHF 165 in Premium.
    const html = fs.readFileSync(path.join(copy, "public/premium/index.html"), "utf8")
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((m) =>
      m[1]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    expect(rows).toContain("Flughafen Zürich – Zürich CHF 165")
    expect(rows).not.toContain("Flughafen Zürich – Zürich CHF 160")
  })
})
