import type { Language } from "./languages"

/** The context gatsby-node gives every page (plus gatsby-plugin-react-i18next's own fields). */
export type PageContext = {
  routeId: string
  slug: string
  noindex: boolean
  language: Language
  i18n: { originalPath: string }
}

type LocaleEdges = { edges: readonly { node: { data: string | null } }[] }

/**
 * Gatsby's Head runs outside the i18next provider; this reads a translation straight from the page's
 * `locales` query result ("error.notFoundTitle" -> string).
 */
export function headTranslator(locales: LocaleEdges | null | undefined) {
  const resources = (locales?.edges ?? []).map((edge) => JSON.parse(edge.node.data ?? "{}") as Record<string, unknown>)
  return (key: string, values: Record<string, string> = {}): string => {
    for (const resource of resources) {
      const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resource)
      if (typeof found === "string") return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "")
    }
    return key
  }
}
