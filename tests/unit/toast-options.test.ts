import { toasterOptions } from "../../src/lib/runtime/toast-options"

describe("toaster options", () => {
  it("match the site's numbers", () => {
    expect(toasterOptions).toEqual({
      position: "bottom-right",
      duration: 5000,
      visibleToasts: 5,
      gap: 16,
      hotkey: ["F8"],
      swipeDirections: ["right"],
      swipeThreshold: 50,
    })
  })
})
