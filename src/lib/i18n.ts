/**
 * Interface strings: the page query loads the locale files it needs (`allLocale`, see gatsby-node) and this
 * turns them into a translator. Deliberately small: dotted keys, {{name}} values, and <1>…</1> markers for the
 * few strings that wrap a link. Nothing here loads on its own, so it costs the first load almost nothing.
 */

export type Messages = { readonly [key: string]: unknown }
/** Messages by namespace ("common", "forms"), as the page query loaded them. */
export type Resources = Readonly<Record<string, Messages>>
export type Values = Readonly<Record<string, string | number | undefined>>

export const DEFAULT_NAMESPACE = "common"

export type Translator = {
  /** The string at a dotted key with {{values}} filled in; the key itself when it is missing. */
  t: (key: string, values?: Values) => string
  exists: (key: string) => boolean
}

/** The `locales` part of a page query: one edge per namespace file, its JSON as a string. */
export type LocaleEdges = {
  readonly edges: readonly { readonly node: { readonly ns: string | null; readonly data: string | null } }[]
}

export function resourcesOf(locales: LocaleEdges | null | undefined): Resources {
  return Object.fromEntries(
    (locales?.edges ?? []).map(({ node }) => [node.ns ?? DEFAULT_NAMESPACE, JSON.parse(node.data ?? "{}") as Messages]),
  )
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages)
  return typeof found === "string" ? found : undefined
}

/** Fills {{name}} markers; a value that is not given leaves nothing behind. */
export function interpolate(text: string, values: Values = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""))
}

/** Looks a key up in the given namespace first, then in the common one. */
export function createTranslator(resources: Resources, namespace: string = DEFAULT_NAMESPACE): Translator {
  const order = [...new Set([namespace, DEFAULT_NAMESPACE])].map((ns) => resources[ns])
  const find = (key: string) =>
    order.reduce<string | undefined>((hit, messages) => hit ?? lookup(messages, key), undefined)
  return {
    t: (key, values) => {
      const text = find(key)
      return text === undefined ? key : interpolate(text, values)
    },
    exists: (key) => find(key) !== undefined,
  }
}

export type TextPart = string | { readonly tag: string; readonly text: string }

/** Splits "Read the <1>privacy policy</1> first" into text and tagged parts (tags do not nest). */
export function splitTags(text: string): TextPart[] {
  const parts: TextPart[] = []
  const pattern = /<(\w+)>(.*?)<\/\1>/g
  let last = 0
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ tag: match[1], text: match[2] })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}
