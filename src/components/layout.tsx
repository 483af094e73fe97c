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
}

/** The one default layout: skip link, header, <main>, footer and the notifications area. */
export default function Layout({ children, switchPath }: LayoutProps) {
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
          <ErrorBoundary language={language}>{children}</ErrorBoundary>
        </div>
      </main>
      <HydrateLater>
        <Footer language={language} />
      </HydrateLater>
      <Notifications />
    </>
  )
}
