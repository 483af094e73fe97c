import fs from "fs"
import path from "path"
import {
  classOrderViolations,
  findPlace,
  findRoute,
  lowestPrice,
  normalisePlace,
  quote,
  unpricedRoutes,
  type Tariff,
  type TariffRoute,
  popularInOrder,
} from "../../src/lib/domain/tariff"
import { formatPrice } from "../../src/lib/domain/price-format"
import {
  checkTariff,
  readClassOrder,
  readServiceRoutes,
  readTariff,
  tariffProblems,
} from "../../src/node/content-model/tariff-check"
import { classifyContentFile, readCompany, recordsOf, tariffRecord } from "../../src/node/content-model/content-nodes"
import { tariffResolvers } from "../../src/node/content-model/schema"
import { place, pricedRoute, testTariff } from "./tariff-fixture"
import { temporaryFolder } from "./temporary-folder"

const contentDir = path.resolve(__dirname, "../../content")
const tariff = readTariff(contentDir)
const classOrder = readClassOrder(contentDir)
const services = readServiceRoutes(contentDir)

/** A small tariff for tests that must not depend on the real prices. */
const fixture = testTariff({
  version: "test-1",
  places: [place.airport, place.zurich, place.zermatt],
  routes: [
    pricedRoute("zrh-airport", "zurich", { economy: 100, premium: 150 }),
    pricedRoute("zrh-airport", "zermatt", { economy: 700 }),
  ],
  hourly: [
    { vehicleClass: "economy", rate: 90, minimumHours: 2 },
    { vehicleClass: "premium", rate: 130, minimumHours: 2 },
  ],
})

