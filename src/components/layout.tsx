import React from "react"
import { useTranslation } from "./i18n"
import Header from "./header"
import Footer from "./footer"
import Notifications from "./notifications"
import ErrorBoundary from "./error-boundary"
import { HydrateLater } from "./blocks"

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
  const { t, language, neutralPath } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipLink")}
      </a>
      <HydrateLater>
        <Header language={language} neutralPath={switchPath ?? neutralPath} />
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
