import { initials } from "../../src/lib/initials"

describe("avatar initials", () => {
  it.each([
    ["Claudia Meier", "CM"],
    ["Jean-Luc Favre Dubois", "JF"],
    ["anna", "A"],
    ["  Ömer   Yılmaz ", "ÖY"],
    ["", ""],
  ])("%s -> %s", (alt, expected) => {
    expect(initials(alt)).toBe(expected)
  })
})
