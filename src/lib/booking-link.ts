/**
 * Links that open the booking form with a route filled in: `/contact?from=zrh-airport&to=zermatt#booking`
 * (English `/en/contact?...`), optionally `&class=premium`. Price tables build them, the form reads them.
 * `from` and `to` are tariff place ids or any text a visitor could have typed.
 */
import type { Language } from "./languages"
import { pathOf } from "../routes"

export type BookingPrefill = { from?: string; to?: string; vehicleClass?: string }

export function bookingLink(language: Language, { from, to, vehicleClass }: BookingPrefill): string {
  const query = new URLSearchParams()
  if (from) query.set("from", from)
  if (to) query.set("to", to)
  if (vehicleClass) query.set("class", vehicleClass)
  const search = query.toString()
  return `${pathOf("contact", language)}${search ? `?${search}` : ""}#booking`
}

/** What a booking link asks to fill in; absent and empty parameters are left out. */
export function readBookingLink(search: string): BookingPrefill {
  const query = new URLSearchParams(search)
  const value = (name: string) => query.get(name)?.trim().slice(0, 120) || undefined
  const prefill: BookingPrefill = { from: value("from"), to: value("to"), vehicleClass: value("class") }
  return Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined)) as BookingPrefill
}
