import React, { useRef } from "react"
import { useTranslation } from "react-i18next"
import { FormIdContext } from "./field"
import { loadPhoneNormaliser } from "../../lib/forms/phone"

type RequestFormProps = {
  name: string
  action: string
  formRef: React.RefObject<HTMLFormElement>
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  honeypot: string
  hasErrors: boolean
  /** Hydrated and its draft restored: the form's handlers are live (data-ready, read by the browser tests). */
  ready: boolean
  intro?: React.ReactNode
  children: React.ReactNode
}

/**
 * The frame every request form shares: a real HTML form for the host's form handling (Netlify attributes,
 * hidden form-name, honeypot), the error summary, and the id prefix of its fields.
 */
export default function RequestForm(props: RequestFormProps) {
  const { name, action, formRef, onSubmit, onChange, honeypot, hasErrors, ready, intro, children } = props
  const { t } = useTranslation("forms")
  // When the pointer last pressed in the form: a focus that follows a press is the pointer's, not the keyboard's.
  const pointedAt = useRef(-Infinity)
  return (
    <FormIdContext.Provider value={name}>
      <form
        ref={formRef}
        name={name}
        method="POST"
        action={action}
        data-netlify="true"
        data-netlify-honeypot="bot-field"
        className="request-form"
        data-ready={ready ? "" : undefined}
        noValidate
        onSubmit={onSubmit}
        onPointerDown={() => (pointedAt.current = performance.now())}
        onFocus={(event) => {
          // The phone rules load when the visitor starts on the form, so submitting does not wait for them.
          void loadPhoneNormaliser().catch(() => {})
          // An invalid field reached by the keyboard half below the screen's edge comes up whole, its error text
          // with it: the browser's own scroll stops at the input's edge (a date's, at its inner text). Not on a
          // tap or click: scrolling between press and release would lose the click (a checkbox left unticked).
          const field = (event.target as HTMLElement).closest(".field--invalid")
          if (performance.now() - pointedAt.current > 1000) field?.scrollIntoView({ block: "nearest" })
        }}
      >
        <input type="hidden" name="form-name" value={name} />
        {intro}
        {hasErrors && (
          <p className="request-form__summary" role="alert">
            {t("errors.summary")}
          </p>
        )}
        <p className="visually-hidden">
          <label>
            {t("fields.honeypot")}
            <input name="bot-field" tabIndex={-1} autoComplete="off" value={honeypot} onChange={onChange} />
          </label>
        </p>
        {children}
      </form>
    </FormIdContext.Provider>
  )
}
