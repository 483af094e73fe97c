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
        iconData
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
    iconData
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.6)
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
        gatsbyImageData(width: 640, aspectRatio: 1.6)
      }
    }
  }
  # Densities 1 and 2: with breakpoints set, gatsby-plugin-image builds the srcset from them and
  # ignores outputPixelDensities, so every width's 2x must be a breakpoint. 640 and 1280 are; the 960 px hero
  # adds 1920.
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(width: 960, aspectRatio: 1.6, breakpoints: [320, 640, 768, 1024, 1280, 1536, 1920])
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
  # A tariff route as the price tables take it (home: the popular routes; a class page: those priced in it).
  fragment PriceRoute on TariffRoute {
    from
    to
    fromName {
      de
      en
    }
    toName {
      de
      en
    }
    prices {
      vehicleClass
      amount
    }
  }
  # The translations a page needs (gatsby-plugin-react-i18next reads the field \`locales\`): every page the "common"
  # namespace, pages with a request form "forms" as well. On Query; the page query declares $language.
  fragment CommonLocales on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }, sort: { ns: ASC }) {
      ...LocaleFields
    }
  }
  fragment FormLocales on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "forms"] } }, sort: { ns: ASC }) {
      ...LocaleFields
    }
  }
  fragment LocaleFields on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
  # What the Head's business structured data needs besides the company hook: the English areaServed, the tariff's
  # price range (one string, resolved at build time: Tariff.priceRange) and the home page's share image. On Query,
  # so a page query spreads it at the top level; the page query declares $language.
  fragment BusinessStructuredData on Query {
    company {
      areaServedEn
    }
    tariff {
      priceRange
    }
    businessPage: page(slug: { eq: "home" }, locale: { eq: $language }) {
      image {
        ...ShareImage
      }
    }
  }
`
