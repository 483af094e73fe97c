import React from "react"
import Seo from "./seo"
import type { PageContext } from "../lib/page-context"
import { headTranslator, type LocaleEdges } from "../lib/language/head-translator"

const texts = {
  404: { title: "error.notFoundTitle", description: "error.notFoundText" },
  500: { title: "error.serverErrorTitle", description: "error.serverErrorText" },
} as const

/** The head of an error page: its title and text in the page's language, and no address of its own (no canonical). */
export default function ErrorHead({
  status,
  locales,
  pageContext,
}: {
  status: keyof typeof texts
  locales: LocaleEdges | null | undefined
  pageContext: PageContext
}) {
  const t = headTranslator(locales, pageContext.language)
  return (
    <Seo
      title={t(texts[status].title)}
      description={t(texts[status].description)}
      pageContext={pageContext}
      neutralPath={null}
    />
  )
}
