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
              onClick={() => rememberLanguage(lang)}
            >
              {/* The letters shown start the link's name, so a voice user can say what they see (WCAG 2.5.3); a
                  screen reader hears the language's name after them. */}
              {lang.toUpperCase()}
              <span className="visually-hidden">{` – ${languageNames[lang]}`}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
