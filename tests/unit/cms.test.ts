import fs from "fs"
import path from "path"
import { cmsCollections, maxPhotoBytes, placeKinds } from "../../src/cms/collections"
import { cmsConfig, backendOf } from "../../src/cms/config"
import { cmsContext } from "../../src/cms/context"
import { contentProblems } from "../../src/cms/check"
import { editedFiles } from "../../src/cms/files"
import { entryProblems } from "../../src/cms/validate"
import { parseYaml, toDecapYaml } from "../../src/cms/yaml-format"
import { adminContentSecurityPolicy, adminHeaderBlock } from "../../src/cms/admin-page"
import type { Field } from "../../src/cms/fields"
import { temporaryFolder } from "./temporary-folder"

const root = path.resolve(__dirname, "../..")
const context = cmsContext(path.join(root, "content"))
const collections = cmsCollections(context)
const tariffFields = collections.find((c) => c.files)!.files!.find((f) => f.name === "tariff")!.fields
const routes = collections.find((c) => c.name === "routes")!
const routeFields = routes.fields!
const routeFile = "content/tariff/routes/flughafen-zurich--zurich.yaml"
/** A pass segment as Decap writes it. */
const sustenText = `from: Innertkirchen
to: Wassen
km: 46
kind: pass
name:
  de: Sustenpass
  en: Susten Pass
source: Strassenkarte, Sustenstrasse Innertkirchen – Wassen
season:
  earliestOpening: 01.06.
  surelyOpenFrom: 30.06.
  surelyOpenUntil: 10.10.
  latestClosing: 31.10.
`
const fieldAt = (fields: Field[], ...names: string[]): Field =>
  names.reduce<Field>((field, name) => (field.fields ?? [field.field!]).find((f) => f.name === name)!, {
    fields,
  } as Field)

/** A copy of the content folder to break on purpose. */
function contentCopy(): string {
  const dir = temporaryFolder("content-check")
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true })
  return dir
}
const edit = (dir: string, file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), "utf8")))

describe("content files round-trip through the CMS", () => {
  const files = editedFiles(root, collections)

  it("covers every YAML file under content/", () => {
    const all = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name)
        return e.isDirectory() ? all(full) : full.endsWith(".yaml") ? [path.relative(root, full)] : []
      })
    expect(files.map((f) => f.file).sort()).toEqual(all(path.join(root, "content")).sort())
  })

  it.each(editedFiles(root, collections).map((f) => [f.file, f.fields] as const))(
    "%s is byte for byte what the CMS writes when it is saved unchanged",
    (file, fields) => {
      const text = fs.readFileSync(path.join(root, file), "utf8")
      expect(toDecapYaml(parseYaml(text), fields)).toBe(text)
    },
  )

  it("changing one price changes exactly one line of the route's file", () => {
    const before = fs.readFileSync(path.join(root, routeFile), "utf8")
    const data = parseYaml(before) as { prices: Record<string, number> }
    data.prices.premium += 5
    const after = toDecapYaml(data, routeFields).split("\n")
    const changed = before.split("\n").filter((line, i) => line !== after[i])
    expect(after).toHaveLength(before.split("\n").length)
    expect(changed).toEqual([`  premium: ${data.prices.premium - 5}`])
  })
})

