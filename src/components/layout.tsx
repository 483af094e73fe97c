import React, { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useI18next } from "gatsby-plugin-react-i18next"
import type { Language } from "../lib/language/languages"
import Header from "./header"
import Footer from "./footer"
import Notifications from "./notifications"
import ErrorBoundary from "./error-boundary"
import { HydrateLater } from "./hydrate-later"

type LayoutProps = {
  children: React.ReactNode
  /** Overrides the language-neutral path the language switcher links to (the not-found page uses the visited path). */
  switchPath?: string
  /**
   * The page content is static markup (no form, no state read on the first render): React hydrates it after
   * the page shell, in slices, like header and footer. Pages with forms leave it off, so their fields are live
   * in the first pass.
   */
  staticContent?: boolean
}

/** The one default layout: skip link, header, <main>, footer and the notifications area. */
export default function Layout({ children, switchPath, staticContent = false }: LayoutProps) {
  const { t } = useTranslation()
  // The page's language and its language-neutral path, from the i18n page context (gatsby-node).
  const { language: pageLanguage, originalPath } = useI18next()
  const language = pageLanguage as Language
  // For the browser tests: the page shell has hydrated (its sections may still be hydrating, see HydrateLater).
  useEffect(() => {
    ;(window as Window & { __hydrated?: boolean }).__hydrated = true
  }, [])
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipLink")}
      </a>
      <HydrateLater>
        <Header language={language} neutralPath={switchPath ?? originalPath} />
      </HydrateLater>
      <main id="main" tabIndex={-1}>
        <div id="page-content">
          <ErrorBoundary language={language}>
            {staticContent ? <HydrateLater>{children}</HydrateLater> : children}
          </ErrorBoundary>
        </div>
      </main>
      <HydrateLater>
        <Footer language={language} />
      </HydrateLater>
      <Notifications />
    </>
  )
}
