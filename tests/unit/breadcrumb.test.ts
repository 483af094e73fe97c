import { homeTrail } from "../../src/lib/breadcrumb"
import { pathOf } from "../../src/routes"

const t = (key: string) => `[${key}]`

describe("the trail from the home page to an inner page", () => {
  it("is home, then the page itself without a link", () => {
    expect(homeTrail(t, "de", "AGB")).toEqual([{ label: "[nav.home]", to: pathOf("home", "de") }, { label: "AGB" }])
  })

  it("passes through the home page's section, an anchor on the home page of the page's language", () => {
    const home = pathOf("home", "en")
    expect(homeTrail(t, "en", "Premium", "fleet")).toEqual([
      { label: "[nav.home]", to: home },
      { label: "[breadcrumb.fleet]", to: `${home}#fleet` },
      { label: "Premium" },
    ])
    expect(homeTrail(t, "en", "Airport transfers", "services")[1]).toEqual({
      label: "[breadcrumb.services]",
      to: `${home}#services`,
    })
  })
})