describe("the tariff file", () => {
  it("is one Tariff node with price maps turned into lists", () => {
    const file = classifyContentFile("tariff.yaml")
    expect(file).toEqual({ relativePath: "tariff.yaml", type: "Tariff" })
    const [record] = recordsOf(
      file!,
      fs.readFileSync(path.join(contentDir, "tariff.yaml"), "utf8"),
      readCompany(contentDir),
    )
    expect(record).toMatchObject({
      version: expect.stringMatching(/^\d{4}-\d{2}$/),
      currency: "CHF",
      vatIncluded: true,
    })
    expect((record as Tariff).hourly.map((h) => h.vehicleClass)).toEqual(classOrder)
    expect((record as Tariff).distanceRule?.classes.map((c) => c.vehicleClass)).toEqual(classOrder)
    expect(record).not.toHaveProperty("routes")
  })

  it("keeps each place in a file of its own, its id beside the data layer's own node id", () => {
    const file = classifyContentFile("tariff/places/zermatt.yaml")
    expect(file).toEqual({ relativePath: "tariff/places/zermatt.yaml", type: "TariffPlaceFile" })
    const [record] = recordsOf(
      file!,
      fs.readFileSync(path.join(contentDir, "tariff/places/zermatt.yaml"), "utf8"),
      readCompany(contentDir),
    )
    expect(record).toMatchObject({ placeId: "zermatt", kind: "resort", via: { name: "Täsch" }, country: null })
    expect(record).not.toHaveProperty("id")
    // Read with the tariff, every place file is one place, in the order of their ids.
    const places = readTariff(contentDir).places
    expect(places).toHaveLength(fs.readdirSync(path.join(contentDir, "tariff/places")).length)
    expect(places.map((p) => p.id)).toEqual(places.map((p) => p.id).sort())
    expect(places.find((p) => p.id === "zermatt")!.aliases).toContain("Täsch")
  })

  it("keeps each listed route in a file of its own that names its places by German name", () => {
    const relativePath = "tariff/routes/flughafen-zurich--zurich.yaml"
    const file = classifyContentFile(relativePath)
    expect(file).toEqual({ relativePath, type: "TariffRouteFile" })
    const [record] = recordsOf(
      file!,
      fs.readFileSync(path.join(contentDir, relativePath), "utf8"),
      readCompany(contentDir),
    )
    expect(record).toMatchObject({ from: "Flughafen Zürich", to: "Zürich", popular: true, order: 1 })
    expect((record as TariffRoute).prices.map((p) => p.vehicleClass)).toEqual(classOrder)
    // A route without a place in the order, or whose number the CMS cleared (Decap writes ""), has none.
    const withOrder = (line: string) =>
      recordsOf(
        file!,
        `from: Zürich\nto: Luzern\npopular: true\n${line}prices:\n  economy: 215\n`,
        readCompany(contentDir),
      )[0]
    expect(withOrder("")).toMatchObject({ order: null })
    expect(withOrder("order: ''\n")).toMatchObject({ order: null })
    // Read with the tariff, the names become the places' ids.
    expect(findRoute(tariff, "zrh-airport", "zurich")?.prices).toEqual((record as TariffRoute).prices)
    expect(tariff.routes).toHaveLength(100)
  })

  it("prices every route in every class, in whole CHF", () => {
    for (const route of tariff.routes) {
      expect({ route: `${route.from}-${route.to}`, classes: route.prices.map((p) => p.vehicleClass) }).toEqual({
        route: `${route.from}-${route.to}`,
        classes: classOrder,
      })
      for (const price of route.prices) expect(Number.isInteger(price.amount) && price.amount > 0).toBe(true)
    }
  })

  it("never charges less for a higher class, on any route or by the hour", () => {
    expect(classOrder).toEqual(["economy", "eco-premium", "premium", "limousine", "minibus"])
    expect(classOrderViolations(tariff, classOrder)).toEqual([])
  })

  it("flags 6 to 8 popular routes", () => {
    const popular = tariff.routes.filter((r) => r.popular).length
    expect(popular).toBeGreaterThanOrEqual(6)
    expect(popular).toBeLessThanOrEqual(8)
  })

  it("has plausible prices on the reference routes", () => {
    const economy = (from: string, to: string) => quote(tariff, { from, to, vehicleClass: "economy" })?.outbound
    expect(economy("zrh-airport", "zurich")).toBeGreaterThanOrEqual(95)
    expect(economy("zrh-airport", "zurich")).toBeLessThanOrEqual(120)
    expect(economy("zrh-airport", "zermatt")).toBeGreaterThanOrEqual(650)
    expect(economy("zrh-airport", "zermatt")).toBeLessThanOrEqual(750)
  })

  it("rejects a price that is not whole CHF, an unknown place and a pair listed twice", () => {
    const places = fixture.places
    const prices = { economy: 100 }
    const base = { version: "x", currency: "CHF", places, hourly: {} }
    expect(() =>
      tariffRecord({ ...base, routes: [{ from: "zurich", to: "zermatt", prices: { economy: 99.5 } }] }, "t.yaml"),
    ).toThrow("t.yaml: route zurich ↔ zermatt economy must be a whole number of CHF")
    expect(() => tariffRecord({ ...base, routes: [{ from: "zurich", to: "bern", prices }] }, "t.yaml")).toThrow(
      'names the unknown place "bern"',
    )
    expect(() =>
      tariffRecord(
        {
          ...base,
          routes: [
            { from: "zurich", to: "zermatt", prices },
            { from: "zermatt", to: "zurich", prices },
          ],
        },
        "t.yaml",
      ),
    ).toThrow("is listed twice")
  })
})

describe("every typical route of the service pages", () => {
  it("covers all service files in both languages", () => {
    expect(services.map((s) => s.file)).toContain("content/services/de/ski-resort-transfers.yaml")
    expect(services.map((s) => s.file)).toContain("content/services/en/roadside-assistance.yaml")
    expect(services).toHaveLength(14)
    expect(services.every((s) => s.routes.length > 0)).toBe(true)
  })

  it("has a price in every class", () => {
    expect(unpricedRoutes(services, tariff, classOrder)).toEqual([])
  })

  it("is the same route in German and English", () => {
    const ids = (file: string) =>
      services
        .find((s) => s.file === file)!
        .routes.map((r) => `${findPlace(tariff, r.from)?.id} → ${findPlace(tariff, r.to)?.id}`)
    for (const { file } of services.filter((s) => s.file.startsWith("content/services/de/"))) {
      expect(ids(file)).toEqual(ids(file.replace("/de/", "/en/")))
    }
  })
})

