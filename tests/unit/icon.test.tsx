import React from "react"
import phone from "@iconify-icons/ph/phone"
import Icon from "../../src/components/icon"
import { iconData, icons } from "../../src/lib/icons"
import { ICON_SPRITE, iconId } from "../../src/lib/icon-sprite"
import { iconSprite, missingIcons } from "../../src/node/gatsby-output/icon-sprite"
import { render } from "./render"

describe("icons (the site's own sprite, no icon API)", () => {
  it("draws an icon from the sprite's symbol, hidden from assistive technology unless labelled", () => {
    const decorative = render(<Icon icon={phone} />)
    expect(decorative.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true")
    expect(decorative.querySelector("svg path")).toBeNull()
    const href = decorative.querySelector("svg use")?.getAttribute("href")
    expect(href).toBe(`${ICON_SPRITE}#${iconId(phone)}`)
    const symbol = new DOMParser().parseFromString(iconSprite(), "image/svg+xml").getElementById(href!.split("#")[1])
    expect(symbol?.tagName).toBe("symbol")
    expect(symbol?.getAttribute("viewBox")).toBe("0 0 256 256")
    expect(symbol?.querySelector("path")?.getAttribute("d")).toBe(/ d="([^"]+)"/.exec(phone.body)![1])
    const labelled = render(<Icon icon={phone} label="Phone" />)
    expect(labelled.querySelector("svg")?.getAttribute("role")).toBe("img")
    expect(labelled.querySelector("svg")?.getAttribute("aria-label")).toBe("Phone")
  })

  it("draws a symbol as @iconify/react builds the icon: offsets, rotation and flips applied", () => {
    const turned = { ...phone, rotate: 1, hFlip: true }
    const symbol = new DOMParser()
      .parseFromString(iconSprite({ turned }), "image/svg+xml")
      .getElementById(iconId(turned))
    expect(symbol?.getAttribute("viewBox")).toBe("0 0 256 256")
    expect(symbol?.querySelector("g")?.getAttribute("transform")).toMatch(/rotate\(90 /)
  })

  it("renders nothing without data (an item with no icon)", () => {
    expect(render(<Icon icon={null} />).innerHTML).toBe("")
  })

  it("names an icon the same from its imported data and from a page query's JSON of it", () => {
    expect(iconId(JSON.parse(JSON.stringify(phone)) as typeof phone)).toBe(iconId(phone))
    expect(new Set(Object.values(icons).map(iconId)).size).toBe(Object.keys(icons).length)
  })

  it("holds every icon of the registry in the sprite, and finds a page's icon the sprite lacks", () => {
    const sprite = iconSprite()
    const page = (...ids: string[]) => ids.map((id) => `<svg><use href="${ICON_SPRITE}#${id}"></use></svg>`).join("")
    expect(missingIcons(page(...Object.values(icons).map(iconId)), sprite)).toEqual([])
    expect(missingIcons(page(iconId(phone), "i0", "i0"), sprite)).toEqual(["i0"])
    expect(() => iconSprite({ phone, again: { ...phone } })).toThrow('Icons "phone" and "again" have the same id')
  })

  it("resolves a content icon's key to the registry's data, and fails the build on a key it does not have", () => {
    expect(iconData("phone")).toBe(icons.phone)
    expect(iconData(null)).toBeNull()
    expect(iconData("")).toBeNull()
    expect(() => iconData("no-such-icon")).toThrow('Icon "no-such-icon" is not in the icon registry')
  })
})
