import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import Layout from "../components/layout"
import Seo from "../components/seo"
import Icon from "../components/icon"
import checkCircleIcon from "@iconify-icons/ph/check-circle"
import GenericSection from "../components/generic-section"
import FirstScreenEnd from "../components/first-screen-end"
import RequestSummary from "../components/request-summary"
import { sectionById } from "../lib/sections"
import type { PageContext } from "../lib/page-context"
import { pathOf } from "../routes"

type ConfirmationProps = PageProps<Queries.ConfirmationPageQuery, PageContext>

/** Where a visitor lands after sending a request: what happens next and how to reach us meanwhile. */
export default function ConfirmationPage({ data, pageContext }: ConfirmationProps) {
  const { t } = useTranslation()
  const page = data.page!
  const { language } = pageContext
  const section = (id: string) => sectionById(page.sections, id, "confirmation-success")
  return (
    <Layout>
      <div className="page-hero page-hero--center">
        <div className="container page-hero__inner">
          <div className="page-hero__text">
            <span className="success-mark">
              <Icon icon={checkCircleIcon} />
            </span>
            {page.eyebrow && <p className="eyebrow">{page.eyebrow}</p>}
            <h1 className="page-hero__title">{page.title}</h1>
            <p className="page-hero__lead">{page.lead}</p>
            <RequestSummary
              classes={data.classes.nodes}
              language={language}
              terms={data.bookingRules!.terms.map((term) => term.text[language])}
              payment={data.bookingRules!.payment}
            />
          </div>
        </div>
        <FirstScreenEnd />
      </div>
      <GenericSection section={section("next")} variant="steps" tone="muted" />
      <GenericSection section={section("questions")}>
        <p>
          <Link className="button button--secondary" to={pathOf("home", language)}>
            {t("confirmation.back")}
          </Link>
        </p>
      </GenericSection>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.ConfirmationPageQuery, PageContext>) {
  const page = data.page!
  return <Seo title={page.metaTitle} description={page.metaDescription} pageContext={pageContext} />
}

export const query = graphql`
  query ConfirmationPage($language: String!) {
    ...FormLocales
    page(slug: { eq: "confirmation-success" }, locale: { eq: $language }) {
      ...PageContent
    }
    classes: allVehicleClass(filter: { locale: { eq: $language } }) {
      nodes {
        slug
        name
      }
    }
    bookingRules {
      terms {
        text {
          de
          en
        }
      }
      payment {
        id
        label {
          de
          en
        }
      }
    }
  }
`