describe("place matching", () => {
  const id = (text: string) => findPlace(tariff, text)?.id ?? null

  it("normalises case, accents and punctuation", () => {
    expect(normalisePlace("  Zürich-Flughafen ")).toBe("zurich flughafen")
    expect(normalisePlace("GENÈVE, Aéroport")).toBe("geneve aeroport")
    expect(normalisePlace("St. Moritz")).toBe("st moritz")
    expect(normalisePlace("Strasse/Straße")).toBe("strasse strasse")
  })

  it("knows the spellings of Zurich Airport", () => {
    for (const text of [
      "Flughafen Zürich",
      "Zürich Flughafen",
      "zurich flughafen",
      "Zurich Airport",
      "ZRH",
      "zrh",
      "Kloten",
    ]) {
      expect([text, id(text)]).toEqual([text, "zrh-airport"])
    }
  })

  it("knows the spellings of Zermatt and Täsch", () => {
    for (const text of ["Zermatt", "Täsch", "Tasch", "Zermatt (Täsch)", "Matterhorn Terminal Täsch"]) {
      expect([text, id(text)]).toEqual([text, "zermatt"])
    }
  })

  it("prefers the longest name found in an address-search result", () => {
    expect(id("Flughafen Zürich (ZRH), 8058 Kloten, Schweiz")).toBe("zrh-airport")
    expect(id("Bahnhofstrasse 1, 8001 Zürich, Switzerland")).toBe("zurich")
    expect(id("Genève Aéroport, Route de l'Aéroport 21, 1215 Le Grand-Saconnex, Suisse")).toBe("gva-airport")
    expect(id("EuroAirport Basel-Mulhouse-Freiburg, 68300 Saint-Louis, Frankreich")).toBe("bsl-airport")
    expect(id("Messe Zürich (Oerlikon)")).toBe("messe-zurich")
    expect(id("Crissier bei Lausanne (A1)")).toBe("crissier")
  })

  it("matches whole words only, and nothing for an unknown place", () => {
    expect(id("Zürichbergstrasse 5, Adliswil")).toBeNull()
    expect(id("Paris")).toBeNull()
    expect(id("   ")).toBeNull()
  })
})

describe("quotes", () => {
  it("finds a route in both directions", () => {
    expect(findRoute(fixture, "zrh-airport", "zurich")).toBe(fixture.routes[0])
    expect(findRoute(fixture, "zurich", "zrh-airport")).toBe(fixture.routes[0])
    expect(findRoute(fixture, "zurich", "zermatt")).toBeNull()
    const there = quote(tariff, { from: "Zürich Flughafen", to: "Täsch", vehicleClass: "limousine" })
    const back = quote(tariff, { from: "Zermatt", to: "ZRH", vehicleClass: "limousine" })
    expect(there?.outbound).toBe(back?.outbound)
    expect(there?.fromPlace.id).toBe("zrh-airport")
    expect(back?.fromPlace.id).toBe("zermatt")
  })

  it("doubles on a return trip", () => {
    expect(quote(fixture, { from: "zurich", to: "ZRH", vehicleClass: "premium", returnTrip: true })).toEqual({
      outbound: 150,
      back: 150,
      total: 300,
      currency: "CHF",
      version: "test-1",
      fromPlace: fixture.places[1],
      toPlace: fixture.places[0],
    })
    expect(quote(fixture, { from: "zurich", to: "ZRH", vehicleClass: "premium" })).toMatchObject({
      outbound: 150,
      back: 0,
      total: 150,
    })
  })

  it("is null for an unknown place, route or class (the price then follows by e-mail)", () => {
    expect(quote(fixture, { from: "Paris", to: "ZRH", vehicleClass: "economy" })).toBeNull()
    expect(quote(fixture, { from: "Zürich", to: "Zermatt", vehicleClass: "economy" })).toBeNull()
    expect(quote(fixture, { from: "Zürich", to: "ZRH", vehicleClass: "limousine" })).toBeNull()
    expect(quote(fixture, { from: "Zermatt", to: "ZRH", vehicleClass: "economy" })?.total).toBe(700)
  })

  it("gives the lowest price of a route", () => {
    expect(lowestPrice(fixture.routes[0])).toBe(100)
    expect(lowestPrice({ prices: [] })).toBeNull()
  })
})

