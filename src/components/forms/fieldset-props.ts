import React from "react"

/** What every part of a request form gets from the form: the values, the change handler, the error texts. */
export type FieldsetProps = {
  values: Record<string, string>
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  /** The translated error of a field, if it has one. */
  errorText: (name: string) => string | undefined
}

/**
 * A part of a request form that renders again only when the value or the error text of one of its own `fields`
 * changes (or another of its props): a keystroke elsewhere in the form leaves it alone, which keeps typing quick
 * on a phone. `fields` names every value the part reads.
 */
export function formPart<P extends FieldsetProps>(render: React.FunctionComponent<P>, fields: readonly string[]) {
  return React.memo(render, (before, after) =>
    (Object.keys(after) as (keyof P)[]).every((key) =>
      key === "values"
        ? fields.every((field) => before.values[field] === after.values[field])
        : key === "errorText"
          ? fields.every((field) => before.errorText(field) === after.errorText(field))
          : Object.is(before[key], after[key]),
    ),
  )
}