describe("the CMS configuration", () => {
  it("edits in German, stores German and English side by side, one folder per language", () => {
    const config = cmsConfig(context)
    expect(config.locale).toBe("de")
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["de", "en"], default_locale: "de" })
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" })
    expect(config.media_folder).toBe("content/images")
  })

  it("lets no editor type an id: places, services, icons, illustrations and classes are chosen", () => {
    for (const end of ["from", "to"]) {
      expect(fieldAt(routeFields, end)).toMatchObject({
        widget: "relation",
        collection: "places",
        value_field: "name.de",
        search_fields: ["name.de", "name.en", "id"],
      })
    }
    expect(fieldAt(routeFields, "prices").fields!.map((f) => f.name)).toEqual(context.classes)
    const testimonials = collections.find((c) => c.name === "testimonials")!
    expect(fieldAt(testimonials.fields!, "service")).toMatchObject({ widget: "relation", collection: "services" })
    const services = collections.find((c) => c.name === "services")!
    expect(fieldAt(services.fields!, "icon").options!.map((o) => o.value)).toEqual(context.icons)
    expect(fieldAt(services.fields!, "image").options!.map((o) => o.value)).toEqual(context.artwork)
  })

  it("asks for whole numbers with minimums for prices, capacities and hours", () => {
    const price = fieldAt(routeFields, "prices", "premium")
    expect(price).toMatchObject({ widget: "number", value_type: "int", min: 1 })
    expect(fieldAt(tariffFields, "hourly", "limousine", "minimumHours")).toMatchObject({ value_type: "int", min: 1 })
    const fleet = collections.find((c) => c.name === "fleet")!
    expect(fieldAt(fleet.fields!, "passengers")).toMatchObject({ value_type: "int", min: 1, i18n: "duplicate" })
    expect(fieldAt(fleet.fields!, "suitcases")).toMatchObject({ value_type: "int", min: 0 })
  })

  it("explains every field an editor sees with a German hint", () => {
    const missing: string[] = []
    const walk = (fields: Field[], where: string) => {
      for (const field of fields) {
        if (!field.hint && !["de", "en", "item", "alias"].includes(field.name) && !context.classes.includes(field.name))
          missing.push(`${where}${field.name}`)
        if (field.fields) walk(field.fields, `${where}${field.name}.`)
      }
    }
    for (const c of collections) {
      if (c.fields) walk(c.fields, `${c.name}: `)
      for (const f of c.files ?? []) walk(f.fields, `${f.name}: `)
    }
    expect(missing).toEqual([])
  })

  it("keeps one listed route per file, found by place name, sorted and filtered in the list", () => {
    const config = cmsConfig(context).collections.find((c) => c.name === "routes")!
    expect(config).toMatchObject({
      folder: "content/tariff/routes",
      slug: "{{fields.from}}--{{fields.to}}",
      summary: "{{from}} ↔ {{to}}",
      sortable_fields: ["from", "to", "popular", "order"],
      view_filters: [{ label: "Beliebte Strecken", field: "popular", pattern: true }],
      create: true,
      delete: true,
    })
    expect(config.i18n).toBeUndefined()
    // One file per route, each named by its places the way the CMS names a new one.
    const files = fs.readdirSync(path.join(root, "content/tariff/routes"))
    expect(files).toHaveLength(100)
    expect(files).toContain("flughafen-zurich--zermatt-tasch.yaml")
  })

  it("keeps one tariff place per file, named by its id, found by its name and filtered by kind", () => {
    const names = collections.map((c) => c.name)
    expect(names.indexOf("places")).toBe(names.indexOf("routes") - 1)
    const config = cmsConfig(context).collections.find((c) => c.name === "places")!
    expect(config).toMatchObject({
      label: "Orte (Tarif)",
      folder: "content/tariff/places",
      identifier_field: "id",
      slug: "{{fields.id}}",
      summary: "{{name.de}}",
      create: true,
      delete: true,
    })
    expect(config.view_filters!.map((f) => f.label)).toEqual(placeKinds.map((k) => k.label))
    expect(config.description).toMatch(/Preis nach Distanz: Firma und Tarif › Tarif zeigt ihn im Rechner/)
    // "Firma und Tarif" keeps the company, the hourly rates and the rule; the places are not in it any more.
    expect(tariffFields.map((f) => f.name)).not.toContain("places")
    const files = fs.readdirSync(path.join(root, "content/tariff/places"))
    expect(files).toHaveLength(50)
    expect(files).toContain("zrh-airport.yaml")
  })

  it("keeps one road segment per file, found by place name, filtered by kind, with a pass's season and a car train's fares", () => {
    const names = collections.map((c) => c.name)
    expect(names.indexOf("roads")).toBe(names.indexOf("routes") + 1)
    const config = cmsConfig(context).collections.find((c) => c.name === "roads")!
    expect(config).toMatchObject({
      label: "Strassennetz",
      label_singular: "Strassenabschnitt",
      folder: "content/tariff/roads",
      identifier_field: "from",
      slug: "{{fields.from}}--{{fields.to}}",
      summary: "{{from}} – {{to}} ({{kind}}, {{km}} km)",
      sortable_fields: ["from", "to", "kind", "km"],
      create: true,
      delete: true,
    })
    expect(config.i18n).toBeUndefined()
    expect(config.view_filters!.map((f) => f.label)).toEqual(["Pässe", "Autoverlad", "Tunnel"])
    const fields = config.fields!
    expect(fields.map((f) => f.name)).toEqual([
      "from",
      "to",
      "km",
      "kind",
      "name",
      "source",
      "season",
      "fares",
      "checked",
      "minutes",
    ])
    for (const end of ["from", "to"]) expect(fieldAt(fields, end).hint).toMatch(/Buchs SG/)
    expect(fieldAt(fields, "km")).toMatchObject({ widget: "number", value_type: "float", min: 0.1 })
    expect(fieldAt(fields, "kind").options).toEqual([
      { label: "Autobahn", value: "motorway" },
      { label: "Hauptstrasse", value: "road" },
      { label: "Passstrasse", value: "pass" },
      { label: "Strassentunnel", value: "tunnel" },
      { label: "Autoverlad", value: "car-train" },
    ])
    expect(fieldAt(fields, "name")).toMatchObject({ widget: "object", required: false })
    expect(fieldAt(fields, "season").fields!.map((f) => f.name)).toEqual([
      "earliestOpening",
      "surelyOpenFrom",
      "surelyOpenUntil",
      "latestClosing",
    ])
    const weekday = fieldAt(fields, "fares", "weekdays", "day")
    expect(weekday.options![0]).toEqual({ label: "Montag", value: 1 })
    expect(weekday.options!.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(fieldAt(fields, "fares", "chf")).toMatchObject({ widget: "number", value_type: "float", min: 0 })
    expect(fieldAt(fields, "minutes")).toMatchObject({ value_type: "int", min: 1, required: false })
    expect(toDecapYaml(parseYaml(sustenText), fields)).toBe(sustenText)
  })

  it("edits the road network's junctions with coordinates and a country abroad", () => {
    const settings = collections.find((c) => c.files)!
    const junctions = settings.files!.find((f) => f.name === "junctions")!
    expect(junctions).toMatchObject({ label: "Knoten des Strassennetzes", file: "content/tariff/junctions.yaml" })
    const item = fieldAt(junctions.fields, "junctions")
    expect(item.fields!.map((f) => f.name)).toEqual(["name", "en", "lat", "lon", "country"])
    expect(fieldAt(item.fields!, "lat")).toMatchObject({ widget: "number", value_type: "float" })
    expect(fieldAt(item.fields!, "lat").required).toBeUndefined()
    expect(fieldAt(item.fields!, "country")).toMatchObject({ required: false })
    expect(fieldAt(item.fields!, "country").options!.map((o) => o.value)).toEqual(["DE", "FR", "IT", "AT"])
  })

  it("edits the distance rule with German hints that give an example", () => {
    const rule = fieldAt(tariffFields, "distanceRule")
    expect(rule.label).toBe("Preis nach Distanz")
    for (const name of ["roadFactor", "roundTo", "maxKm"])
      expect(fieldAt(rule.fields!, name).hint).toMatch(/z\. B\.|Zum Beispiel/)
    for (const name of ["base", "perKm", "minimum"]) {
      expect(fieldAt(rule.fields!, "classes", "premium", name).hint).toMatch(/Zum Beispiel/)
    }
    expect(fieldAt(rule.fields!, "classes", "premium", "perKm")).toMatchObject({
      widget: "number",
      value_type: "float",
    })
    expect(fieldAt(rule.fields!, "classes").fields!.map((f) => f.name)).toEqual(context.classes)
    expect(fieldAt(collections.find((c) => c.name === "places")!.fields!, "via").hint).toMatch(/Zermatt → Täsch/)
    expect(fieldAt(rule.fields!, "roadFactor").label).toBe("Umwegfaktor für den Weg zum Strassennetz")
    expect(rule.hint).toMatch(/Strassennetzes/)
  })

  it("tells two job adverts with the same title apart by their place", () => {
    expect(collections.find((c) => c.name === "careers")!.summary).toBe("{{title}} – {{location}}")
  })

  it("takes the git backend from the environment and never holds a secret", () => {
    expect(backendOf({})).toEqual({ name: "git-gateway", branch: "main", squash_merges: true })
    expect(backendOf({ CMS_BACKEND: "github", CMS_REPO: "alpina/website", CMS_BRANCH: "live" })).toMatchObject({
      name: "github",
      repo: "alpina/website",
      branch: "live",
    })
    expect(() => backendOf({ CMS_BACKEND: "github" })).toThrow("CMS_REPO")
    expect(JSON.stringify(cmsConfig(context))).not.toMatch(/secret|token|password/i)
  })

  const decapBridge = {
    CMS_GATEWAY_URL: "https://gateway.decapbridge.com",
    CMS_IDENTITY_URL: "https://auth.decapbridge.com/sites/0b6e3f2a",
  }
  const decapBridgePkce = {
    CMS_GATEWAY_URL: "https://gateway.decapbridge.com",
    CMS_AUTH_TYPE: "pkce",
    CMS_BASE_URL: "https://auth.decapbridge.com",
    CMS_AUTH_ENDPOINT: "/sites/0b6e3f2a/pkce",
    CMS_AUTH_TOKEN_ENDPOINT: "/sites/0b6e3f2a/token",
  }

  it("signs in through a hosted git gateway with its own identity service or by PKCE", () => {
    expect(backendOf(decapBridge)).toEqual({
      name: "git-gateway",
      branch: "main",
      squash_merges: true,
      gateway_url: "https://gateway.decapbridge.com",
      identity_url: "https://auth.decapbridge.com/sites/0b6e3f2a",
    })
    expect(backendOf({ CMS_BACKEND: "git-gateway", ...decapBridgePkce })).toEqual({
      name: "git-gateway",
      branch: "main",
      squash_merges: true,
      gateway_url: "https://gateway.decapbridge.com",
      auth_type: "pkce",
      base_url: "https://auth.decapbridge.com",
      auth_endpoint: "/sites/0b6e3f2a/pkce",
      auth_token_endpoint: "/sites/0b6e3f2a/token",
    })
    expect(cmsConfig(context, decapBridgePkce).backend).toMatchObject({ auth_type: "pkce" })
  })

  it("refuses a gateway setting that Decap would ignore or that cannot sign in", () => {
    // Netlify's gateway accepts only Netlify Identity's tokens: a foreign identity needs its own gateway.
    expect(() => backendOf({ CMS_IDENTITY_URL: decapBridge.CMS_IDENTITY_URL })).toThrow("go together")
    expect(() => backendOf({ CMS_GATEWAY_URL: decapBridge.CMS_GATEWAY_URL })).toThrow("go together")
    expect(() => backendOf({ ...decapBridge, CMS_GATEWAY_URL: "http://gateway.decapbridge.com" })).toThrow("https://")
    expect(() => backendOf({ ...decapBridge, CMS_IDENTITY_URL: "/.netlify/identity" })).toThrow("https://")
    expect(() => backendOf({ ...decapBridgePkce, CMS_AUTH_TOKEN_ENDPOINT: "" })).toThrow(
      "CMS_AUTH_TYPE=pkce needs CMS_AUTH_TOKEN_ENDPOINT",
    )
    expect(() => backendOf({ ...decapBridgePkce, CMS_IDENTITY_URL: decapBridge.CMS_IDENTITY_URL })).toThrow(
      "not CMS_AUTH_TYPE=pkce",
    )
    expect(() => backendOf({ ...decapBridgePkce, CMS_AUTH_TYPE: "implicit" })).toThrow('"pkce" or unset')
    expect(() => backendOf({ ...decapBridge, CMS_AUTH_ENDPOINT: "/sites/0b6e3f2a/pkce" })).toThrow(
      "only with CMS_AUTH_TYPE=pkce",
    )
    expect(() => backendOf({ CMS_BACKEND: "github", CMS_REPO: "alpina/website", ...decapBridge })).toThrow(
      "only apply to CMS_BACKEND=git-gateway",
    )
  })

  it("lets the admin reach a hosted gateway and its sign-in, and nothing more", () => {
    const connect = (env: Record<string, string>) =>
      adminContentSecurityPolicy(env)
        .split("; ")
        .find((directive) => directive.startsWith("connect-src"))
    expect(connect({})).toBe("connect-src 'self' http://127.0.0.1:8081")
    expect(connect(decapBridge)).toBe(
      "connect-src 'self' http://127.0.0.1:8081 https://gateway.decapbridge.com https://auth.decapbridge.com",
    )
    expect(connect(decapBridgePkce)).toBe(connect(decapBridge))
  })

  it("serves /admin/ under its own policy, after the site's, and keeps the site's policy strict", () => {
    const csp = adminContentSecurityPolicy({})
    expect(csp).toContain("script-src 'self' 'unsafe-eval'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8081")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(adminContentSecurityPolicy({ CMS_BACKEND: "github", CMS_REPO: "alpina/website" })).toContain(
      "https://api.github.com",
    )
    expect(
      adminHeaderBlock({})
        .split("\n")
        .filter((l) => l.startsWith("/")),
    ).toEqual(["/admin", "/admin/*"])
    // Both blocks keep the editor's window to itself but let the provider's sign-in popup answer.
    expect(adminHeaderBlock({}).match(/^ {2}Cross-Origin-Opener-Policy: same-origin-allow-popups$/gm)).toHaveLength(2)
  })
})

