import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import { languages, languageNames, localizePath, type Language } from "../lib/language/languages"
import { rememberLanguage } from "../lib/language/cookie"

type LanguageSwitcherProps = { language: Language; neutralPath: string }

/** Links to the same page in the other language; following one remembers the choice in i18n_redirected. */
export default function LanguageSwitcher({ language, neutralPath }: LanguageSwitcherProps) {
  const { t } = useTranslation()
  return (
    <ul className="lang-switch" aria-label={t("language.label")}>
      {languages.map((lang: Language) => (
        <li key={lang}>
          {lang === language ? (
            <span className="lang-switch__current" aria-current="true" title={languageNames[lang]}>
              {lang.toUpperCase()}
            </span>
          ) : (
            <Link
              to={localizePath(neutralPath, lang)}
              hrefLang={lang}
              lang={lang}
              className="lang-switch__link"
              aria-label={languageNames[lang]}
              onClick={() => rememberLanguage(lang)}
            >
              {lang.toUpperCase()}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
