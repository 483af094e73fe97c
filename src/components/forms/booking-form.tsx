import React, { useCallback, useContext, useEffect, useMemo } from "react"
import { Trans, useTranslation } from "react-i18next"
import Field, { FormIdContext } from "./field"
import RequestForm from "./request-form"
import NameAndEmail from "./name-and-email"
import { useRequestForm } from "../../hooks/use-request-form"
import { enhanceAddressField } from "../../lib/maps"
import { mapsAllowed } from "../../lib/consent"
import MapsConsent from "./maps-consent"
import {
  FLIGHT_PATTERN,
  LIMITS,
  suggestClass,
  validateBooking,
  type PhoneNormaliser,
  type VehicleCapacity,
} from "../../lib/forms/validation"
import type { NavItem } from "../../hooks/use-navigation"
import PriceQuote from "./price-quote"
import { quoteFields, quoteState } from "../../lib/forms/quote"
import { formatPrice, type Tariff } from "../../lib/tariff"
import { readBookingLink, withoutBookingLink } from "../../lib/booking-link"
import type { Language } from "../../lib/languages"

type BookingFormProps = {
  services: readonly NavItem[]
  classes: readonly VehicleCapacity[]
  leadTimeHours: number
  successPath: string
  privacyPath: string
  tariff: Tariff
  language: Language
}

export const BOOKING_FORM = "booking"
const PLACES_LIST = "booking-places"

const initial = {
  tripType: "oneway",
  service: "",
  pickup: "",
  dropoff: "",
  date: "",
  time: "",
  returnDate: "",
  returnTime: "",
  passengers: "1",
  suitcases: "1",
  vehicleClass: "",
  flightNumber: "",
  babySeats: "0",
  childSeats: "0",
  boosterSeats: "0",
  name: "",
  email: "",
  phone: "",
  message: "",
  privacy: "",
  "bot-field": "",
}

/**
 * The booking request: a real HTML form the host receives (works without JavaScript); with JavaScript it
 * validates in the page language, keeps a draft and submits in the background.
 */
