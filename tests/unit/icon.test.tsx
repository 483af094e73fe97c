import React from "react"
import phone from "@iconify-icons/ph/phone"
import Icon from "../../src/components/icon"
import { iconData, icons } from "../../src/lib/icons"
import { render } from "./render"

describe("icons (bundled, no icon API)", () => {
  it("renders an icon's data as inline SVG, hidden from assistive technology unless labelled", () => {
    const decorative = render(<Icon icon={phone} />)
    expect(decorative.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true")
    expect(decorative.querySelector("svg path")?.getAttribute("d")).toBe(/ d="([^"]+)"/.exec(phone.body)![1])
    const labelled = render(<Icon icon={phone} label="Phone" />)
    expect(labelled.querySelector("svg")?.getAttribute("role")).toBe("img")
    expect(labelled.querySelector("svg")?.getAttribute("aria-label")).toBe("Phone")
  })

  it("renders nothing without data (an item with no icon)", () => {
    expect(render(<Icon icon={null} />).innerHTML).toBe("")
  })

  it("resolves a content icon's key to the registry's data, and fails the build on a key it does not have", () => {
    expect(iconData("phone")).toBe(icons.phone)
    expect(iconData(null)).toBeNull()
    expect(iconData("")).toBeNull()
    expect(() => iconData("no-such-icon")).toThrow('Icon "no-such-icon" is not in the icon registry')
  })
})
