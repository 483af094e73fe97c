import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import {
  classifyContentFile,
  companyTokens,
  interpolate,
  readCompany,
  recordsOf,
} from "../../src/node/content-model/content-nodes"
import { pageRoutes } from "../../src/routes"
import { languages } from "../../src/lib/language/languages"
import { icons } from "../../src/lib/icons"

const contentDir = path.resolve(__dirname, "../../content")
const company = readCompany(contentDir)
const load = (relative: string) =>
  yaml.load(fs.readFileSync(path.join(contentDir, relative), "utf8"), { schema: yaml.CORE_SCHEMA }) as Record<
    string,
    unknown
  >
const folders = { Service: "services", VehicleClass: "fleet", Page: "pages" } as const
const allFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? allFiles(full) : [path.relative(contentDir, full)]
  })

describe("content files", () => {
  it("exist for every page of the route table in both languages", () => {
    for (const route of pageRoutes) {
      for (const language of languages) {
        const file = path.join(folders[route.content.type], language, `${route.content.slug}.yaml`)
        expect(fs.existsSync(path.join(contentDir, file))).toBe(true)
        expect(load(file).slug).toBe(route.content.slug)
      }
    }
  })

  it("say the same language-neutral facts in German and English", () => {
    const neutral = ["slug", "order", "icon", "image", "passengers", "suitcases", "handLuggage", "rating", "service"]
    const pick = (data: Record<string, unknown>) =>
      Object.fromEntries(neutral.filter((k) => k in data).map((k) => [k, data[k]]))
    const german = allFiles(contentDir).filter((f) => /^[a-z]+\/de\/[^/]+\.yaml$/.test(f))
    expect(german.length).toBeGreaterThanOrEqual(25)
    for (const file of german) {
      const twin = file.replace("/de/", "/en/")
      expect(fs.existsSync(path.join(contentDir, twin))).toBe(true)
      expect(pick(load(twin))).toEqual(pick(load(file)))
    }
  })

  it("is written in Swiss German (no ß) and contains no placeholder text", () => {
    for (const file of allFiles(contentDir).filter((f) => f.endsWith(".yaml"))) {
      const text = fs.readFileSync(path.join(contentDir, file), "utf8")
      if (file.includes("/de/")) expect({ file, sharpS: text.includes("ß") }).toEqual({ file, sharpS: false })
      expect(text).not.toMatch(/lorem ipsum|coming soon|TODO|TBD/i)
    }
  })

  it("only names icons that the icon registry bundles", () => {
    for (const file of allFiles(contentDir).filter((f) => f.endsWith(".yaml"))) {
      for (const match of fs.readFileSync(path.join(contentDir, file), "utf8").matchAll(/icon: (\S+)/g)) {
        expect(Object.keys(icons)).toContain(match[1])
      }
    }
  })

  it("has an illustration or photo for every image key", () => {
    for (const file of allFiles(contentDir).filter((f) => f.endsWith(".yaml"))) {
      for (const match of fs.readFileSync(path.join(contentDir, file), "utf8").matchAll(/^image: (\S+)/gm)) {
        const candidates = [
          `artwork/${match[1]}.svg`,
          ...["jpg", "jpeg", "png", "webp"].map((e) => `images/${match[1]}.${e}`),
        ]
        expect(candidates.some((c) => fs.existsSync(path.join(contentDir, c)))).toBe(true)
      }
    }
  })

  it("resolves every company token, so copy never shows {{...}}", () => {
    for (const file of allFiles(contentDir).filter((f) => f.endsWith(".yaml"))) {
      const kind = classifyContentFile(file)
      if (!kind || kind.type === "Company") continue
      const records = recordsOf(kind, fs.readFileSync(path.join(contentDir, file), "utf8"), company)
      expect(JSON.stringify(records)).not.toContain("{{")
    }
  })
})

describe("content pipeline", () => {
  it("classifies files into node types", () => {
    expect(classifyContentFile("company.yaml")).toMatchObject({ type: "Company" })
    expect(classifyContentFile("services/de/airport-transfers.yaml")).toMatchObject({ type: "Service", language: "de" })
    expect(classifyContentFile("fleet/en/minibus.yaml")).toMatchObject({ type: "VehicleClass", language: "en" })
    expect(classifyContentFile("testimonials/en/anna-brunner.yaml")).toMatchObject({ type: "Testimonial" })
    expect(classifyContentFile("artwork/hero.svg")).toBeNull()
    expect(classifyContentFile("pages/fr/home.yaml")).toBeNull()
    expect(classifyContentFile("de/pages/home.yaml")).toBeNull()
  })

  it("fills in company facts and composes the address per language", () => {
    const tokens = companyTokens(company, "en")
    expect(interpolate("Call {{phone}} or write to {{email}}.", tokens, "test")).toBe(
      `Call ${company.phoneDisplay} or write to ${company.email}.`,
    )
    expect(tokens.address).toContain("Switzerland")
    expect(companyTokens(company, "de").address).toContain("Schweiz")
  })

  it("fails with the file named when a token is unknown", () => {
    expect(() => interpolate({ text: ["{{fax}}"] }, {}, "pages/de/x.yaml")).toThrow(
      "Unknown token {{fax}} in pages/de/x.yaml",
    )
  })
})
