import React from "react"
import { useTranslation } from "react-i18next"
import { cookieRows } from "../lib/consent/cookies"
import type { Language } from "../lib/language/languages"

/** The privacy policy's cookie table, generated from the declaration the consent banner uses. */
export default function CookieTable({ language }: { language: Language }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll" role="region" aria-label={t("legal.cookieTable")} tabIndex={0}>
      <table className="routes cookie-table">
        <caption className="visually-hidden">{t("legal.cookieTable")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("legal.cookieName")}</th>
            <th scope="col">{t("legal.cookieCategory")}</th>
            <th scope="col">{t("legal.cookiePurpose")}</th>
            <th scope="col">{t("legal.cookieDuration")}</th>
            <th scope="col">{t("legal.cookieProvider")}</th>
          </tr>
        </thead>
        <tbody>
          {cookieRows(language).map((row) => (
            <tr key={row.name}>
              <td>
                <code>{row.name}</code>
              </td>
              <td>{t(`legal.categories.${row.category}`)}</td>
              <td>{row.purpose}</td>
              <td>{row.duration}</td>
              <td>{row.provider}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
