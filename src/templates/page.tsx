import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import InnerPageHead from "../components/inner-page-head"
import { ContentPageHero } from "../components/page-hero"
import GenericSection from "../components/generic-section"
import { CtaBand } from "../components/blocks"
import type { PageContext } from "../lib/page-context"

type ContentPageProps = PageProps<Queries.ContentPageQuery, PageContext>

const variants: Record<string, "figures" | "steps"> = { numbers: "figures", apply: "steps" }

/** A content page made of sections (about us). */
export default function ContentPage({ data, pageContext }: ContentPageProps) {
  const page = data.page!
  const { language } = pageContext
  return (
    <Layout staticContent>
      <ContentPageHero page={page} language={language} />
      {page.sections.map((section, index) => (
        <GenericSection
          key={section.id}
          section={section}
          variant={variants[section.id]}
          tone={index % 2 === 0 ? "plain" : "muted"}
        />
      ))}
      {page.cta && <CtaBand {...page.cta} language={language} />}
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.ContentPageQuery, PageContext>) {
  const page = data.page!
  return <InnerPageHead pageContext={pageContext} locales={data.locales} page={page} name={page.title} />
}

export const query = graphql`
  query ContentPage($language: String!, $slug: String!) {
    ...CommonLocales
    page(slug: { eq: $slug }, locale: { eq: $language }) {
      ...PageContent
      image {
        ...HeroImage
        ...ShareImage
      }
    }
  }
`
