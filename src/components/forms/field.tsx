import React, { createContext, useContext } from "react"

/** The form a field belongs to: ids are "<form>-<field>", unique on pages with several forms. */
export const FormIdContext = createContext("form")

type FieldProps = {
  name: string
  label: React.ReactNode
  error?: string
  hint?: string
  required?: boolean
  className?: string
  /**
   * Shown only for one kind of booking (data-only: "return", "hourly", "transfer" or "company"): the stylesheet
   * hides it while another kind is checked, so the field is in the HTML, and works, with or without JavaScript.
   */
  only?: string
  children: (props: {
    id: string
    name: string
    "aria-invalid"?: true
    "aria-describedby"?: string
    required?: boolean
  }) => React.ReactNode
}

/** A labelled control with its hint and its error, wired for screen readers. */
export default function Field({
  name,
  label,
  error,
  hint,
  required = false,
  className = "",
  only,
  children,
}: FieldProps) {
  const id = `${useContext(FormIdContext)}-${name}`
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined
  return (
    <div className={`field ${error ? "field--invalid" : ""} ${className}`} data-only={only}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { required } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
