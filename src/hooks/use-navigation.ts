import { graphql, useStaticQuery } from "gatsby"
import type { Language } from "../lib/language/languages"

export type NavItem = { slug: string; path: string; label: string; summary: string; icon?: string }

/** Services and vehicle classes of one language, in their content order, for menus and footers. */
export function useNavigation(language: Language): { services: NavItem[]; fleet: NavItem[] } {
  const data = useStaticQuery<Queries.UseNavigationQuery>(graphql`
    query UseNavigation {
      allService(sort: { order: ASC }) {
        nodes {
          slug
          locale
          path
          navTitle
          summary
          icon
        }
      }
      allVehicleClass(sort: { order: ASC }) {
        nodes {
          slug
          locale
          path
          name
          tagline
        }
      }
    }
  `)
  return {
    services: data.allService.nodes
      .filter((n) => n.locale === language)
      .map((n) => ({ slug: n.slug, path: n.path, label: n.navTitle, summary: n.summary, icon: n.icon })),
    fleet: data.allVehicleClass.nodes
      .filter((n) => n.locale === language)
      .map((n) => ({ slug: n.slug, path: n.path, label: n.name, summary: n.tagline })),
  }
}
