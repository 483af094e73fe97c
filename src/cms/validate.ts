/**
 * Checks one entry against the CMS field definitions it is edited with: required fields present, numbers
 * whole and within their bounds, selects and relations naming something that exists, patterns matched, and
 * no key the CMS does not know (it would be lost or reordered on the next save). Each problem names the field
 * by its path in the file, e.g. `routes[3].prices.premium`.
 */
import type { Field } from "./fields"

/** Values a relation may take, by field path in its collection (e.g. "services" -> service slugs). */
export type Relations = Record<string, Set<string>>

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)

export function relationKey(field: Field): string {
  if (field.file) return `${field.collection}/${field.file}/${field.value_field}`
  // A folder collection's entries by slug ("services"), or by another field ("places/name.de").
  const bySlug = !field.value_field || ["slug", "{{slug}}"].includes(field.value_field)
  return bySlug ? `${field.collection}` : `${field.collection}/${field.value_field}`
}

function checkValue(field: Field, value: unknown, where: string, relations: Relations, out: string[]): void {
  if (isEmpty(value)) {
    if (field.required !== false) out.push(`${where}: is required`)
    return
  }
  switch (field.widget) {
    case "string":
    case "text":
    case "image":
    case "datetime":
      if (typeof value !== "string") return void out.push(`${where}: must be text`)
      if (field.pattern && !new RegExp(field.pattern[0]).test(value)) {
        out.push(`${where}: "${value}" does not match ${field.pattern[0]} (${field.pattern[1]})`)
      }
      if (field.widget === "datetime" && !/^\d{4}-\d{2}-\d{2}$/.test(value))
        out.push(`${where}: must be a date YYYY-MM-DD`)
      return
    case "number":
      if (typeof value !== "number" || Number.isNaN(value)) return void out.push(`${where}: must be a number`)
      if (field.value_type === "int" && !Number.isInteger(value)) out.push(`${where}: must be a whole number`)
      if (field.min !== undefined && value < field.min) out.push(`${where}: ${value} is below the minimum ${field.min}`)
      if (field.max !== undefined && value > field.max) out.push(`${where}: ${value} is above the maximum ${field.max}`)
      return
    case "boolean":
      if (typeof value !== "boolean") out.push(`${where}: must be true or false`)
      return
    case "select":
      if (!field.options!.some((o) => o.value === value)) {
        out.push(`${where}: "${String(value)}" is not one of ${field.options!.map((o) => o.value).join(", ")}`)
      }
      return
    case "relation": {
      const known = relations[relationKey(field)]
      if (!known) throw new Error(`${where}: no values known for relation ${relationKey(field)}`)
      if (!known.has(String(value))) out.push(`${where}: "${String(value)}" names no entry of ${relationKey(field)}`)
      return
    }
    case "list":
      if (!Array.isArray(value)) return void out.push(`${where}: must be a list`)
      value.forEach((item, index) => {
        const at = `${where}[${index}]`
        if (field.field) checkValue(field.field, item, at, relations, out)
        else checkFields(field.fields!, item, at, relations, out)
      })
      return
    case "object":
      checkFields(field.fields!, value, where, relations, out)
      return
  }
}

function checkFields(fields: Field[], value: unknown, where: string, relations: Relations, out: string[]): void {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return void out.push(`${where}: must be a group of fields`)
  const record = value as Record<string, unknown>
  const prefix = where ? `${where}.` : ""
  for (const field of fields) checkValue(field, record[field.name], `${prefix}${field.name}`, relations, out)
  const known = new Set(fields.map((f) => f.name))
  for (const key of Object.keys(record)) {
    if (!known.has(key))
      out.push(`${prefix}${key}: is not a field of the CMS (it would be lost or misplaced on the next save)`)
  }
}

/** Every problem of one entry, each as "<field path>: <rule broken>". */
export function entryProblems(fields: Field[], data: unknown, relations: Relations): string[] {
  const out: string[] = []
  checkFields(fields, data, "", relations, out)
  return out
}
