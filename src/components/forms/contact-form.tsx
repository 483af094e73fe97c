import React from "react"
import { useTranslation } from "react-i18next"
import Field from "./field"
import RequestForm from "./request-form"
import NameAndEmail from "./name-and-email"
import PrivacyConsent from "./privacy-consent"
import { useRequestForm } from "../../hooks/use-request-form"
import { LIMITS, validateContact } from "../../lib/forms/validation"

export const CONTACT_FORM = "contact"

const initial = { name: "", email: "", phone: "", subject: "", message: "", privacy: "", "bot-field": "" }

/** The general contact form: same rules and the same submission path as the booking request. */
export default function ContactForm({ successPath, privacyPath }: { successPath: string; privacyPath: string }) {
  const { t } = useTranslation("forms")
  const {
    values,
    errors,
    onChange: input,
    busy,
    formProps,
  } = useRequestForm({
    formName: CONTACT_FORM,
    initial,
    validate: validateContact,
    successPath,
  })
  const message = (name: string) => (errors[name] ? t(`errors.${errors[name]}`) : undefined)
  return (
    <RequestForm {...formProps}>
      <div className="form-grid">
        <NameAndEmail values={values} onChange={input} message={message} />
        <Field name="phone" label={t("fields.phoneOptional")} hint={t("fields.phoneHint")} error={message("phone")}>
          {(props) => <input {...props} type="tel" autoComplete="tel" value={values.phone} onChange={input} />}
        </Field>
        <Field name="subject" label={t("contact.subject")} error={message("subject")} required>
          {(props) => <input {...props} type="text" maxLength={150} value={values.subject} onChange={input} />}
        </Field>
        <Field name="message" label={t("fields.message")} error={message("message")} required className="span-2">
          {(props) => (
            <textarea
              {...props}
              rows={6}
              minLength={10}
              maxLength={LIMITS.message}
              value={values.message}
              onChange={input}
            />
          )}
        </Field>
      </div>
      <PrivacyConsent
        checked={values.privacy === "yes"}
        onChange={input}
        error={message("privacy")}
        privacyPath={privacyPath}
      />
      <button type="submit" className="button button--primary request-form__submit" disabled={busy}>
        {t("contact.submit")}
      </button>
    </RequestForm>
  )
}
