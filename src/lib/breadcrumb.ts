import { pathOf } from "../routes"
import type { Language } from "./language/languages"

/** One step of a breadcrumb: its label and, unless it is the page itself, where it leads. */
export type Crumb = { label: string; to?: string }

/** The sections of the home page an inner page sits under (anchors on the home page, not pages of their own). */
const homeSections = { services: "breadcrumb.services", fleet: "breadcrumb.fleet" } as const
export type HomeSection = keyof typeof homeSections

/**
 * The trail from the home page to an inner page: "Home → page", or "Home → section of the home page → page".
 * The page's hero shows it (`Breadcrumb`), and its head's BreadcrumbList (JSON-LD) is made from it; that one
 * names pages only, so it is asked for without the section. `t` is the page's translator (the component's, or
 * the Head's `headTranslator`).
 */
export function homeTrail(
  t: (key: string) => string,
  language: Language,
  page: string,
  section?: HomeSection,
): Crumb[] {
  const home = pathOf("home", language)
  return [
    { label: t("nav.home"), to: home },
    ...(section ? [{ label: t(homeSections[section]), to: `${home}#${section}` }] : []),
    { label: page },
  ]
}
