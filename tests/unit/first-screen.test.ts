import { temporaryFolder } from "./temporary-folder"

const { FIRST_SCREEN_BYTES, checkFirstScreens, copyOf, firstScreen, firstScreenProblem } = jest.requireActual(
  "../../src/node/gatsby-output/first-screen",
)

/** Words that do not repeat, so they compress about as real copy does. */
const words = (count: number, seed = 1) => {
  let state = seed
  return Array.from({ length: count }, () => {
    state = (state * 48271) % 2147483647
    return state.toString(36)
  }).join(" ")
}
const page = (hero: string, rest = "") =>
  `<!DOCTYPE html><html><head><title>Transfer</title><meta name="description" content="Zum Festpreis"/>` +
  `<style>.hero{color:red}</style><script>var a=1</script></head><body><div id="___gatsby"><header>Menü</header>` +
  `<main><div class="hero"><h1>${hero}</h1><span id="first-screen-end" hidden=""></span></div>` +
  `<section>${rest}</section></main></div></body></html>`

describe("the first screen", () => {
  it("is the HTML up to the end of the hero: what follows it does not count", () => {
    const short = firstScreen(page("Chauffeur"))
    expect(firstScreen(page("Chauffeur", words(5000)))).toEqual(short)
    expect(short.bytes).toBeGreaterThan(0)
    expect(firstScreen(page(`Chauffeur ${words(200)}`)).bytes).toBeGreaterThan(short.bytes + 500)
  })

  it("counts as copy the title, the description and the text, not the markup, styles or code", () => {
    const copy = copyOf(page("Chauffeur").split("<span id")[0])
    expect(copy).toContain("Transfer")
    expect(copy).toContain("Zum Festpreis")
    expect(copy).toContain("Menü")
    expect(copy).toContain("Chauffeur")
    expect(copy).not.toMatch(/color|var a|<|hero/)
  })

  it("fits with room for copy twice as long, or fails naming the page and its sizes", () => {
    expect(firstScreenProblem("index.html", page(words(200)))).toBeNull()
    // Copy that alone fits but not twice over.
    const heavy = page(words(Math.round(FIRST_SCREEN_BYTES / 6)))
    const { bytes, copyBytes } = firstScreen(heavy)
    expect(bytes).toBeLessThanOrEqual(FIRST_SCREEN_BYTES)
    expect(bytes + copyBytes).toBeGreaterThan(FIRST_SCREEN_BYTES)
    expect(firstScreenProblem("en/index.html", heavy)).toBe(
      `en/index.html: first screen ${bytes} bytes gzip, ${bytes + copyBytes} with its copy doubled ` +
        `(${copyBytes} more), over the first round trip's ${FIRST_SCREEN_BYTES}`,
    )
    expect(firstScreenProblem("agb/index.html", page("x").replace(' id="first-screen-end"', ""))).toMatch(
      /^agb\/index\.html has no end of its first screen/,
    )
  })

  it("checks every page Gatsby rendered, and fails a build with none", () => {
    const fs = jest.requireActual("fs") as typeof import("fs")
    const path = jest.requireActual("path") as typeof import("path")
    const dir = temporaryFolder("first-screen")
    fs.mkdirSync(path.join(dir, "en"))
    fs.writeFileSync(path.join(dir, "index.html"), page("Chauffeur"))
    fs.writeFileSync(path.join(dir, "admin.html"), "<html>CMS</html>")
    expect(checkFirstScreens(dir).pages).toBe(1)
    fs.writeFileSync(path.join(dir, "en", "index.html"), page(words(Math.round(FIRST_SCREEN_BYTES / 6))))
    expect(() => checkFirstScreens(dir)).toThrow(/^First screens over the first round trip:\nen\/index\.html: first/)
    const empty = temporaryFolder("first-screen-none")
    fs.writeFileSync(path.join(empty, "index.html"), "<html>CMS</html>")
    expect(() => checkFirstScreens(empty)).toThrow(/no page Gatsby rendered/)
  })
})
