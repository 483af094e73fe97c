import { useContext } from "react"
import { I18nextContext } from "gatsby-plugin-react-i18next"
import { defaultLanguage, isLanguage, type Language } from "../lib/languages"

/** The language of the page being rendered, and its language-neutral path. */
export function usePageLanguage(): { language: Language; neutralPath: string } {
  const context = useContext(I18nextContext)
  return {
    language: isLanguage(context.language) ? context.language : defaultLanguage,
    neutralPath: context.originalPath || "/",
  }
}
