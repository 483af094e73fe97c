import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import ContentImage from "./content-image"
import { Breadcrumb } from "./blocks"
import FirstScreenEnd from "./first-screen-end"
import { useTranslation } from "react-i18next"
import { homeTrail, type Crumb } from "../lib/breadcrumb"
import type { Language } from "../lib/language/languages"

type HeroImage = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null

type PageHeroProps = {
  eyebrow?: React.ReactNode
  title: string
  lead: string
  breadcrumb?: Crumb[]
  image?: HeroImage
  imageAlt?: string
  children?: React.ReactNode
}

/**
 * The width the hero image is shown at (pages.css): the whole container up to 960 px, then the second of two
 * columns (1.05fr and 1fr), 555 px once the container stops growing at 1264 px (1200 px and two 32 px gutters).
 */
const heroImageSizes = "(min-width: 1264px) 555px, (min-width: 960px) 46vw, 100vw"

/** The first screen of every inner page: breadcrumb, eyebrow, h1, lead, actions and an illustration. */
export default function PageHero({ eyebrow, title, lead, breadcrumb, image, imageAlt = "", children }: PageHeroProps) {
  return (
    <div className={`page-hero ${image ? "page-hero--with-image" : ""}`}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {breadcrumb && <Breadcrumb items={breadcrumb} />}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__lead">{lead}</p>
          {children}
        </div>
        {image && (
          <div className="page-hero__media">
            <ContentImage image={image} alt={imageAlt} eager sizes={heroImageSizes} className="page-hero__image" />
          </div>
        )}
      </div>
      <FirstScreenEnd />
    </div>
  )
}

/** The hero of a content page (a `Page` node with sections): its eyebrow, title, lead and image under "Home → page". */
export function ContentPageHero({
  page,
  language,
}: {
  page: { readonly title: string; readonly eyebrow?: string | null; readonly lead: string; readonly image?: HeroImage }
  language: Language
}) {
  const { t } = useTranslation()
  return (
    <PageHero
      breadcrumb={homeTrail(t, language, page.title)}
      eyebrow={page.eyebrow}
      title={page.title}
      lead={page.lead}
      image={page.image}
    />
  )
}
