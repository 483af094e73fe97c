import { graphql } from "gatsby"

/** GraphQL fragments shared by the templates. */
export const fragments = graphql`
  fragment PageContent on Page {
    slug
    path
    title
    metaTitle
    metaDescription
    eyebrow
    lead
    sections {
      id
      title
      lead
      paragraphs
      items {
        title
        text
        icon
      }
    }
    cta {
      title
      text
    }
  }
  fragment ServiceCard on Service {
    slug
    path
    navTitle
    summary
    icon
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.6, outputPixelDensities: [1, 2])
      }
    }
  }
  fragment ClassCard on VehicleClass {
    slug
    path
    name
    tagline
    passengers
    suitcases
    handLuggage
    exampleVehicles
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.6, outputPixelDensities: [1, 2])
      }
    }
  }
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(width: 960, aspectRatio: 1.6, outputPixelDensities: [1, 2])
    }
    publicURL
  }
  fragment ShareImage on File {
    share: childImageSharp {
      resize(width: 1200, height: 630, fit: COVER, toFormat: JPG) {
        src
      }
    }
  }
`
