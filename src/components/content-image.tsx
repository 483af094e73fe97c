import React from "react"
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image"

type ImageFile = { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null | undefined

type ContentImageProps = {
  image: ImageFile
  alt: string
  className?: string
  /** The largest image of the first screen loads eagerly with high priority. */
  eager?: boolean
}

export default function ContentImage({ image, alt, className, eager = false }: ContentImageProps) {
  const data = image?.childImageSharp ? getImage(image.childImageSharp.gatsbyImageData) : undefined
  if (!data) return null
  return (
    <GatsbyImage
      image={data}
      alt={alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      {...(eager ? { fetchpriority: "high" } : {})}
    />
  )
}
