import { useTranslation } from "../components/i18n"
import type { Language } from "../lib/languages"

/** The language of the page being rendered, and its language-neutral path. */
export function usePageLanguage(): { language: Language; neutralPath: string } {
  const { language, neutralPath } = useTranslation()
  return { language, neutralPath }
}
