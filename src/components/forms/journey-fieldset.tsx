import React from "react"
import { useTranslation } from "react-i18next"
import Field from "./field"
import { formPart, type FieldsetProps } from "./fieldset-props"
import { useI18next } from "gatsby-plugin-react-i18next"
import { enhanceAddressField } from "../../lib/maps"
import { mapsAllowed } from "../../lib/consent"
import type { Language } from "../../lib/language/languages"
import { pathOf } from "../../routes"
import MapsConsent from "./maps-consent"
import PlaceCombobox from "./place-combobox"
import type { PlaceIndex } from "../../lib/domain/places"
import { FLIGHT_PATTERN } from "../../lib/forms/validation"
import type { NavItem } from "../../hooks/use-navigation"

type JourneyFieldsetProps = FieldsetProps & {
  services: readonly NavItem[]
  /** The places index for the suggestions in pickup and destination (null until loaded), and how to ask for it. */
  placeIndex: PlaceIndex | null
  requestPlaceIndex: () => void
}

/** The booking's journey: one way or return, the service, pickup and destination, when, and the flight. */
function JourneyFieldset({
  values,
  onChange,
  errorText,
  services,
  placeIndex,
  requestPlaceIndex,
}: JourneyFieldsetProps) {
  const { t } = useTranslation("forms")
  const language = useI18next().language as Language
  // Address suggestions load on focus only after the visitor's yes (MapsConsent beside the fields asks for it).
  const enhanceOnFocus = (event: React.FocusEvent<HTMLInputElement>) =>
    void enhanceAddressField(event.target, () => mapsAllowed(language))
  const today = new Date().toISOString().slice(0, 10)
  const addressField =
    (name: "pickup" | "dropoff") =>
    (props: React.InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }) => (
      <PlaceCombobox
        {...props}
        value={values[name]}
        onChange={onChange}
        onFocus={enhanceOnFocus}
        maxLength={200}
        language={language}
        index={placeIndex}
        requestIndex={requestPlaceIndex}
      />
    )
  return (
    <fieldset className="request-form__group">
      <legend>{t("booking.trip")}</legend>
      <div className="choice-row" role="radiogroup" aria-label={t("booking.tripType")}>
        {(["oneway", "return"] as const).map((type) => (
          <label key={type} className="choice">
            <input type="radio" name="tripType" value={type} checked={values.tripType === type} onChange={onChange} />
            <span>{type === "oneway" ? t("booking.oneWay") : t("booking.return")}</span>
          </label>
        ))}
      </div>
      <div className="form-grid">
        <Field name="service" label={t("booking.service")} error={errorText("service")} required className="span-2">
          {(props) => (
            <select {...props} value={values.service} onChange={onChange}>
              <option value="">{t("booking.choose")}</option>
              {services.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="pickup"
          label={t("booking.pickup")}
          hint={t("booking.pickupHint")}
          error={errorText("pickup")}
          required
        >
          {addressField("pickup")}
        </Field>
        <Field name="dropoff" label={t("booking.dropoff")} error={errorText("dropoff")} required>
          {addressField("dropoff")}
        </Field>
        <MapsConsent
          language={language}
          privacyPath={pathOf("privacy-policy", language)}
          fields={["pickup", "dropoff"]}
          className="span-2"
        />
        <Field name="date" label={t("booking.date")} error={errorText("date")} required>
          {(props) => <input {...props} type="date" min={today} value={values.date} onChange={onChange} />}
        </Field>
        <Field name="time" label={t("booking.time")} error={errorText("time")} required>
          {(props) => <input {...props} type="time" value={values.time} onChange={onChange} />}
        </Field>
        {values.tripType === "return" && (
          <>
            <Field name="returnDate" label={t("booking.returnDate")} error={errorText("returnDate")} required>
              {(props) => <input {...props} type="date" min={today} value={values.returnDate} onChange={onChange} />}
            </Field>
            <Field name="returnTime" label={t("booking.returnTime")} error={errorText("returnTime")} required>
              {(props) => <input {...props} type="time" value={values.returnTime} onChange={onChange} />}
            </Field>
          </>
        )}
        <Field
          name="flightNumber"
          label={t("booking.flightNumber")}
          hint={t("booking.flightHint")}
          error={errorText("flightNumber")}
          className="span-2"
        >
          {(props) => (
            <input
              {...props}
              type="text"
              pattern={FLIGHT_PATTERN}
              autoCapitalize="characters"
              value={values.flightNumber}
              onChange={onChange}
              maxLength={10}
            />
          )}
        </Field>
      </div>
    </fieldset>
  )
}

export default formPart(JourneyFieldset, [
  "tripType",
  "service",
  "pickup",
  "dropoff",
  "date",
  "time",
  "returnDate",
  "returnTime",
  "flightNumber",
])
