import { sectionById } from "../../src/lib/sections"

describe("a content section by id", () => {
  const sections = [
    { id: "intro", title: "Willkommen" },
    { id: "fleet", title: "Flotte" },
  ]

  it("is the section with that id", () => {
    expect(sectionById(sections, "fleet", "home")).toBe(sections[1])
  })

  it("fails, naming the page and the id, when the content lacks it", () => {
    expect(() => sectionById(sections, "careers", "home")).toThrow('Content of "home" has no section with id "careers"')
  })
})
