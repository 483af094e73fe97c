import React from "react"
import Seo from "./seo"
import { useSiteUrl } from "../hooks/use-site-url"
import { breadcrumbList } from "../lib/structured-data"
import { headTranslator, type PageContext } from "../lib/page-context"
import { pathOf } from "../routes"

type InnerPageHeadProps = {
  pageContext: PageContext
  locales: Parameters<typeof headTranslator>[0]
  /** Name of the page in the breadcrumb. */
  name: string
  path: string
  metaTitle: string
  metaDescription: string
  image?: string | null
  /** Further JSON-LD entries, given the site URL and this page's absolute URL. */
  jsonLd?: (siteUrl: string, url: string) => object[]
}

/** The head of every inner page: the SEO tags plus a BreadcrumbList from the home page to this page. */
export default function InnerPageHead({
  pageContext,
  locales,
  name,
  path,
  metaTitle,
  metaDescription,
  image,
  jsonLd = () => [],
}: InnerPageHeadProps) {
  const siteUrl = useSiteUrl()
  const t = headTranslator(locales)
  const url = `${siteUrl}${path}`
  return (
    <Seo
      title={metaTitle}
      description={metaDescription}
      language={pageContext.language}
      neutralPath={pageContext.neutralPath}
      image={image}
      jsonLd={[
        ...jsonLd(siteUrl, url),
        breadcrumbList([
          { name: t("nav.home"), url: `${siteUrl}${pathOf("home", pageContext.language)}` },
          { name, url },
        ]),
      ]}
    />
  )
}
