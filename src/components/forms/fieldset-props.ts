import type React from "react"

/** What every part of a request form gets from the form: the values, the change handler, the error texts. */
export type FieldsetProps = {
  values: Record<string, string>
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  /** The translated error of a field, if it has one. */
  errorText: (name: string) => string | undefined
}
