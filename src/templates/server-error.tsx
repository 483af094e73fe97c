import React, { useEffect, useState } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import Seo from "../components/seo"
import ErrorView from "../components/error-view"
import type { PageContext } from "../lib/page-context"
import { headTranslator } from "../lib/language/head-translator"

type ServerErrorProps = PageProps<Queries.ServerErrorPageQuery, PageContext>

/**
 * The generic error page (status 500), shown when a page cannot be started (see src/lib/runtime/chunk-guard.ts).
 * `?from=/path` names the page that failed, so "reload" tries that page again.
 */
export default function ServerErrorPage({ pageContext, location }: ServerErrorProps) {
  const [from, setFrom] = useState<string | undefined>(undefined)
  useEffect(() => {
    const value = new URLSearchParams(location.search).get("from")
    if (value && value.startsWith("/") && !value.startsWith("//")) setFrom(value)
  }, [location.search])
  return (
    <Layout>
      <ErrorView status={500} language={pageContext.language} retryPath={from ?? "/"} />
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.ServerErrorPageQuery, PageContext>) {
  const t = headTranslator(data.locales, pageContext.language)
  return (
    <Seo
      title={t("error.serverErrorTitle")}
      description={t("error.serverErrorText")}
      pageContext={pageContext}
      neutralPath={null}
    />
  )
}

export const query = graphql`
  query ServerErrorPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }, sort: { ns: ASC }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`
