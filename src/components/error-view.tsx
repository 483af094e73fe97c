import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import Icon from "./icon"
import arrowIcon from "@iconify-icons/ph/arrow-right"
import FirstScreenEnd from "./first-screen-end"
import { pathOf } from "../routes"
import type { Language } from "../lib/language/languages"

export const DEFAULT_STATUS = 500
export const DEFAULT_MESSAGES = { notFound: "Page Not Found", serverError: "Internal Server Error" } as const

type ErrorViewProps = {
  status?: number
  /** Where "reload" leads (the page that failed); defaults to the current address. */
  retryPath?: string
  /** The address that was asked for; shown on the not-found page. */
  path?: string
  language: Language
}

/** The one error component: status 404 shows the not-found page, any other status the server-error page. */
export default function ErrorView({ status = DEFAULT_STATUS, path, language, retryPath = "" }: ErrorViewProps) {
  const { t, i18n } = useTranslation()
  const notFound = status === 404
  // Outside a page (no i18next instance) the English defaults stand in.
  const fallback = (key: string, english: string) => (i18n.exists?.(key) ? t(key) : english)
  const title = notFound
    ? fallback("error.notFoundTitle", DEFAULT_MESSAGES.notFound)
    : fallback("error.serverErrorTitle", DEFAULT_MESSAGES.serverError)
  const heading = notFound && path ? t("error.notFound", { path }) : title
  return (
    <div className="error-view">
      <div className="container error-view__inner">
        <p className="error-view__status">{t("error.status", { status })}</p>
        <h1 className="error-view__title">{heading}</h1>
        <p className="error-view__text">{notFound ? t("error.notFoundText") : t("error.serverErrorText")}</p>
        <div className="hero-actions">
          <Link to={pathOf("home", language)} className="button button--primary">
            {t("error.home")}
          </Link>
          {notFound ? (
            <Link to={pathOf("contact", language)} className="button button--secondary">
              {t("nav.contact")}
            </Link>
          ) : (
            <a href={retryPath} className="button button--secondary">
              <Icon icon={arrowIcon} /> {t("error.reload")}
            </a>
          )}
        </div>
      </div>
      <FirstScreenEnd />
    </div>
  )
}