export default function BookingForm({
  services,
  classes,
  leadTimeHours,
  successPath,
  privacyPath,
  tariff,
  language,
}: BookingFormProps) {
  const { t } = useTranslation("forms")
  const validate = useCallback(
    (values: Record<string, string>, normalisePhone: PhoneNormaliser) =>
      validateBooking(values, { now: new Date(), leadTimeHours, classes }, normalisePhone),
    [leadTimeHours, classes],
  )
  // The request carries the fixed price the visitor was shown and the tariff version it comes from.
  const format = useCallback((amount: number) => formatPrice(amount, language), [language])
  const derive = useCallback(
    (entries: Record<string, string>) => quoteFields(quoteState(tariff, entries), format),
    [tariff, format],
  )
  const {
    values,
    errors,
    set,
    onChange: input,
    sending,
    busy,
    formProps,
    typedEarly,
  } = useRequestForm({
    derive,
    formName: BOOKING_FORM,
    initial,
    validate,
    successPath,
    messages: { failed: t("toast.failed"), failedText: t("toast.failedText"), retry: t("toast.retry") },
  })
  const chosen = classes.find((c) => c.slug === values.vehicleClass)
  const message = (name: string) => {
    const key = errors[name]
    if (!key) return undefined
    return t(`errors.${key}`, {
      hours: leadTimeHours,
      name: chosen?.name,
      max: key === "classSuitcases" ? chosen?.suitcases : chosen?.passengers,
    })
  }
  const suggestion = useMemo(
    () => suggestClass(classes, Number(values.passengers) || 1, Number(values.suitcases) || 0),
    [classes, values.passengers, values.suitcases],
  )
  // Address suggestions only after the visitor's yes (MapsConsent beside the fields asks for it).
  const address = (event: React.FocusEvent<HTMLInputElement>) =>
    void enhanceAddressField(event.target, () => mapsAllowed(language))
  const price = useMemo(
    () =>
      quoteState(tariff, {
        pickup: values.pickup,
        dropoff: values.dropoff,
        vehicleClass: values.vehicleClass,
        tripType: values.tripType,
      }),
    [tariff, values.pickup, values.dropoff, values.vehicleClass, values.tripType],
  )
  const carried = quoteFields(price, format)

  // A booking link (/contact?from=zrh-airport&to=zermatt&class=premium#booking, from the price tables) fills in
  // its route. It runs after the draft is restored (useRequestForm's effect comes first), so the route the
  // visitor just clicked wins over an older draft; the draft's other fields stay, and so does what the visitor
  // typed before the form hydrated. Then the link leaves the address, so a reload restores the draft as edited
  // instead of applying the link again.
  useEffect(() => {
    const link = readBookingLink(window.location.search)
    const placeText = (text: string) => tariff.places.find((p) => p.id === text)?.name[language] ?? text
    const fill = (name: string, value: string | undefined) => {
      if (value && !typedEarly.current.has(name)) set(name, value)
    }
    fill("pickup", link.from && placeText(link.from))
    fill("dropoff", link.to && placeText(link.to))
    fill("vehicleClass", classes.some((c) => c.slug === link.vehicleClass) ? link.vehicleClass : undefined)
    const address = withoutBookingLink(window.location)
    if (address !== null) window.history.replaceState(window.history.state, "", address)
  }, [tariff, language, classes, set, typedEarly])
  const today = new Date().toISOString().slice(0, 10)

  return (
    <RequestForm
      {...formProps}
      intro={
        <p id="booking-intro" className="request-form__intro">
          {t("booking.intro")}
        </p>
      }
    >
      {/* The fields; on wide screens the price and the submit button stand beside them (components.css). */}
      <div className="request-form__fields">
        <fieldset className="request-form__group">
          <legend>{t("booking.trip")}</legend>
          <div className="choice-row" role="radiogroup" aria-label={t("booking.tripType")}>
            {(["oneway", "return"] as const).map((type) => (
              <label key={type} className="choice">
                <input type="radio" name="tripType" value={type} checked={values.tripType === type} onChange={input} />
                <span>{type === "oneway" ? t("booking.oneWay") : t("booking.return")}</span>
              </label>
            ))}
          </div>
          <div className="form-grid">
            <Field name="service" label={t("booking.service")} error={message("service")} required className="span-2">
              {(props) => (
                <select {...props} value={values.service} onChange={input}>
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
              error={message("pickup")}
              required
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  list={PLACES_LIST}
                  value={values.pickup}
                  onChange={input}
                  onFocus={address}
                  maxLength={200}
                />
              )}
            </Field>
            <Field name="dropoff" label={t("booking.dropoff")} error={message("dropoff")} required>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  list={PLACES_LIST}
                  value={values.dropoff}
                  onChange={input}
                  onFocus={address}
                  maxLength={200}
                />
              )}
            </Field>
            <MapsConsent
              language={language}
              privacyPath={privacyPath}
              fields={["pickup", "dropoff"]}
              className="span-2"
            />
            <Field name="date" label={t("booking.date")} error={message("date")} required>
              {(props) => <input {...props} type="date" min={today} value={values.date} onChange={input} />}
            </Field>
            <Field name="time" label={t("booking.time")} error={message("time")} required>
              {(props) => <input {...props} type="time" value={values.time} onChange={input} />}
            </Field>
            {values.tripType === "return" && (
              <>
                <Field name="returnDate" label={t("booking.returnDate")} error={message("returnDate")} required>
                  {(props) => <input {...props} type="date" min={today} value={values.returnDate} onChange={input} />}
                </Field>
                <Field name="returnTime" label={t("booking.returnTime")} error={message("returnTime")} required>
                  {(props) => <input {...props} type="time" value={values.returnTime} onChange={input} />}
                </Field>
              </>
            )}
            <Field
              name="flightNumber"
              label={t("booking.flightNumber")}
              hint={t("booking.flightHint")}
              error={message("flightNumber")}
              className="span-2"
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  pattern={FLIGHT_PATTERN}
                  autoCapitalize="characters"
                  value={values.flightNumber}
                  onChange={input}
                  maxLength={10}
                />
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className="request-form__group">
          <legend>{t("booking.passengersLuggage")}</legend>
          <div className="form-grid">
            <Field name="passengers" label={t("booking.passengers")} error={message("passengers")} required>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={LIMITS.passengers[0]}
                  max={LIMITS.passengers[1]}
                  value={values.passengers}
                  onChange={input}
                />
              )}
            </Field>
            <Field name="suitcases" label={t("booking.suitcases")} error={message("suitcases")}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={LIMITS.suitcases[0]}
                  max={LIMITS.suitcases[1]}
                  value={values.suitcases}
                  onChange={input}
                />
              )}
            </Field>
            <Field
              name="vehicleClass"
              label={t("booking.vehicleClass")}
              error={message("vehicleClass")}
              required
              className="span-2"
            >
              {(props) => (
                <select {...props} value={values.vehicleClass} onChange={input}>
                  <option value="">{t("booking.choose")}</option>
                  {classes.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {t("booking.classOption", { name: c.name, passengers: c.passengers, suitcases: c.suitcases })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {suggestion && suggestion.slug !== values.vehicleClass && (
              <p className="request-form__suggestion span-2" aria-live="polite">
                {t("booking.suggestion", {
                  passengers: values.passengers || 1,
                  suitcases: values.suitcases || 0,
                  name: suggestion.name,
                })}{" "}
                <button type="button" className="link-button" onClick={() => set("vehicleClass", suggestion.slug)}>
                  {t("booking.useSuggestion", { name: suggestion.name })}
                </button>
              </p>
            )}
          </div>
          <fieldset className="request-form__subgroup">
            <legend>{t("booking.childSeats")}</legend>
            <div className="form-grid form-grid--3">
              {(["babySeats", "childSeats", "boosterSeats"] as const).map((seat) => (
                <Field
                  key={seat}
                  name={seat}
                  label={t(`booking.${seat === "childSeats" ? "childSeatsLabel" : seat}`)}
                  error={message(seat)}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={LIMITS.childSeats[1]}
                      value={values[seat]}
                      onChange={input}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="request-form__group">
          <legend>{t("booking.you")}</legend>
          <div className="form-grid">
            <NameAndEmail values={values} onChange={input} message={message} />
            <Field
              name="phone"
              label={t("fields.phone")}
              hint={t("fields.phoneHint")}
              error={message("phone")}
              required
            >
              {(props) => <input {...props} type="tel" autoComplete="tel" value={values.phone} onChange={input} />}
            </Field>
            <Field name="message" label={t("fields.messageOptional")} error={message("message")} className="span-2">
              {(props) => (
                <textarea {...props} rows={4} maxLength={LIMITS.message} value={values.message} onChange={input} />
              )}
            </Field>
          </div>
          <PrivacyConsent
            checked={values.privacy === "yes"}
            onChange={input}
            error={message("privacy")}
            privacyPath={privacyPath}
          />
        </fieldset>
      </div>

      {/* The tariff's places as suggestions for pickup and destination (the platform's own list). */}
      <datalist id={PLACES_LIST}>
        {tariff.places.map((place) => (
          <option key={place.id} value={place.name[language]} />
        ))}
      </datalist>
      <div className="request-form__send">
        <PriceQuote state={price} format={format} classes={classes} />
        {/* In the static form too, so the host knows the fields; filled from the quote above. */}
        <input type="hidden" name="quotedPrice" value={carried.quotedPrice} />
        <input type="hidden" name="tariffVersion" value={carried.tariffVersion} />
        <button type="submit" className="button button--primary request-form__submit" disabled={busy}>
          {sending ? t("booking.sending") : t("booking.submit")}
        </button>
      </div>
    </RequestForm>
  )
}

type PrivacyConsentProps = {
  checked: boolean
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  error?: string
  privacyPath: string
}

export function PrivacyConsent({ checked, onChange, error, privacyPath }: PrivacyConsentProps) {
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
