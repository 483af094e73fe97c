import { ExternalNavigationError, isExternal, navigateTo } from "../../src/lib/runtime/navigate"
import { navigate } from "gatsby"

describe("navigation helper", () => {
  const origin = "https://www.alpina-chauffeur.ch"

  it("navigates inside the site", () => {
    navigateTo("/en/agb", { origin })
    expect(navigate).toHaveBeenCalledWith("/en/agb")
    expect(isExternal(`${origin}/agb`, origin)).toBe(false)
  })

  it("refuses an external address without explicit permission", () => {
    expect(() => navigateTo("https://evil.example/", { origin })).toThrow(ExternalNavigationError)
    expect(() => navigateTo("//evil.example/x", { origin })).toThrow("needs explicit permission")
  })

  it("allows phone, e-mail, WhatsApp and maps, and anything explicitly permitted", () => {
    const assign = jest.fn()
    for (const to of [
      "tel:+41445551234",
      "mailto:info@x.ch",
      "https://wa.me/41795551234",
      "https://www.openstreetmap.org/search?query=x",
    ]) {
      expect(() => navigateTo(to, { origin, leave: assign })).not.toThrow()
    }
    expect(() => navigateTo("https://partner.example/", { origin, external: true, leave: assign })).not.toThrow()
    expect(assign).toHaveBeenCalledTimes(5)
  })
})
