import React, { useEffect, useState } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import ErrorHead from "../components/error-head"
import ErrorView from "../components/error-view"
import { splitLanguage } from "../lib/language/languages"
import type { PageContext } from "../lib/page-context"

type NotFoundProps = PageProps<Queries.NotFoundPageQuery, PageContext>

/**
 * Served with status 404 for unknown addresses (the host rewrites them here). The HTML is built once,
 * so the visited path is filled in from the address bar after hydration.
 */
export default function NotFoundPage({ pageContext, location }: NotFoundProps) {
  const [path, setPath] = useState<string | undefined>(undefined)
  useEffect(() => setPath(location.pathname), [location.pathname])
  return (
    <Layout switchPath={path ? splitLanguage(path).path : "/"}>
      <ErrorView status={404} path={path} language={pageContext.language} />
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageContext>) {
  return <ErrorHead status={404} locales={data.locales} pageContext={pageContext} />
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...CommonLocales
  }
`
