import React, { useEffect, useRef, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

type ImageFile = { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null | undefined

/** Width, height and ratio of an image; all zero when the size cannot be read. */
export function imageSize(data: { width?: number; height?: number } | null | undefined) {
  const width = Number(data?.width)
  const height = Number(data?.height)
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    return { width: 0, height: 0, ratio: 0 }
  }
  return { width, height, ratio: width / height }
}

/** The class of an image's blurred placeholder (src/node/gatsby-output/image-placeholders.ts checks every page has it). */
export const PLACEHOLDER_CLASS = "content-image__placeholder"

type ContentImageProps = {
  image: ImageFile
  alt: string
  className?: string
  /** The largest image of the first screen loads eagerly with high priority. */
  eager?: boolean
  /** The width the image is shown at, when the layout knows better than the plugin's default for its width. */
  sizes?: string
}

/**
 * Renders the responsive webp variants that gatsby-plugin-image generated as one native <img>: valid HTML
 * (the plugin's component emits a role="presentation" sizer and src-less lazy images that the W3C checker
 * rejects), native lazy loading. Under it, its blurred placeholder (a 10 px thumbnail, src/styles/base.css blurs
 * it by 3 px) fills the box from the first paint; the image, opaque and as large as the box, covers it as it
 * loads, and once it has loaded the placeholder goes (with JavaScript; without, it stays covered).
 */
export default function ContentImage({ image, alt, className = "", eager = false, sizes }: ContentImageProps) {
  const img = useRef<HTMLImageElement>(null)
  const [loaded, setLoaded] = useState(false)
  // An image that loaded before the page hydrated fired its load event before React listened for it.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true)
  }, [])
  const data = image?.childImageSharp?.gatsbyImageData
  if (!data) return null
  const { fallback } = data.images
  const placeholder = data.placeholder?.fallback
  const size = imageSize(data)
  return (
    <div
      className={`content-image content-image--${data.layout} ${className}`}
      style={size.ratio ? { aspectRatio: `${size.width} / ${size.height}` } : undefined}
    >
      {placeholder && !loaded && (
        <span className={PLACEHOLDER_CLASS} aria-hidden="true" style={{ backgroundImage: `url(${placeholder})` }} />
      )}
      <img
        ref={img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        {...(data.layout === "fullWidth" || !size.ratio ? {} : { width: size.width, height: size.height })}
        alt={alt}
        decoding="async"
        loading={eager ? "eager" : "lazy"}
        {...(eager ? { fetchpriority: "high" } : {})}
        onLoad={() => setLoaded(true)}
      />
    </div>
  )
}