describe("formatPrice", () => {
  // Swiss German groups with ’ (U+2019), English with a comma; cents only when the amount is not whole.
  it.each([
    [1290, "de", "CHF\u00a01\u2019290"],
    [1290, "en", "CHF\u00a01,290"],
    [95, "de", "CHF\u00a095"],
    [0, "de", "CHF\u00a00"],
    [999, "en", "CHF\u00a0999"],
    [12500, "en", "CHF\u00a012,500"],
    [100000, "en", "CHF\u00a0100,000"],
    [1234567, "de", "CHF\u00a01\u2019234\u2019567"],
    [1290.5, "de", "CHF\u00a01\u2019290.50"],
    [1290.5, "en", "CHF\u00a01,290.50"],
    [1000.05, "en", "CHF\u00a01,000.05"],
    [12.346, "de", "CHF\u00a012.35"],
  ] as const)("%s in %s is %s", (amount, language, expected) => {
    expect(formatPrice(amount, language)).toBe(expected)
  })
})

describe("class order", () => {
  it("names the route and the classes out of order, and hourly rates too", () => {
    const broken: Tariff = {
      ...fixture,
      routes: [
        { ...fixture.routes[0], prices: [...fixture.routes[0].prices, { vehicleClass: "limousine", amount: 140 }] },
      ],
      hourly: [...fixture.hourly, { vehicleClass: "limousine", rate: 120, minimumHours: 3 }],
    }
    expect(classOrderViolations(broken, ["economy", "premium", "limousine"])).toEqual([
      "route zrh-airport ↔ zurich: limousine (140) costs less than premium (150)",
      "hourly rate: limousine (120) costs less than premium (130)",
    ])
  })
})

describe("the build's tariff check", () => {
  const route = {
    file: "content/services/de/ski-resort-transfers.yaml",
    routes: [{ from: "ZRH", to: "Zermatt (Täsch)" }],
  }

  it("passes on the real content", () => {
    expect(checkTariff(contentDir)).toEqual([])
  })

  it("names the file and route of a missing price, place or route", () => {
    expect(tariffProblems(fixture, [route], ["economy", "premium"])).toEqual([
      'content/services/de/ski-resort-transfers.yaml: "ZRH → Zermatt (Täsch)" has no price for premium',
    ])
    expect(
      tariffProblems(
        fixture,
        [
          {
            file: "f.yaml",
            routes: [
              { from: "Zürich", to: "Zermatt" },
              { from: "Paris", to: "ZRH" },
            ],
          },
        ],
        ["economy"],
      ),
    ).toEqual([
      'f.yaml: "Zürich → Zermatt" has no tariff route (zurich ↔ zermatt)',
      'f.yaml: "Paris → ZRH": no tariff place matches "Paris"',
    ])
  })

  it("names a cheaper higher class by the route's own file, or by content/tariff.yaml and the route", () => {
    const [cheap, other] = [
      pricedRoute("zrh-airport", "zurich", { economy: 100, premium: 90 }),
      pricedRoute("zrh-airport", "zermatt", { economy: 700, premium: 650 }),
    ]
    const broken = { ...fixture, routes: [cheap, other] }
    const fileOf = new Map([[cheap, "content/tariff/routes/flughafen-zurich--zurich.yaml"]])
    expect(tariffProblems(broken, [], ["economy", "premium"], fileOf)).toEqual([
      "content/tariff/routes/flughafen-zurich--zurich.yaml: premium (90) costs less than economy (100)",
      "content/tariff.yaml: route zrh-airport ↔ zermatt: premium (650) costs less than economy (700)",
    ])
  })

  it("fails on a broken copy of the content: a price removed, a class out of order", () => {
    const dir = temporaryFolder("tariff")
    fs.cpSync(contentDir, dir, {
      recursive: true,
      filter: (src) => !/artwork|images|brand/.test(path.relative(contentDir, src)),
    })
    const file = path.join(dir, "tariff.yaml")
    const text = fs.readFileSync(file, "utf8")
    const routeFile = path.join(dir, "tariff/routes/flughafen-zurich--zermatt-tasch.yaml")
    const route = fs.readFileSync(routeFile, "utf8")
    // The files are in the CMS's block style: drop Zermatt's limousine line, make the hourly limousine cheap.
    const limousine = /\n {2}limousine: \d+\n/
    expect(route).toMatch(limousine)
    fs.writeFileSync(routeFile, route.replace(limousine, "\n"))
    const hourly = /(\n {2}limousine:\n {4}rate: )\d+/
    expect(text).toMatch(hourly)
    fs.writeFileSync(file, text.replace(hourly, "$150"))
    const problems = checkTariff(dir)
    for (const language of ["de", "en"]) {
      for (const service of ["airport-transfers", "ski-resort-transfers"]) {
        expect(problems.filter((p) => p.startsWith(`content/services/${language}/${service}.yaml:`))).toEqual([
          expect.stringMatching(/: ".+ → Zermatt \(Täsch\)" has no price for limousine$/),
        ])
      }
    }
    expect(problems).toContain(
      'content/services/de/ski-resort-transfers.yaml: "Flughafen Zürich → Zermatt (Täsch)" has no price for limousine',
    )
    expect(problems).toContain("content/tariff.yaml: hourly rate: limousine (50) costs less than premium (140)")
    expect(problems).toHaveLength(5)
  })

  it("reports a tariff file that does not parse as one problem", () => {
    const dir = temporaryFolder("tariff")
    fs.writeFileSync(
      path.join(dir, "tariff.yaml"),
      "version: x\nplaces: []\nroutes:\n  - { from: a, to: b, prices: {} }\n",
    )
    expect(checkTariff(dir)).toEqual(['content/tariff.yaml: route a ↔ b names the unknown place "a"'])
  })
})

