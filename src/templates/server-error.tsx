import React, { useEffect, useState } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import ErrorHead from "../components/error-head"
import ErrorView from "../components/error-view"
import type { PageContext } from "../lib/page-context"

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
  return <ErrorHead status={500} locales={data.locales} pageContext={pageContext} />
}

export const query = graphql`
  query ServerErrorPage($language: String!) {
    ...CommonLocales
  }
`
