/**
 * YAML exactly as Decap CMS writes it, so that saving an unchanged entry leaves its file byte-identical and a
 * changed price is a one-line diff. Decap 3 serialises with the `yaml` library 1.x (pinned to the version
 * decap-cms-core uses) with default options, top-level keys in the order of the collection's fields, nested
 * keys in the order the data has them; we put nested keys in field order too, which Decap then keeps.
 * No comments survive a save: what a comment would explain is a field hint in src/cms/collections.ts.
 */
import YAML from "yaml"
import type { Field } from "./fields"

/** The data with the keys of every object in the order of its fields (unknown keys last, as they were). */
export function inFieldOrder(value: unknown, fields: Field[]): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  const ordered: Record<string, unknown> = {}
  for (const field of fields) {
    if (!(field.name in record)) continue
    const item = record[field.name]
    ordered[field.name] =
      field.widget === "list" && field.fields && Array.isArray(item)
        ? item.map((entry) => inFieldOrder(entry, field.fields!))
        : field.widget === "object"
          ? inFieldOrder(item, field.fields!)
          : item
  }
  for (const key of Object.keys(record)) if (!(key in ordered)) ordered[key] = record[key]
  return ordered
}

export function parseYaml(source: string): unknown {
  const doc = YAML.parseDocument(source, { prettyErrors: true })
  if (doc.errors.length) throw new Error(doc.errors.map((e) => e.message).join("\n"))
  return doc.toJSON()
}

/** What Decap CMS writes for this entry (formats/yaml.ts `toFile` plus the final newline its backend adds). */
export function toDecapYaml(data: unknown, fields: Field[]): string {
  const doc = new YAML.Document()
  doc.contents = YAML.createNode(inFieldOrder(data, fields)) as typeof doc.contents
  const text = doc.toString()
  return text.endsWith("\n") ? text : `${text}\n`
}
