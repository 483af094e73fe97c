import React, { useMemo } from "react"
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

const ADDRESS_FIELDS = ["pickup", "dropoff"] as const

const LABELS = [
  "trip",
  "tripType",
  "oneWay",
  "return",
  "service",
  "choose",
  "pickup",
  "pickupHint",
  "dropoff",
  "date",
  "time",
  "returnDate",
  "returnTime",
  "flightNumber",
  "flightHint",
] as const

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
  // The labels, translated once per language instead of on every keystroke in pickup or destination.
  const label = useMemo(
    () =>
      ({
        ...Object.fromEntries(LABELS.map((key) => [key, t(`booking.${key}`)])),
        placesCredit: t("places.attribution"),
      }) as Record<(typeof LABELS)[number] | "placesCredit", string>,
    [t],
  )
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
      <legend>{label.trip}</legend>
      <div className="choice-row" role="radiogroup" aria-label={label.tripType}>
        {(["oneway", "return"] as const).map((type) => (
          <label key={type} className="choice">
            <input type="radio" name="tripType" value={type} checked={values.tripType === type} onChange={onChange} />
            <span>{type === "oneway" ? label.oneWay : label.return}</span>
          </label>
        ))}
      </div>
      <div className="form-grid">
        <Field name="service" label={label.service} error={errorText("service")} required className="span-2">
          {(props) => (
            <select {...props} value={values.service} onChange={onChange}>
              <option value="">{label.choose}</option>
              {services.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="pickup" label={label.pickup} hint={label.pickupHint} error={errorText("pickup")} required>
          {addressField("pickup")}
        </Field>
        <Field name="dropoff" label={label.dropoff} error={errorText("dropoff")} required>
          {addressField("dropoff")}
        </Field>
        {/* The place suggestions come from GeoNames, whose licence (CC BY 4.0) asks for the credit where they show. */}
        <p className="field__hint span-2" data-places-credit="">
          {label.placesCredit}
        </p>
        <MapsConsent
          language={language}
          privacyPath={pathOf("privacy-policy", language)}
          fields={ADDRESS_FIELDS}
          className="span-2"
        />
        <Field name="date" label={label.date} error={errorText("date")} required>
          {(props) => <input {...props} type="date" min={today} value={values.date} onChange={onChange} />}
        </Field>
        <Field name="time" label={label.time} error={errorText("time")} required>
          {(props) => <input {...props} type="time" value={values.time} onChange={onChange} />}
        </Field>
        {values.tripType === "return" && (
          <>
            <Field name="returnDate" label={label.returnDate} error={errorText("returnDate")} required>
              {(props) => <input {...props} type="date" min={today} value={values.returnDate} onChange={onChange} />}
            </Field>
            <Field name="returnTime" label={label.returnTime} error={errorText("returnTime")} required>
              {(props) => <input {...props} type="time" value={values.returnTime} onChange={onChange} />}
            </Field>
          </>
        )}
        <Field
          name="flightNumber"
          label={label.flightNumber}
          hint={label.flightHint}
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
