import React from "react"
import { useTranslation } from "react-i18next"
import Field from "./field"
import { EMAIL_PATTERN, LIMITS } from "../../lib/forms/validation"

type NameAndEmailProps = {
  values: Record<string, string>
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  message: (name: string) => string | undefined
}

/** Who is asking: the two contact fields every request form has. */
export default function NameAndEmail({ values, onChange, message }: NameAndEmailProps) {
  const { t } = useTranslation("forms")
  return (
    <>
      <Field name="name" label={t("fields.name")} error={message("name")} required>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="name"
            minLength={2}
            maxLength={LIMITS.name}
            value={values.name}
            onChange={onChange}
          />
        )}
      </Field>
      <Field name="email" label={t("fields.email")} error={message("email")} required>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            pattern={EMAIL_PATTERN}
            value={values.email}
            onChange={onChange}
          />
        )}
      </Field>
    </>
  )
}
