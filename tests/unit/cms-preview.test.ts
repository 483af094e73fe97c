import fs from "fs"
import path from "path"
import { checkPageData } from "../../src/node/content-model/cms-preview-data"
import { temporaryFolder } from "./temporary-folder"
import { entryNode, overlay, swissDate, withNode } from "../../src/cms/preview/entries"
import { pageDataUrl, pageOf } from "../../src/cms/preview/page-data"
import { hourlyOf, ruleOf, STOP_EXAMPLE, TYPICAL_TRIPS } from "../../src/cms/preview/calculator"
import { hasListedRoute, hintText } from "../../src/cms/preview/search-hint"

// What the preview bundle writes in (scripts/cms/preview-bundle.ts), read from content/ as there.
jest.mock(
  "virtual:cms-preview",
  () =>
    jest
      .requireActual("../../src/node/content-model/cms-preview-data")
      .cmsPreviewData(jest.requireActual("path").resolve(__dirname, "../../content")),
  { virtual: true },
)

describe("a preview's data: the entry over its built node", () => {
  const built = {
    slug: "airport-transfers",
    path: "/services/airport-transfers",
    locale: "de",
    title: "Flughafentransfer",
    icon: "airplane",
    iconData: { body: "built" },
    image: { childImageSharp: { gatsbyImageData: { layout: "constrained" } } },
    faq: [{ question: "Q1", answer: "A1" }],
    routes: [
      { from: "Flughafen Zürich", to: "Zürich", duration: "20 min", priceFrom: 110, fromPlace: "zrh-airport" },
      { from: "Flughafen Zürich", to: "Davos", duration: "2 h", priceFrom: 460, fromPlace: "zrh-airport" },
    ],
  }

  it("takes the entry's text and keeps what the build resolved (path, image)", () => {
    const node = overlay(built, { ...built, title: "Neu", image: "service-airport-transfers" }) as typeof built
    expect(node.title).toBe("Neu")
    expect(node.path).toBe("/services/airport-transfers")
    expect(node.image).toBe(built.image)
  })

  it("matches a route to its built twin by its places, whatever its position, and a new route has no price", () => {
    const routes = [
      { from: "Flughafen Zürich", to: "Davos", duration: "2 h 10 min" },
      { from: "Bern", to: "Gstaad", duration: "1 h" },
    ]
    const node = overlay(built, { title: "x", routes }) as typeof built
    expect(node.routes[0]).toMatchObject({ to: "Davos", duration: "2 h 10 min", priceFrom: 460 })
    expect(node.routes[1]).toEqual({ from: "Bern", to: "Gstaad", duration: "1 h" })
  })

  it("leaves a field the entry does not have yet empty, not the built text, and an image it clears out", () => {
    const node = overlay(built, { slug: "airport-transfers", image: "" }) as Record<string, unknown>
    expect(node.title).toBe("")
    expect(node.faq).toEqual([])
    expect(node.routes).toEqual([])
    expect(node.image).toBeNull()
  })

  it("resolves a chosen icon as the build does", () => {
    const node = overlay(built, { icon: "car" }) as Record<string, { body: string }>
    expect(node.iconData.body).toContain("<path")
    // As in the build, an icon outside the registry is an error with its name (the preview shows it as a note).
    expect(() => overlay(built, { icon: "no-such-icon" })).toThrow('Icon "no-such-icon" is not in the icon registry')
  })

  it("puts an edited job in its place in the list, and a new one at the end", () => {
    const nodes = [
      { slug: "a", title: "A", image: { x: 1 } },
      { slug: "b", title: "B", image: null },
    ]
    expect(withNode(nodes, { slug: "b", title: "B neu" }).map((n) => n.title)).toEqual(["A", "B neu"])
    expect(withNode(nodes, { slug: "c", title: "C", image: "photo" })).toEqual([
      ...nodes,
      { slug: "c", title: "C", image: null },
    ])
  })

  it("fills in company tokens, and names an unknown one instead of failing", () => {
    const company = {
      name: "Alpina Chauffeur",
      legalName: "Alpina Chauffeur AG",
      street: "Bahnhofstrasse 1",
      postalCode: "8152",
      city: "Glattbrugg",
      countryName: { de: "Schweiz", en: "Switzerland" },
      phone: "+41445551234",
    }
    expect(entryNode({ lead: "Rufen Sie {{phone}} an." }, company, "de")).toEqual({
      node: { lead: "Rufen Sie +41445551234 an." },
      problems: [],
    })
    expect(entryNode({ lead: "{{fax}}" }, company, "de")).toEqual({
      node: { lead: "{{fax}}" },
      problems: ["Unbekannter Platzhalter {{fax}}: die Seite kann so nicht erstellt werden."],
    })
  })

  it("writes a legal page's date as its page does", () => {
    expect(swissDate("2026-11-01")).toBe("01.11.2026")
    expect(swissDate("bald")).toBe("bald")
  })
})

