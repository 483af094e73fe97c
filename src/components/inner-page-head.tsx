import React from "react"
import Seo from "./seo"
import { useSiteUrl } from "../hooks/use-site-url"
import { breadcrumbList } from "../lib/domain/structured-data"
import type { PageContext } from "../lib/page-context"
import { headTranslator } from "../lib/language/head-translator"
import { homeTrail } from "../lib/breadcrumb"

/** What every content node with its own page has for the head (Page, Service, VehicleClass). */
type HeadSource = {
  readonly path: string
  readonly metaTitle: string
  readonly metaDescription: string
  readonly image?: { readonly share?: { readonly resize?: { readonly src?: string | null } | null } | null } | null
}

type InnerPageHeadProps = {
  pageContext: PageContext
  locales: Parameters<typeof headTranslator>[0]
  page: HeadSource
  /** Name of the page in the breadcrumb. */
  name: string
  /** Further JSON-LD entries, given the site URL and this page's absolute URL. */
  jsonLd?: (siteUrl: string, url: string) => object[]
}

/** The head of every inner page: the SEO tags plus a BreadcrumbList from the home page to this page (`homeTrail`). */
export default function InnerPageHead({ pageContext, locales, page, name, jsonLd = () => [] }: InnerPageHeadProps) {
  const siteUrl = useSiteUrl()
  const t = headTranslator(locales, pageContext.language)
  const url = `${siteUrl}${page.path}`
  return (
    <Seo
      title={page.metaTitle}
      description={page.metaDescription}
      pageContext={pageContext}
      image={page.image?.share?.resize?.src}
      jsonLd={[
        ...jsonLd(siteUrl, url),
        breadcrumbList(
          homeTrail(t, pageContext.language, name).map((crumb) => ({
            name: crumb.label,
            url: crumb.to ? `${siteUrl}${crumb.to}` : url,
          })),
        ),
      ]}
    />
  )
}
