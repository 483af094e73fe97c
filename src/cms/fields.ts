/**
 * The field vocabulary shared by the CMS configuration (what an editor may enter, src/cms/collections.ts) and
 * the content check (what a file must hold, src/cms/validate.ts). A field is a Decap CMS field definition as it
 * is written to /admin/config.yml; both sides read the same object, so the editor and the build never disagree
 * about a field.
 */

/** A value stored as a number (a month) stays a number in the file: Decap keeps the option's type. */
export type Option = { label: string; value: string | number }

export type Field = {
  name: string
  label: string
  label_singular?: string
  widget: "string" | "text" | "number" | "boolean" | "select" | "relation" | "list" | "object" | "image" | "datetime"
  hint?: string
  /** Decap treats every field as required unless it says `required: false`; so does the content check. */
  required?: false
  /** true: written per language; "duplicate": entered once in German, copied to the English file on save. */
  i18n?: true | "duplicate"
  default?: string | number | boolean
  value_type?: "int" | "float"
  min?: number
  max?: number
  step?: number
  /** [regular expression, message shown under the field] */
  pattern?: [string, string]
  options?: Option[]
  collection?: string
  file?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  options_length?: number
  /** A list of single values (strings) */
  field?: Field
  /** A list of objects, or an object */
  fields?: Field[]
  summary?: string
  collapsed?: boolean
  minimize_collapsed?: boolean
  choose_url?: boolean
  media_library?: { max_file_size: number }
  date_format?: string
  time_format?: false
  format?: string
}

type Extra = Partial<Omit<Field, "name" | "label" | "widget">>

export const text = (name: string, label: string, hint: string, extra: Extra = {}): Field => ({
  name,
  label,
  widget: "string",
  hint,
  ...extra,
})

/** Several sentences: a text area (no Markdown: the copy is plain text, paragraphs are list items). */
export const longText = (name: string, label: string, hint: string, extra: Extra = {}): Field => ({
  name,
  label,
  widget: "text",
  hint,
  ...extra,
})

export const wholeNumber = (name: string, label: string, min: number, hint: string, extra: Extra = {}): Field => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  min,
  step: 1,
  hint,
  ...extra,
})

/** A list of sentences or names, one per item. */
export const lines = (name: string, label: string, itemLabel: string, hint: string, extra: Extra = {}): Field => ({
  name,
  label,
  widget: "list",
  hint,
  field: { name: "item", label: itemLabel, widget: "text" },
  ...extra,
})

export const select = (name: string, label: string, values: (string | Option)[], hint: string, extra: Extra = {}) =>
  ({
    name,
    label,
    widget: "select",
    options: values.map((v) => (typeof v === "string" ? { label: v, value: v } : v)),
    hint,
    ...extra,
  }) satisfies Field

/** Lower-case letters, digits and hyphens: ids and slugs that become part of an address. */
export const slugPattern: [string, string] = [
  "^[a-z0-9]+(-[a-z0-9]+)*$",
  "Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. chauffeur-basel",
]

export const slugField = (hint: string): Field => text("slug", "Kennung (Adresse)", hint, { pattern: slugPattern })

/** Sets how every field (and every nested field) is written per language. */
export function inLanguages(fields: Field[], mode: true | "duplicate" = true): Field[] {
  return fields.map((field) => {
    const own = field.i18n ?? mode
    return {
      ...field,
      i18n: own,
      ...(field.field ? { field: inLanguages([field.field], own)[0] } : {}),
      ...(field.fields ? { fields: inLanguages(field.fields, own) } : {}),
    }
  })
}

/**
 * The same language-neutral fact in both files (a number, an id, an illustration): entered once, in German,
 * and copied to the English file on save. Only for required facts: Decap copies an empty optional field as
 * `null` into the English file, so optional ones (a photo, a date, an icon) are set per language instead.
 */
export const sameInBothLanguages = (field: Field): Field => ({
  ...field,
  i18n: field.required === false ? true : "duplicate",
})
