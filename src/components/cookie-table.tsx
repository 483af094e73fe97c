import React from "react"
import { useTranslation } from "react-i18next"
import { cookieRows } from "../lib/consent/cookies"
import type { Language } from "../lib/language/languages"
import TableScroll from "./table-scroll"
import { useCompany } from "../hooks/use-company"

/** The privacy policy's cookie table, generated from the declaration the consent banner uses. */
export default function CookieTable({ language }: { language: Language }) {
  const { t } = useTranslation()
  const company = useCompany()
  return (
    <TableScroll label={t("legal.cookieTable")}>
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
              <td>{row.provider ?? company.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
