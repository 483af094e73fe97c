import React from "react"
import { useTranslation } from "react-i18next"
import Field, { FormIdContext } from "./field"
import { PrivacyConsent } from "./booking-form"
import { useRequestForm } from "../../hooks/use-request-form"
import { EMAIL_PATTERN, LIMITS, validateContact } from "../../lib/forms/validation"

export const CONTACT_FORM = "contact"

const initial = { name: "", email: "", phone: "", subject: "", message: "", privacy: "", "bot-field": "" }

/** The general contact form: same rules and the same submission path as the booking request. */
export default function ContactForm({ successPath, privacyPath }: { successPath: string; privacyPath: string }) {
  const { t } = useTranslation("forms")
  const { values, errors, set, sending, onSubmit, formRef } = useRequestForm({
    formName: CONTACT_FORM,
    initial,
    validate: validateContact,
    successPath,
    messages: { failed: t("toast.failed"), failedText: t("toast.failedText"), retry: t("toast.retry") },
  })
  const message = (name: string) => (errors[name] ? t(`errors.${errors[name]}`) : undefined)
  const input = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set(
      event.target.name,
      event.target.type === "checkbox" ? ((event.target as HTMLInputElement).checked ? "yes" : "") : event.target.value,
    )
  return (
    <FormIdContext.Provider value={CONTACT_FORM}>
      <form
        ref={formRef}
        name={CONTACT_FORM}
        method="POST"
        action={successPath}
        data-netlify="true"
        data-netlify-honeypot="bot-field"
        className="request-form"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="form-name" value={CONTACT_FORM} />
        {Object.keys(errors).length > 0 && (
          <p className="request-form__summary" role="alert">
            {t("errors.summary")}
          </p>
        )}
        <p className="visually-hidden">
          <label>
            {t("fields.honeypot")}
            <input name="bot-field" tabIndex={-1} autoComplete="off" value={values["bot-field"]} onChange={input} />
          </label>
        </p>
        <div className="form-grid">
          <Field name="name" label={t("fields.name")} error={message("name")} required>
            {(props) => (
              <input
                {...props}
                type="text"
                autoComplete="name"
                minLength={2}
                maxLength={LIMITS.name}
                value={values.name}
                onChange={input}
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
                onChange={input}
              />
            )}
          </Field>
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
        <button type="submit" className="button button--primary request-form__submit" disabled={sending}>
          {t("contact.submit")}
        </button>
      </form>
    </FormIdContext.Provider>
  )
}
