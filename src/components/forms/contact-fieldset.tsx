import React from "react"
import { useTranslation } from "react-i18next"
import Field from "./field"
import NameAndEmail from "./name-and-email"
import PrivacyConsent from "./privacy-consent"
import { formPart, type FieldsetProps } from "./fieldset-props"
import { LIMITS } from "../../lib/forms/validation"

/** Who books: name, e-mail, phone, a message, and the consent to the privacy policy. */
function ContactFieldset({ values, onChange, errorText, privacyPath }: FieldsetProps & { privacyPath: string }) {
  const { t } = useTranslation("forms")
  return (
    <fieldset className="request-form__group">
      <legend>{t("booking.you")}</legend>
      <div className="form-grid">
        <NameAndEmail values={values} onChange={onChange} message={errorText} />
        <Field name="phone" label={t("fields.phone")} hint={t("fields.phoneHint")} error={errorText("phone")} required>
          {(props) => <input {...props} type="tel" autoComplete="tel" value={values.phone} onChange={onChange} />}
        </Field>
        <Field name="message" label={t("fields.messageOptional")} error={errorText("message")} className="span-2">
          {(props) => (
            <textarea {...props} rows={4} maxLength={LIMITS.message} value={values.message} onChange={onChange} />
          )}
        </Field>
      </div>
      <PrivacyConsent
        checked={values.privacy === "yes"}
        onChange={onChange}
        error={errorText("privacy")}
        privacyPath={privacyPath}
      />
    </fieldset>
  )
}

export default formPart(ContactFieldset, ["name", "email", "phone", "message", "privacy"])