describe("the built page a preview starts from", () => {
  it("is the page that renders the entry, in the side's language, else the collection's page", () => {
    expect(pageOf("Service", "airport-transfers", "x", "en").path).toBe("/en/services/airport-transfers")
    expect(pageOf("VehicleClass", "economy", "x", "de").path).toBe("/economy1238978")
    expect(pageOf("Page", "home", "x", "en").path).toBe("/en")
    expect(pageOf("Service", "new-service", "airport-transfers", "de").route.template).toBe("service")
    expect(pageOf(null, "a-job", "careers", "de").path).toBe("/careers")
  })

  it("loads the data Gatsby wrote for that page", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json")
    expect(pageDataUrl("/en")).toBe("/page-data/en/page-data.json")
    expect(pageDataUrl("/en/services/airport-transfers")).toBe(
      "/page-data/en/services/airport-transfers/page-data.json",
    )
  })
})

describe("the calculator", () => {
  it("shows an hourly booking from the rules being typed, and a trip with a stop between tariff places", () => {
    expect(
      hourlyOf({ hourly: { economy: { rate: 95, minimumHours: 2 }, premium: { rate: "", minimumHours: 2 } } }),
    ).toEqual([
      { vehicleClass: "economy", rate: 95, minimumHours: 2 },
      { vehicleClass: "premium", rate: NaN, minimumHours: 2 },
    ])
    expect(hourlyOf({})).toEqual([])
    const ids = fs
      .readdirSync(path.resolve(__dirname, "../../content/tariff/places"))
      .map((f) => f.replace(/\.yaml$/, ""))
    for (const id of [STOP_EXAMPLE.from, STOP_EXAMPLE.stop, STOP_EXAMPLE.to]) expect(ids).toContain(id)
  })

  it("reads a rule being typed: a cleared number is not a number, so the check names it", () => {
    const rule = ruleOf({
      distanceRule: {
        roadFactor: 1.3,
        roundTo: 5,
        maxKm: "",
        classes: { economy: { base: 80, perKm: "", minimum: 90 } },
      },
    })
    expect(rule).toMatchObject({ roadFactor: 1.3, roundTo: 5, classes: [{ vehicleClass: "economy", base: 80 }] })
    expect(rule!.maxKm).toBeNaN()
    expect(rule!.classes[0].perKm).toBeNaN()
    expect(ruleOf({})).toBeNull()
  })

  it("prices an airport to a resort, city to city, across the Alps, and the same trip in winter and summer", () => {
    expect(TYPICAL_TRIPS).toContainEqual({ from: "zrh-airport", to: "davos", month: 7 })
    expect(TYPICAL_TRIPS).toContainEqual({ from: "zurich", to: "bern", month: 7 })
    expect(TYPICAL_TRIPS).toContainEqual({ from: "zurich", to: "lugano", month: 7 })
    const winter = TYPICAL_TRIPS.find((trip) => trip.month === 1)!
    expect(TYPICAL_TRIPS).toContainEqual({ ...winter, month: 7 })
  })
})

describe("the build's check of the page data the previews read", () => {
  const page = { result: { data: { page: {} } }, staticQueryHashes: ["123"] }
  const write = (dir: string, files: Record<string, unknown>) => {
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), JSON.stringify(content))
    }
  }

  it("passes Gatsby's page data as the previews read it", () => {
    const dir = temporaryFolder("page-data")
    write(dir, { "page-data/index/page-data.json": page, "page-data/sq/d/123.json": { data: {} } })
    expect(() => checkPageData(dir)).not.toThrow()
  })

  it("fails, naming the file and what is missing, when its shape changes", () => {
    const dir = temporaryFolder("page-data")
    write(dir, { "page-data/index/page-data.json": { ...page, result: {} } })
    expect(() => checkPageData(dir)).toThrow(/page-data\/index\/page-data.json: has no result.data; the CMS previews/)
    write(dir, { "page-data/index/page-data.json": page })
    expect(() => checkPageData(dir)).toThrow("names the static query 123, which has no page-data/sq/d/123.json")
    write(dir, { "page-data/index/page-data.json": { result: page.result } })
    expect(() => checkPageData(dir)).toThrow("has no staticQueryHashes")
  })
})

describe("the search hint", () => {
  it("speaks up for a place no listed route starts or ends at, by any of its names", () => {
    expect(hasListedRoute("Chur")).toBe(false)
    expect(hasListedRoute("Andermatt")).toBe(true)
    expect(hasListedRoute("zurich airport")).toBe(true)
    expect(hasListedRoute("ZRH")).toBe(true)
    // Whole words only: "Zur" is no place, even if "Zürich" begins with it.
    expect(hasListedRoute("Zur")).toBe(false)
    expect(hasListedRoute("")).toBe(true)
  })

  it("says the trip is priced by the rule and where the calculator is", () => {
    expect(hintText("Chur")).toMatch(
      /^Keine Strecke der Liste führt nach oder ab «Chur»\. .*Preis nach Distanz.*Rechner/,
    )
  })
})
