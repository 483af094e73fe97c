import React, { useContext } from "react"
import { Trans } from "react-i18next"
import { FormIdContext } from "./field"

type PrivacyConsentProps = {
  checked: boolean
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  error?: string
  privacyPath: string
}

/** The consent to the privacy policy every request form asks for, with a link to the policy. */
export default function PrivacyConsent({ checked, onChange, error, privacyPath }: PrivacyConsentProps) {
  const id = `${useContext(FormIdContext)}-privacy`
  return (
    <div className={`field field--check ${error ? "field--invalid" : ""}`}>
      <input
        id={id}
        type="checkbox"
        name="privacy"
        value="yes"
        required
        checked={checked}
        onChange={onChange}
        {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
      />
      <label htmlFor={id}>
        <Trans
          ns="forms"
          i18nKey="fields.privacy"
          // The link's text is the translation's <1>…</1>, which Trans puts into the anchor.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          components={{ 1: <a href={privacyPath} target="_blank" rel="noopener" /> }}
        />
        <span className="field__required" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