describe("the content check", () => {
  const prices = fieldAt(routeFields, "prices")

  it("refuses what the CMS refuses: a negative price, letters, a fraction, a missing class", () => {
    const good = Object.fromEntries(context.classes.map((c, i) => [c, 100 + i]))
    expect(entryProblems([prices], { prices: good }, {})).toEqual([])
    expect(entryProblems([prices], { prices: { ...good, economy: -5 } }, {})).toEqual([
      "prices.economy: -5 is below the minimum 1",
    ])
    expect(entryProblems([prices], { prices: { ...good, premium: "abc" } }, {})).toEqual([
      "prices.premium: must be a number",
    ])
    expect(entryProblems([prices], { prices: { ...good, premium: 112.7 } }, {})).toEqual([
      "prices.premium: must be a whole number",
    ])
    const { minibus: _, ...withoutMinibus } = good
    expect(entryProblems([prices], { prices: withoutMinibus }, {})).toEqual(["prices.minibus: is required"])
    expect(entryProblems([prices], { prices: { ...good, busines: 1 } }, {})).toEqual([
      "prices.busines: is not a field of the CMS (it would be lost or misplaced on the next save)",
    ])
  })

  it("refuses a road segment with a negative length or a weekday 8, naming the field", () => {
    const fields = collections.find((c) => c.name === "roads")!.fields!
    const susten = parseYaml(sustenText) as Record<string, unknown>
    expect(entryProblems(fields, susten, {})).toEqual([])
    expect(entryProblems(fields, { from: "Flüelen", to: "Altdorf UR", km: 3.8, kind: "road" }, {})).toEqual([])
    expect(entryProblems(fields, { ...susten, km: -46 }, {})).toEqual(["km: -46 is below the minimum 0.1"])
    // A weekday typed as text in the file is not the weekday the network reads.
    const fares = (weekdays: unknown[]) => [{ chf: 28, weekdays }]
    expect(entryProblems(fields, { ...susten, fares: fares([1, 8]) }, {})).toEqual([
      'fares[0].weekdays[1]: "8" is not one of 1, 2, 3, 4, 5, 6, 7',
    ])
    expect(entryProblems(fields, { ...susten, fares: fares(["1"]) }, {})).toEqual([
      'fares[0].weekdays[0]: "1" is not one of 1, 2, 3, 4, 5, 6, 7',
    ])
    expect(entryProblems(fields, { ...susten, kind: "ferry" }, {})).toEqual([
      'kind: "ferry" is not one of motorway, road, pass, tunnel, car-train',
    ])
  })

  it("passes on the repository's content", () => {
    expect(contentProblems(root, context)).toEqual([])
  })

  it("names the route's file and the classes when a higher class is cheaper", () => {
    const dir = contentCopy()
    edit(dir, routeFile, (t) => t.replace("  premium: 160\n", "  premium: 100\n"))
    expect(contentProblems(dir, context)).toEqual([
      "content/tariff/routes/flughafen-zurich--zurich.yaml: premium (100) costs less than eco-premium (130)",
    ])
  })

  it("names the file and the entry of ids that resolve to nothing and of missing translations", () => {
    const dir = contentCopy()
    edit(dir, routeFile, (t) => t.replace("to: Zürich\n", "to: Zürch\n"))
    edit(dir, "content/testimonials/de/anna-brunner.yaml", (t) =>
      t.replace("service: ski-resort-transfers", "service: skiing"),
    )
    fs.rmSync(path.join(dir, "content/careers/en/dispatcher.yaml"))
    edit(dir, "content/tariff/places/davos.yaml", (t) => t.replace("id: davos\n", "id: davos-platz\n"))
    const problems = contentProblems(dir, context)
    expect(problems).toContain(`${routeFile}: to: "Zürch" names no entry of places/name.de`)
    expect(problems).toContain('content/tariff/places/davos.yaml: id: "davos-platz" must equal the file name')
    expect(problems).toContain('content/tariff.yaml: route Flughafen Zürich ↔ Zürch names the unknown place "Zürch"')
    expect(problems).toContain(
      'content/testimonials/de/anna-brunner.yaml: service: "skiing" names no entry of services',
    )
    expect(problems).toContain("content/careers/en/dispatcher.yaml: is missing (the de version exists)")
  })

  it("refuses an upload that is not a photo or is too large, and a photo that is not there", () => {
    const dir = contentCopy()
    fs.mkdirSync(path.join(dir, "content/images"), { recursive: true })
    fs.writeFileSync(path.join(dir, "content/images/lebenslauf.pdf"), "%PDF-1.7")
    fs.writeFileSync(path.join(dir, "content/images/riesig.jpg"), Buffer.alloc(maxPhotoBytes + 1))
    for (const language of ["de", "en"]) {
      edit(dir, `content/careers/${language}/dispatcher.yaml`, (t) => `${t}photo: /content/images/fehlt.jpg\n`)
    }
    const problems = contentProblems(dir, context)
    expect(problems).toContain("content/images/lebenslauf.pdf: is not a photo (allowed: jpg, jpeg, png, webp)")
    expect(problems).toContain("content/images/riesig.jpg: 5.0 MB is over the limit of 5 MB")
    expect(problems).toContain(
      'content/careers/de/dispatcher.yaml: photo: "/content/images/fehlt.jpg" is not a file in content/images/',
    )
  })
})
