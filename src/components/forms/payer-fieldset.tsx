import React from "react"
import { useTranslation } from "react-i18next"
import Field from "./field"
import { formPart, type FieldsetProps } from "./fieldset-props"
import { LIMITS } from "../../lib/forms/validation"
import type { Language } from "../../lib/language/languages"

/** A way to pay as the content names it (content/booking.yaml). */
export type PaymentOption = { id: string; companyOnly: boolean; label: Readonly<Record<Language, string>> }

type PayerFieldsetProps = FieldsetProps & { payment: readonly PaymentOption[]; language: Language }

/**
 * Who pays: a private person, or a company with its name, invoice address and a reference or cost centre; and how
 * (the ways the content lists; the invoice only for a company). The company's fields and the invoice are in the
 * HTML always and shown while "a company" is checked (data-only, components.css), with or without JavaScript.
 */
function PayerFieldset({ values, onChange, errorText, payment, language }: PayerFieldsetProps) {
  const { t } = useTranslation("forms")
  const paymentError = errorText("payment")
  return (
    <fieldset className="request-form__group">
      <legend>{t("booking.payer")}</legend>
      <div className="choice-row" role="radiogroup" aria-label={t("booking.payer")}>
        {(["private", "company"] as const).map((payer) => (
          <label key={payer} className="choice">
            <input type="radio" name="payer" value={payer} checked={values.payer === payer} onChange={onChange} />
            <span>{t(`booking.${payer}`)}</span>
          </label>
        ))}
      </div>
      <div className="form-grid">
        <Field
          name="companyName"
          label={t("booking.companyName")}
          error={errorText("companyName")}
          required
          only="company"
        >
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="organization"
              maxLength={LIMITS.name}
              value={values.companyName}
              onChange={onChange}
            />
          )}
        </Field>
        <Field name="costCentre" label={t("booking.costCentre")} error={errorText("costCentre")} only="company">
          {(props) => <input {...props} type="text" maxLength={60} value={values.costCentre} onChange={onChange} />}
        </Field>
        <Field
          name="invoiceAddress"
          label={t("booking.invoiceAddress")}
          error={errorText("invoiceAddress")}
          required
          className="span-2"
          only="company"
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              autoComplete="street-address"
              maxLength={LIMITS.invoiceAddress + 50}
              value={values.invoiceAddress}
              onChange={onChange}
            />
          )}
        </Field>
      </div>
      <fieldset
        className={`request-form__subgroup ${paymentError ? "field--invalid" : ""}`}
        aria-describedby={paymentError ? "booking-payment-error" : undefined}
      >
        <legend>{t("booking.payment")}</legend>
        <div className="choice-row choice-row--stack">
          {payment.map((option) => (
            <label key={option.id} className="choice" data-only={option.companyOnly ? "company" : undefined}>
              <input
                type="radio"
                name="payment"
                value={option.id}
                checked={values.payment === option.id}
                onChange={onChange}
                {...(paymentError ? { "aria-invalid": true } : {})}
              />
              <span>{option.label[language]}</span>
            </label>
          ))}
        </div>
        {paymentError && (
          <p id="booking-payment-error" className="field__error">
            {paymentError}
          </p>
        )}
      </fieldset>
    </fieldset>
  )
}

export default formPart(PayerFieldset, ["payer", "companyName", "invoiceAddress", "costCentre", "payment"])
