import React, { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import RequestForm from "./request-form"
import JourneyFieldset from "./journey-fieldset"
import PassengersFieldset from "./passengers-fieldset"
import ContactFieldset from "./contact-fieldset"
import PayerFieldset, { type PaymentOption } from "./payer-fieldset"
import PriceQuote from "./price-quote"
import TermsList from "./terms-list"
import { useRequestForm } from "../../hooks/use-request-form"
import {
  STOP_FIELDS,
  itemTooMany,
  mostCarried,
  validateBooking,
  type Item,
  type PhoneNormaliser,
  type VehicleCapacity,
} from "../../lib/forms/validation"
import { defaultSign, meetsAtArrival } from "../../lib/forms/name-sign"
import { jobSheet } from "../../lib/forms/job-sheet"
import { readableDateTime } from "../../lib/forms/summary-format"
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
  /** The terms beside the price and the ways to pay (content/booking.yaml). */
  booking: BookingRules
}

/** The BookingRules node as the form queries it. */
export type BookingRules = {
  termsVersion: string
  terms: readonly { id: string; text: Readonly<Record<Language, string>> }[]
  payment: readonly PaymentOption[]
}

export const BOOKING_FORM = "booking"

/** The fields in the order of the dispatcher's job sheet: trip, time, people, items, sign, payer. */
const initial = {
  tripType: "oneway",
  service: "",
  pickup: "",
  stop1: "",
  stop2: "",
  stop3: "",
  dropoff: "",
  date: "",
  time: "",
  hours: "",
  dayPlan: "",
  returnDate: "",
  returnTime: "",
  flightNumber: "",
  passengers: "1",
  suitcases: "1",
  skis: "0",
  golfBags: "0",
  bicycles: "0",
  pets: "0",
  petSize: "",
  vehicleClass: "",
  babySeats: "0",
  childSeats: "0",
  boosterSeats: "0",
  signText: "",
  payer: "private",
  companyName: "",
  invoiceAddress: "",
  costCentre: "",
  payment: "card",
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
  booking,
}: BookingFormProps) {
  const { t } = useTranslation("forms")
  const validate = useCallback(
    (values: Record<string, string>, normalisePhone: PhoneNormaliser) =>
      validateBooking(values, { now: new Date(), leadTimeHours, classes, hourly: tariff.hourly }, normalisePhone),
    [leadTimeHours, classes, tariff],
  )
  const format = useCallback((amount: number) => formatPrice(amount, language), [language])
  // The request carries the fixed price the visitor was shown and the tariff version it comes from: the hidden
  // quote fields as last rendered (the quote is computed once, below, from the values the hook holds); and first,
  // the job sheet the office reads.
  const shownQuoteFields = useRef<Record<string, string>>({})
  const sentWith = useCallback(
    (sent: Record<string, string>, reference: string) => {
      const quote = shownQuoteFields.current
      const sheet = jobSheet(sent, {
        t,
        when: (date, time) => readableDateTime(date, time, language),
        className: (slug) => classes.find((c) => c.slug === slug)?.name ?? slug,
        serviceName: (slug) => services.find((s) => s.slug === slug)?.label ?? slug,
        paymentName: (id) => booking.payment.find((p) => p.id === id)?.label[language] ?? id,
        reference,
        quote,
        termsVersion: booking.termsVersion,
        language,
      })
      return { jobSheet: sheet, ...quote, termsVersion: booking.termsVersion }
    },
    [t, language, classes, services, booking],
  )
  const { values, errors, set, onChange, sending, busy, formProps, typedEarly } = useRequestForm({
    formName: BOOKING_FORM,
    initial,
    validate,
    successPath,
    sentWith,
  })
  const chosenClass = classes.find((c) => c.slug === values.vehicleClass)
  const hourlyRule = tariff.hourly.find((r) => r.vehicleClass === values.vehicleClass)
  const minimumHours = hourlyRule?.minimumHours ?? Math.min(...tariff.hourly.map((r) => r.minimumHours), 1)
  const errorText = (name: string) => {
    const key = errors[name]
    if (!key) return undefined
    const tooMany = itemTooMany(chosenClass, values)
    return t(`errors.${key}`, {
      hours: leadTimeHours,
      name: chosenClass?.name,
      minimum: minimumHours,
      item: tooMany ? t(`booking.${tooMany}`) : "",
      max:
        key === "itemsNoClass"
          ? mostCarried(classes, name as Item)
          : key === "classSuitcases"
            ? chosenClass?.suitcases
            : chosenClass?.passengers,
    })
  }
  // The name sign where travellers arrive: the passenger's name until the visitor writes their own.
  const showSign = meetsAtArrival(tariff, values.pickup)
  const signWritten = useRef(false)
  const onFieldChange = useCallback(
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      if (event.target.name === "signText") signWritten.current = true
      onChange(event)
    },
    [onChange],
  )
  useEffect(() => {
    if (!showSign || signWritten.current) return
    if (values.signText && values.signText !== defaultSign(values.name)) signWritten.current = true
    else set("signText", defaultSign(values.name))
  }, [showSign, values.name, values.signText, set])
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
  const stopsTyped = STOP_FIELDS.map((name) => values[name]).join("\n")
  useEffect(() => {
    if (values.pickup || values.dropoff || stopsTyped.trim()) requestPlaceIndex()
  }, [values.pickup, values.dropoff, stopsTyped, requestPlaceIndex])
  // The price follows the places a moment after each keystroke, in a render of its own that React may interrupt:
  // the keystroke's own render updates the field and its suggestions first, which keeps typing quick on a phone.
  const pickup = useDeferredValue(values.pickup)
  const dropoff = useDeferredValue(values.dropoff)
  const stops = useDeferredValue(stopsTyped)
  const quote = useMemo(
    () =>
      quoteState(
        tariff,
        {
          pickup,
          dropoff,
          // By the hour there are no stops: the plan of the day says where to.
          stops: values.tripType === "hourly" ? [] : stops.split("\n"),
          vehicleClass: values.vehicleClass,
          tripType: values.tripType,
          date: values.date,
          hours: values.hours,
        },
        placeIndex,
        chosenPoint,
      ),
    [tariff, pickup, dropoff, stops, values.vehicleClass, values.tripType, values.date, values.hours, placeIndex],
  )
  const terms = useMemo(() => booking.terms.map((term) => term.text[language]), [booking, language])
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

  const fieldsetProps = { values, onChange: onFieldChange, errorText }
  return (
    <RequestForm {...formProps} intro={intro}>
      {/* First in the form, so the host's e-mail starts with it: the job sheet, written when the request is sent. */}
      <input type="hidden" name="jobSheet" value="" />
      {/* The fields; on wide screens the price and the submit button stand beside them (components.css). */}
      <div className="request-form__fields">
        <JourneyFieldset
          {...fieldsetProps}
          services={services}
          placeIndex={placeIndex}
          requestPlaceIndex={requestPlaceIndex}
          stopCharge={format(tariff.stopCharge ?? 0)}
          minimumHours={minimumHours}
          showSign={showSign}
        />
        <PassengersFieldset {...fieldsetProps} classes={classes} set={set} />
        <PayerFieldset {...fieldsetProps} payment={booking.payment} language={language} />
        <ContactFieldset {...fieldsetProps} privacyPath={privacyPath} />
      </div>

      <div className="request-form__send">
        <PriceQuote state={quote} format={format} classes={classes} language={language} />
        <TermsList title={t("quote.terms")} terms={terms} />
        <input type="hidden" name="termsVersion" value={booking.termsVersion} />
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
