import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import Layout from "../components/layout"
import InnerPageHead from "../components/inner-page-head"
import PageHero from "../components/page-hero"
import CookieTable from "../components/cookie-table"
import { DefinitionRows } from "../components/blocks"
import type { PageContext } from "../lib/page-context"
import { useCompany } from "../hooks/use-company"
import { homeTrail } from "../lib/breadcrumb"

type LegalProps = PageProps<Queries.LegalPageQuery, PageContext>

function CompanyIdentity({ language }: { language: "de" | "en" }) {
  const { t } = useTranslation()
  const company = useCompany()
  const rows: [string, string][] = [
    [t("legal.legalName"), company.legalName],
    [t("legal.legalForm"), company.legalForm[language]],
    [
      t("contact.address"),
      `${company.street}, ${company.postalCode} ${company.city}, ${company.countryName[language]}`,
    ],
    [t("contact.phone"), company.phoneDisplay],
    [t("contact.email"), company.email],
    [t("legal.register"), company.commercialRegister[language]],
    [t("legal.registerNumber"), company.registerNumber],
    [t("legal.uid"), company.uid],
    [t("legal.vat"), company.vatNumber],
    [t("legal.director"), company.managingDirector],
  ]
  return (
    <section className="panel legal__identity" aria-labelledby="identity-title">
      <h2 id="identity-title" className="panel__title">
        {t("legal.companyIdentity")}
      </h2>
      <DefinitionRows rows={rows} />
    </section>
  )
}

/** Impressum, AGB and privacy policy: numbered sections with a table of contents. */
export default function LegalPage({ data, pageContext }: LegalProps) {
  const { t } = useTranslation()
  const page = data.page!
  const { language } = pageContext
  return (
    <Layout staticContent>
      <PageHero breadcrumb={homeTrail(t, language, page.title)} title={page.title} lead={page.lead}>
        {page.updated && <p className="note">{t("legal.updated", { date: page.updated })}</p>}
      </PageHero>
      <div className="section section--tight">
        <div className="container legal">
          <nav className="legal__toc" aria-labelledby="toc-title">
            <h2 id="toc-title" className="legal__toc-title">
              {t("legal.contents")}
            </h2>
            <ol>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal__body prose">
            {pageContext.slug === "impressum" && <CompanyIdentity language={language} />}
            {page.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="legal__section"
              >
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.lead && <p className="legal__lead">{section.lead}</p>}
                {(section.paragraphs ?? []).map((text, index) => (
                  <p key={index}>{text}</p>
                ))}
                {section.items && section.items.length > 0 && (
                  <dl className="legal__items">
                    {section.items.map((item) => (
                      <div key={item.title}>
                        <dt>{item.title}</dt>
                        <dd>{item.text}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {pageContext.slug === "privacy-policy" && section.id === "cookies" && (
                  <CookieTable language={language} />
                )}
              </section>
            ))}
          </div>
        </div>
      </div>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.LegalPageQuery, PageContext>) {
  const page = data.page!
  return <InnerPageHead pageContext={pageContext} locales={data.locales} page={page} name={page.title} />
}

export const query = graphql`
  query LegalPage($language: String!, $slug: String!) {
    ...CommonLocales
    page(slug: { eq: $slug }, locale: { eq: $language }) {
      ...PageContent
      updated(formatString: "DD.MM.YYYY")
    }
  }
`
