import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import Layout from "../components/layout"
import InnerPageHead from "../components/inner-page-head"
import Icon from "../components/icon"
import mailIcon from "@iconify-icons/ph/envelope-simple"
import { ContentPageHero } from "../components/page-hero"
import GenericSection from "../components/generic-section"
import ContentImage from "../components/content-image"
import { CheckList, CtaBand } from "../components/blocks"
import { sectionById } from "../lib/sections"
import type { PageContext } from "../lib/page-context"
import { useCompany } from "../hooks/use-company"

type CareersProps = PageProps<Queries.CareersPageQuery, PageContext>

export default function CareersPage({ data, pageContext }: CareersProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const page = data.page!
  const { language } = pageContext
  const section = (id: string) => sectionById(page.sections, id, "careers")
  return (
    <Layout staticContent>
      <ContentPageHero page={page} language={language} />
      <GenericSection section={section("why")} />
      <GenericSection section={section("positions")} tone="muted">
        <div className="positions">
          {data.allPosition.nodes.map((position) => (
            <article key={position.slug} className="position" aria-labelledby={`job-${position.slug}`}>
              <header className="position__header">
                <h3 id={`job-${position.slug}`} className="position__title">
                  {position.title}
                </h3>
                <dl className="position__facts">
                  <div>
                    <dt>{t("careers.location")}</dt>
                    <dd>{position.location}</dd>
                  </div>
                  <div>
                    <dt>{t("careers.workload")}</dt>
                    <dd>{position.workload}</dd>
                  </div>
                  <div>
                    <dt>{t("careers.start")}</dt>
                    <dd>{position.start}</dd>
                  </div>
                </dl>
              </header>
              {position.image && <ContentImage image={position.image} alt="" className="position__image" />}
              <p>{position.summary}</p>
              <div className="position__lists">
                <div>
                  <h4>{t("careers.responsibilities")}</h4>
                  <CheckList items={position.responsibilities} />
                </div>
                <div>
                  <h4>{t("careers.requirements")}</h4>
                  <CheckList items={position.requirements} />
                </div>
                <div>
                  <h4>{t("careers.offer")}</h4>
                  <CheckList items={position.offer} />
                </div>
              </div>
              <a
                className="button button--primary"
                href={`mailto:${company.jobsEmail}?subject=${encodeURIComponent(
                  t("careers.applySubject", { title: position.title }),
                )}`}
              >
                <Icon icon={mailIcon} /> {t("careers.apply")}
              </a>
            </article>
          ))}
        </div>
      </GenericSection>
      <GenericSection section={section("apply")} variant="steps" />
      {page.cta && <CtaBand {...page.cta} language={language} />}
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.CareersPageQuery, PageContext>) {
  const page = data.page!
  return <InnerPageHead pageContext={pageContext} locales={data.locales} page={page} name={page.title} />
}

export const query = graphql`
  query CareersPage($language: String!) {
    ...CommonLocales
    page(slug: { eq: "careers" }, locale: { eq: $language }) {
      ...PageContent
      image {
        ...HeroImage
        ...ShareImage
      }
    }
    allPosition(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        location
        workload
        start
        summary
        responsibilities
        requirements
        offer
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.6)
          }
        }
      }
    }
  }
`
