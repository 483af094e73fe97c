import { imageSize } from "../../src/components/content-image"

describe("image size", () => {
  it("is zero when the size cannot be read", () => {
    expect(imageSize(undefined)).toEqual({ width: 0, height: 0, ratio: 0 })
    expect(imageSize({ width: Number.NaN, height: 10 })).toEqual({ width: 0, height: 0, ratio: 0 })
    expect(imageSize({ width: 1600, height: 1000 })).toEqual({ width: 1600, height: 1000, ratio: 1.6 })
  })
})
