/**
 * From an entry being edited to the data its page's template reads: the built page's query result with the
 * entry's node replaced by the entry (its company tokens filled in, its icon resolved), and what the build
 * resolves from elsewhere (the page's path, the processed image, a route's prices) kept from the built node.
 */
import { companyTokens, interpolate, type CompanyFacts } from "../../lib/domain/company-tokens"
import { iconData } from "../../lib/icons"
import type { Language } from "../../lib/language/languages"

type Json = Record<string, unknown>

/** Fields the build resolves rather than the entry holds: kept from the built node. */
const RESOLVED = new Set([
  "path",
  "locale",
  "iconData",
  "fromPlace",
  "toPlace",
  "priceFrom",
  "prices",
  "fromName",
  "toName",
])

/** How a list item is matched to its built twin: by slug, by id, by its two places; else by position. */
const itemKey = (item: unknown): string | null => {
  if (!item || typeof item !== "object") return null
  const { slug, id, from, to } = item as Json
  if (typeof slug === "string") return `slug:${slug}`
  if (typeof id === "string") return `id:${id}`
  if (typeof from === "string" && typeof to === "string") return `route:${from}|${to}`
  return null
}

/** An empty value of the built value's kind, for a field the entry does not have yet. */
const emptyLike = (built: unknown): unknown => (Array.isArray(built) ? [] : typeof built === "string" ? "" : null)

/**
 * The entry over its built node, field by field: the entry's values win, lists follow the entry's items (each over
 * its built twin), an image the entry names keeps the built image (the site processes images when it is built),
 * and a field the entry leaves out is empty rather than the built text.
 */
export function overlay(built: unknown, entry: unknown): unknown {
  if (Array.isArray(entry)) {
    const twins = Array.isArray(built) ? built : []
    const byKey = new Map(twins.map((item) => [itemKey(item), item]))
    return entry.map((item, i) => overlay(itemKey(item) ? byKey.get(itemKey(item)) : twins[i], item))
  }
  if (entry && typeof entry === "object") {
    const node = built && typeof built === "object" && !Array.isArray(built) ? (built as Json) : {}
    const result: Json = {}
    for (const [key, value] of Object.entries(node)) {
      result[key] = RESOLVED.has(key) ? value : key in (entry as Json) ? undefined : emptyLike(value)
    }
    for (const [key, value] of Object.entries(entry as Json)) {
      if (key === "image") result.image = value ? (node.image ?? null) : null
      else if (key === "icon") {
        result.icon = value
        result.iconData = iconData(typeof value === "string" ? value : null)
      } else result[key] = overlay(node[key], value)
    }
    return result
  }
  return entry === undefined ? emptyLike(built) : entry
}

/** The entry as the build would have made its node: company tokens filled in (an unknown one is left as written). */
export function entryNode(entry: Json, company: CompanyFacts, language: Language): { node: Json; problems: string[] } {
  try {
    return { node: interpolate(entry, companyTokens(company, language), "preview"), problems: [] }
  } catch (error) {
    const token = /\{\{\w+\}\}/.exec((error as Error).message)?.[0] ?? ""
    return { node: entry, problems: [`Unbekannter Platzhalter ${token}: die Seite kann so nicht erstellt werden.`] }
  }
}

/** A list of a built page's query result (`allPosition.nodes`) with the entry in its built twin's place, or added. */
export function withNode(nodes: unknown, entry: Json): Json[] {
  const list = Array.isArray(nodes) ? (nodes as Json[]) : []
  const at = list.findIndex((node) => node.slug === entry.slug)
  if (at < 0) return [...list, overlay({}, entry) as Json]
  return list.map((node, i) => (i === at ? (overlay(node, entry) as Json) : node))
}

/** "2026-11-01" as "01.11.2026" (how the legal pages' query formats their date); anything else as written. */
export const swissDate = (value: unknown): string => String(value).replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, "$3.$2.$1")
