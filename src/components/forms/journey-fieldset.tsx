import React, { useEffect, useMemo, useState } from "react"
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
import { FLIGHT_PATTERN, LIMITS, STOP_FIELDS } from "../../lib/forms/validation"
import type { NavItem } from "../../hooks/use-navigation"

type JourneyFieldsetProps = FieldsetProps & {
  services: readonly NavItem[]
  /** The stop charge as the visitor reads it ("CHF 20.–"), for the stops' hint. */
  stopCharge: string
  /** By the hour: the smallest minimum duration of the classes (or the chosen class's). */
  minimumHours: number
  /** The pick-up is an airport or a station: ask what the name sign says. */
  showSign: boolean
  /** The places index for the suggestions in pickup and destination (null until loaded), and how to ask for it. */
  placeIndex: PlaceIndex | null
  requestPlaceIndex: () => void
}

const ADDRESS_FIELDS = ["pickup", "dropoff", ...STOP_FIELDS] as const

const LABELS = [
  "trip",
  "tripType",
  "oneWay",
  "return",
  "hourly",
  "hours",
  "dayPlan",
  "dayPlanHint",
  "endPlace",
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

const TRIP_TYPES = ["oneway", "return", "hourly"] as const

/**
 * The booking's journey: one way, return or by the hour, the service, pick-up, stops and destination (by the hour:
 * an optional end place), when, the duration, and the flight. Every field is in the page's HTML whichever kind is
 * chosen: the stylesheet shows those of the checked kind (data-only, components.css), so the form works the
 * same without JavaScript, and the host's form detection knows every field.
 */
function JourneyFieldset({
  values,
  onChange,
  errorText,
  services,
  placeIndex,
  requestPlaceIndex,
  stopCharge,
  minimumHours,
  showSign,
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
  // The stops fold away until used; open while one holds a place or an error.
  const stopsInUse = STOP_FIELDS.some((name) => values[name] || errorText(name))
  const [stopsOpen, setStopsOpen] = useState(stopsInUse)
  useEffect(() => {
    if (stopsInUse) setStopsOpen(true)
  }, [stopsInUse])
  const addressField =
    (name: (typeof ADDRESS_FIELDS)[number]) =>
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
        {TRIP_TYPES.map((type) => (
          <label key={type} className="choice">
            <input type="radio" name="tripType" value={type} checked={values.tripType === type} onChange={onChange} />
            <span>{type === "oneway" ? label.oneWay : type === "return" ? label.return : label.hourly}</span>
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
        {/* The destination; by the hour, the optional end place. */}
        <Field
          name="dropoff"
          label={
            <>
              <span data-only="transfer">
                {label.dropoff}
                <span className="field__required" aria-hidden="true">
                  {" "}
                  *
                </span>
              </span>
              <span data-only="hourly">{label.endPlace}</span>
            </>
          }
          error={errorText("dropoff")}
        >
          {addressField("dropoff")}
        </Field>
        <details
          className="request-form__more span-2"
          data-only="transfer"
          open={stopsOpen}
          onToggle={(event) => setStopsOpen((event.target as HTMLDetailsElement).open)}
        >
          <summary>{t("booking.stops")}</summary>
          <p className="field__hint">{t("booking.stopsHint", { charge: stopCharge })}</p>
          <div className="form-grid form-grid--3">
            {STOP_FIELDS.map((name, i) => (
              <Field key={name} name={name} label={t("booking.stop", { n: i + 1 })} error={errorText(name)}>
                {addressField(name)}
              </Field>
            ))}
          </div>
        </details>
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
        <Field name="returnDate" label={label.returnDate} error={errorText("returnDate")} required only="return">
          {(props) => <input {...props} type="date" min={today} value={values.returnDate} onChange={onChange} />}
        </Field>
        <Field name="returnTime" label={label.returnTime} error={errorText("returnTime")} required only="return">
          {(props) => <input {...props} type="time" value={values.returnTime} onChange={onChange} />}
        </Field>
        <Field
          name="hours"
          label={label.hours}
          hint={t("booking.hoursHint", { minimum: minimumHours })}
          error={errorText("hours")}
          required
          only="hourly"
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={minimumHours}
              max={LIMITS.hours}
              step={1}
              value={values.hours}
              onChange={onChange}
            />
          )}
        </Field>
        <Field
          name="dayPlan"
          label={label.dayPlan}
          hint={label.dayPlanHint}
          error={errorText("dayPlan")}
          className="span-2"
          only="hourly"
        >
          {(props) => <textarea {...props} rows={3} maxLength={1000} value={values.dayPlan} onChange={onChange} />}
        </Field>
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
        {/* In the HTML always (the host knows the field); shown where travellers arrive. */}
        <div className="span-2 request-form__sign" hidden={!showSign}>
          <Field name="signText" label={t("booking.sign")} hint={t("booking.signHint")} error={errorText("signText")}>
            {(props) => (
              <input
                {...props}
                type="text"
                autoComplete="off"
                maxLength={LIMITS.sign + 20}
                value={values.signText}
                onChange={onChange}
              />
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  )
}

export default formPart(JourneyFieldset, [
  ...STOP_FIELDS,
  "signText",
  "hours",
  "dayPlan",
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
