import React from "react"
import Icon from "../../src/components/icon"
import { render } from "./render"

describe("icons (bundled, no icon API)", () => {
  let warn: jest.SpyInstance
  beforeEach(() => (warn = jest.spyOn(console, "warn").mockImplementation(() => {})))
  afterEach(() => warn.mockRestore())

  it("renders a known icon as inline SVG, hidden from assistive technology unless labelled", () => {
    const decorative = render(<Icon name="phone" />)
    expect(decorative.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true")
    const labelled = render(<Icon name="phone" label="Phone" />)
    expect(labelled.querySelector("svg")?.getAttribute("role")).toBe("img")
    expect(labelled.querySelector("svg")?.getAttribute("aria-label")).toBe("Phone")
    expect(warn).not.toHaveBeenCalled()
  })

  it("logs a warning and renders nothing for an icon it cannot load", () => {
    const container = render(<Icon name="no-such-icon" />)
    expect(container.innerHTML).toBe("")
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('"no-such-icon"')
  })
})
