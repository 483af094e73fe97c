import React, { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import RequestForm from "./request-form"
import JourneyFieldset from "./journey-fieldset"
import PassengersFieldset from "./passengers-fieldset"
import ContactFieldset from "./contact-fieldset"
import PriceQuote from "./price-quote"
import { useRequestForm } from "../../hooks/use-request-form"
import { validateBooking, type PhoneNormaliser, type VehicleCapacity } from "../../lib/forms/validation"
import type { NavItem } from "../../hooks/use-navigation"
import { quoteFields, quoteState } from "../../lib/forms/quote"
import { routeLine } from "../../lib/forms/route-line"
import { chosenPoint } from "../../lib/maps"
import { formatPrice } from "../../lib/domain/price-format"
import type { Tariff } from "../../lib/domain/tariff"
import { loadPlaceIndex, type PlaceIndex } from "../../lib/domain/places"
import { readBookingLink, withoutBookingLink } from "../../lib/domain/booking-link"
import type { Language } from "../../lib/language/languages"

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
 * validates in the page language, keeps a draft and submits in the background. Its three fieldsets are
 * components of their own; this holds the state, the price quote and the booking link.
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
  const format = useCallback((amount: number) => formatPrice(amount, language), [language])
  // The request carries the fixed price the visitor was shown and the tariff version it comes from: the hidden
  // quote fields as last rendered (the quote is computed once, below, from the values the hook holds).
  const shownQuoteFields = useRef<Record<string, string>>({})
  const sentWith = useCallback(() => shownQuoteFields.current, [])
  const { values, errors, set, onChange, sending, busy, formProps, typedEarly } = useRequestForm({
    formName: BOOKING_FORM,
    initial,
    validate,
    successPath,
    sentWith,
  })
  const chosenClass = classes.find((c) => c.slug === values.vehicleClass)
  const errorText = (name: string) => {
    const key = errors[name]
    if (!key) return undefined
    return t(`errors.${key}`, {
      hours: leadTimeHours,
      name: chosenClass?.name,
      max: key === "classSuitcases" ? chosenClass?.suitcases : chosenClass?.passengers,
    })
  }
  // The places index loads when an address field is first used (a chunk of its own, never with the page); if
  // it cannot load, the fields stay plain text fields and only the listed routes have a price (the road network
  // comes with the index).
  const [placeIndex, setPlaceIndex] = useState<PlaceIndex | null>(null)
  const indexAsked = useRef(false)
  const requestPlaceIndex = useCallback(() => {
    if (indexAsked.current) return
    indexAsked.current = true
    loadPlaceIndex().then(setPlaceIndex, (error: unknown) => {
      indexAsked.current = false
      console.warn("The places index could not be loaded", error)
    })
  }, [])
  // A draft or a booking link that filled in a place: load the index so the price knows every place at once.
  useEffect(() => {
    if (values.pickup || values.dropoff) requestPlaceIndex()
  }, [values.pickup, values.dropoff, requestPlaceIndex])
  // The price follows the places a moment after each keystroke, in a render of its own that React may interrupt:
  // the keystroke's own render updates the field and its suggestions first, which keeps typing quick on a phone.
  const pickup = useDeferredValue(values.pickup)
  const dropoff = useDeferredValue(values.dropoff)
  const quote = useMemo(
    () =>
      quoteState(
        tariff,
        { pickup, dropoff, vehicleClass: values.vehicleClass, tripType: values.tripType, date: values.date },
        placeIndex,
        chosenPoint,
      ),
    [tariff, pickup, dropoff, values.vehicleClass, values.tripType, values.date, placeIndex],
  )
  const hiddenQuoteFields = useMemo(
    () => quoteFields(quote, format, (route) => routeLine(route, language, t)),
    [quote, format, language, t],
  )
  useEffect(() => {
    shownQuoteFields.current = hiddenQuoteFields
  }, [hiddenQuoteFields])

  // A booking link (/contact?from=zrh-airport&to=zermatt&class=premium#booking, from the price tables) fills in
  // its route, and its class or service when it names one. It runs after the draft is restored (useRequestForm's effect comes first), so the route the
  // visitor just clicked wins over an older draft; the draft's other fields stay, and so does what the visitor
  // typed before the form hydrated. Then the link leaves the address, so a reload restores the draft as edited
  // instead of applying the link again.
  useEffect(() => {
    const link = readBookingLink(window.location.search)
    const placeName = (id: string) => tariff.places.find((p) => p.id === id)?.name[language] ?? id
    const fill = (name: string, value: string | undefined) => {
      if (value && !typedEarly.current.has(name)) set(name, value)
    }
    fill("pickup", link.from && placeName(link.from))
    fill("dropoff", link.to && placeName(link.to))
    fill("vehicleClass", classes.some((c) => c.slug === link.vehicleClass) ? link.vehicleClass : undefined)
    fill("service", services.some((s) => s.slug === link.service) ? link.service : undefined)
    const addressWithoutLink = withoutBookingLink(window.location)
    if (addressWithoutLink !== null) window.history.replaceState(window.history.state, "", addressWithoutLink)
  }, [tariff, language, classes, services, set, typedEarly])

  // Translated once per language: this renders twice on every keystroke in an address field (the field, then the
  // price a moment later).
  const intro = useMemo(
    () => (
      <p id="booking-intro" className="request-form__intro">
        {t("booking.intro")}
      </p>
    ),
    [t],
  )
  const submitLabel = useMemo(() => ({ idle: t("booking.submit"), sending: t("booking.sending") }), [t])

  const fieldsetProps = { values, onChange, errorText }
  return (
    <RequestForm {...formProps} intro={intro}>
      {/* The fields; on wide screens the price and the submit button stand beside them (components.css). */}
      <div className="request-form__fields">
        <JourneyFieldset
          {...fieldsetProps}
          services={services}
          placeIndex={placeIndex}
          requestPlaceIndex={requestPlaceIndex}
        />
        <PassengersFieldset {...fieldsetProps} classes={classes} set={set} />
        <ContactFieldset {...fieldsetProps} privacyPath={privacyPath} />
      </div>

      <div className="request-form__send">
        <PriceQuote state={quote} format={format} classes={classes} language={language} />
        {/* In the static form too, so the host knows the fields (quoteFields always has the same keys); filled
            from the quote above. */}
        {Object.entries(hiddenQuoteFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button button--primary request-form__submit" disabled={busy}>
          {sending ? submitLabel.sending : submitLabel.idle}
        </button>
      </div>
    </RequestForm>
  )
}
