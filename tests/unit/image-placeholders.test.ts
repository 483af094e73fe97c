/** @jest-environment node */
import fs from "fs"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import ContentImage from "../../src/components/content-image"
import { temporaryFolder } from "./temporary-folder"
import { checkImagePlaceholders, imagesWithoutPlaceholder } from "../../src/node/gatsby-output/image-placeholders"

const thumbnail = "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoKAAYAAUAmJaQAA3AA/v02aAA="
const data = (placeholder?: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 640,
  height: 400,
  images: { fallback: { src: "/static/a/b.webp", srcSet: "/static/a/b.webp 640w", sizes: "640px" } },
  ...(placeholder ? { placeholder: { fallback: placeholder } } : {}),
})
const rendered = (placeholder?: string) =>
  renderToStaticMarkup(
    React.createElement(ContentImage, { image: { childImageSharp: { gatsbyImageData: data(placeholder) } }, alt: "" }),
  )

describe("the build check of the images' blurred placeholders", () => {
  it("passes an image ContentImage draws with its placeholder", () => {
    const html = rendered(thumbnail)
    expect(html).toContain(`background-image:url(${thumbnail})`)
    expect(imagesWithoutPlaceholder(`<main>${html}${html}</main>`)).toEqual([])
  })

  it("names an image drawn without its placeholder, or not by ContentImage", () => {
    expect(imagesWithoutPlaceholder(`<main>${rendered(thumbnail)}${rendered()}</main>`)).toEqual([
      "/static/a/b.webp: no blurred placeholder",
    ])
    // A placeholder that is not a webp thumbnail (a dominant colour, a traced SVG) is none.
    expect(imagesWithoutPlaceholder(rendered("data:image/svg+xml,%3csvg%3e"))).toEqual([
      "/static/a/b.webp: no blurred placeholder",
    ])
    expect(imagesWithoutPlaceholder(`<p><img src="/logo.png" alt=""/></p>`)).toEqual([
      "/logo.png: not drawn by ContentImage",
    ])
    // A placeholder of another image does not count for one drawn after it.
    expect(imagesWithoutPlaceholder(`${rendered(thumbnail)}<div><img src="/x.webp" alt=""/></div>`)).toEqual([
      "/x.webp: not drawn by ContentImage",
    ])
  })

  it("fails the build naming each page with an image without its placeholder", () => {
    const dir = temporaryFolder("placeholders")
    const page = (body: string) => `<html><body><div id="___gatsby">${body}</div></body></html>`
    fs.mkdirSync(path.join(dir, "en"))
    fs.writeFileSync(path.join(dir, "index.html"), page(rendered(thumbnail)))
    fs.writeFileSync(path.join(dir, "admin.html"), "<html><body><img src='/cms.png'></body></html>")
    expect(checkImagePlaceholders(dir)).toEqual({ pages: 1, images: 1 })
    fs.writeFileSync(path.join(dir, "en", "index.html"), page(rendered()))
    expect(() => checkImagePlaceholders(dir)).toThrow(
      `Images without their blurred placeholder:\n${path.join("en", "index.html")}: /static/a/b.webp: no blurred placeholder`,
    )
  })
})