describe("GraphQL resolvers", () => {
  const vehicleClasses = classOrder.map((slug, i) => ({ slug, order: i + 1, locale: "de" })).reverse() // the resolver must sort by order, not rely on the node order
  const context = {
    nodeModel: {
      findOne: async ({ type }: { type: string }) => (type === "Tariff" ? tariff : null),
      findAll: async ({ type }: { type: string }) => ({ entries: type === "VehicleClass" ? vehicleClasses : [] }),
    },
  }
  const serviceRoute = { from: "Flughafen Zürich", to: "Zermatt (Täsch)", duration: "ca. 3 h 30 min" }
  const resolve = <T>(field: { resolve: (...args: never[]) => T }, source: unknown) =>
    (field.resolve as (s: unknown, a: unknown, c: unknown) => T)(source, {}, context)

  it("give a service route its places, prices in class order and lowest price", async () => {
    const zermatt = findRoute(tariff, "zrh-airport", "zermatt")!
    expect(await resolve(tariffResolvers.ServiceRoute.fromPlace, serviceRoute)).toBe("zrh-airport")
    expect(await resolve(tariffResolvers.ServiceRoute.toPlace, serviceRoute)).toBe("zermatt")
    const prices = await resolve(tariffResolvers.ServiceRoute.prices, serviceRoute)
    expect(prices.map((p) => p.vehicleClass)).toEqual(classOrder)
    expect(prices).toEqual(expect.arrayContaining(zermatt.prices))
    expect(await resolve(tariffResolvers.ServiceRoute.priceFrom, serviceRoute)).toBe(lowestPrice(zermatt))
    const unknown = { from: "Paris", to: "Zermatt" }
    expect(await resolve(tariffResolvers.ServiceRoute.prices, unknown)).toEqual([])
    expect(await resolve(tariffResolvers.ServiceRoute.priceFrom, unknown)).toBeNull()
    expect(await resolve(tariffResolvers.ServiceRoute.fromPlace, unknown)).toBeNull()
  })

  it("give a vehicle class its hourly rate and the popular routes priced in it, as tariff routes", async () => {
    const limousine = tariff.hourly.find((h) => h.vehicleClass === "limousine")!
    const de = { slug: "limousine", locale: "de" }
    expect(await resolve(tariffResolvers.VehicleClass.hourlyRate, de)).toBe(limousine.rate)
    expect(await resolve(tariffResolvers.VehicleClass.minimumHours, de)).toBe(limousine.minimumHours)
    const popular = tariff.routes.filter((r) => r.popular)
    const german = await resolve(tariffResolvers.VehicleClass.popularRoutes, de)
    expect(german).toHaveLength(popular.length)
    const zermatt = german.find((r) => r.from === "zrh-airport" && r.to === "zermatt")!
    expect(zermatt).toBe(findRoute(tariff, "zrh-airport", "zermatt"))
    expect(zermatt.prices.find((p) => p.vehicleClass === "limousine")?.amount).toBe(
      quote(tariff, { from: "zrh-airport", to: "zermatt", vehicleClass: "limousine" })!.outbound,
    )
    // The names in both languages come from the route (TariffRoute.fromName), as on the home page.
    expect(await resolve(tariffResolvers.TariffRoute.fromName, zermatt)).toEqual({
      de: "Flughafen Zürich",
      en: "Zurich Airport",
    })
    const unpriced = { ...tariff, routes: tariff.routes.map((r) => ({ ...r, prices: [] })) }
    const noPrices = { nodeModel: { ...context.nodeModel, findOne: async () => unpriced } }
    const resolvePopular = tariffResolvers.VehicleClass.popularRoutes.resolve as (
      s: unknown,
      a: unknown,
      c: unknown,
    ) => unknown
    expect(await resolvePopular(de, {}, noPrices)).toEqual([])
    expect(await resolve(tariffResolvers.VehicleClass.hourlyRate, { slug: "unknown", locale: "de" })).toBeNull()
  })

  it("list the popular routes by the office's order, 1 first, then those without a number as they come", () => {
    const route = (from: string, popular: boolean, order?: number) => ({ from, to: "x", popular, order, prices: [] })
    const routes = [route("a", true), route("b", true, 2), route("c", false, 1), route("d", true, 1), route("e", true)]
    expect(popularInOrder(routes).map((r) => r.from)).toEqual(["d", "b", "a", "e"])
    // The content's first: the airport run the office set at 1.
    const first = popularInOrder(tariff.routes)[0]
    expect([first.from, first.to, first.order]).toEqual(["zrh-airport", "zurich", 1])
  })

  it("give the tariff its popular routes with place names in both languages", async () => {
    const popular = await resolve(tariffResolvers.Tariff.popularRoutes, tariff)
    expect(popular.length).toBe(tariff.routes.filter((r) => r.popular).length)
    expect(popular.every((r) => r.popular)).toBe(true)
    const first = popular.find((r) => r.to === "zurich")!
    expect(await resolve(tariffResolvers.TariffRoute.fromName, first)).toEqual({
      de: "Flughafen Zürich",
      en: "Zurich Airport",
    })
    const shuffled = { ...first, prices: [...first.prices].reverse() }
    expect((await resolve(tariffResolvers.TariffRoute.prices, shuffled)).map((p) => p.vehicleClass)).toEqual(classOrder)
  })

  it("join the route files into the tariff's routes, their place names turned into ids", async () => {
    const { routes, ...node } = tariff
    const dir = path.join(contentDir, "tariff", "routes")
    const files = fs.readdirSync(dir).map((name) => {
      const relativePath = `tariff/routes/${name}`
      const kind = classifyContentFile(relativePath)!
      return recordsOf(kind, fs.readFileSync(path.join(dir, name), "utf8"), readCompany(contentDir))[0]
    })
    const gatsby = {
      nodeModel: {
        findOne: async () => node,
        findAll: async ({ type }: { type: string }) => ({ entries: type === "TariffRouteFile" ? files : [] }),
      },
    }
    const resolveIn = <T>(field: { resolve: (...args: never[]) => T }) =>
      (field.resolve as (s: unknown, a: unknown, c: unknown) => T)(node, {}, gatsby)
    expect(await resolveIn(tariffResolvers.Tariff.routes)).toEqual(routes)
    expect(await resolveIn(tariffResolvers.Tariff.popularRoutes)).toEqual(popularInOrder(routes))
  })

  it("give the tariff its price range as one string, the lowest and highest amount over every route and class", async () => {
    const amounts = tariff.routes.flatMap((r) => r.prices.map((p) => p.amount))
    expect(await resolve(tariffResolvers.Tariff.priceRange, tariff)).toBe(
      `${tariff.currency} ${Math.min(...amounts)}–${Math.max(...amounts)}`,
    )
    expect(await resolve(tariffResolvers.Tariff.priceRange, fixture)).toBe(`${fixture.currency} 100–700`)
    expect(await resolve(tariffResolvers.Tariff.priceRange, { ...fixture, routes: [] })).toBeNull()
  })
})
