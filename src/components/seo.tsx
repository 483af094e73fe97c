import React from "react"
import { defaultLanguage, languages, localizePath, type Language } from "../lib/language/languages"
import { useSiteUrl } from "../hooks/use-site-url"
import { useCompany } from "../hooks/use-company"
import type { PageContext } from "../lib/page-context"

type SeoProps = {
  title: string
  description: string
  /** The page's context: its language, its language-neutral path, and `noindex` from the route table (gatsby-node). */
  pageContext: Pick<PageContext, "language" | "noindex" | "i18n">
  /** Language-neutral path of the page, if not the context's; null for pages without a fixed address (not-found). */
  neutralPath?: string | null
  image?: string | null
  jsonLd?: object[]
  children?: React.ReactNode
}

/** Everything a page puts in <head>: title, description, canonical, hreflang, Open Graph, JSON-LD. */
export default function Seo({
  title,
  description,
  pageContext: { language, noindex, i18n },
  neutralPath = i18n.originalPath,
  image,
  jsonLd = [],
  children,
}: SeoProps) {
  const siteUrl = useSiteUrl()
  // The brand, as content/company.yaml names the company.
  const siteName = useCompany().name
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`
  const url = (lang: Language) => (neutralPath === null ? null : `${siteUrl}${localizePath(neutralPath, lang)}`)
  const canonical = url(language)
  const imageUrl = image ? (image.startsWith("http") ? image : `${siteUrl}${image}`) : null
  return (
    <>
      {/* Server-rendered only. Gatsby's Head API sets every <html> attribute again after each render, to the value it
          already has too, and Chrome then restyles every element of the page (their :lang() state "changed"): 110
          elements of a service page's first screen, once hydrated. A client-side navigation into the other language
          sets it in onRouteUpdate (gatsby-browser.tsx). */}
      {typeof window === "undefined" && <html lang={language} />}
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {canonical && languages.map((lang) => <link key={lang} rel="alternate" hrefLang={lang} href={url(lang)!} />)}
      {canonical && <link rel="alternate" hrefLang="x-default" href={url(defaultLanguage)!} />}
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-96x96.png" type="image/png" sizes="96x96" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={language === "de" ? "de_CH" : "en_GB"} />
      {canonical && <meta property="og:url" content={canonical} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {/* Title, description and image: X reads the Open Graph tags above where a card names none of its own. */}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      {jsonLd.map((entry, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(entry)}
        </script>
      ))}
      {children}
    </>
  )
}
