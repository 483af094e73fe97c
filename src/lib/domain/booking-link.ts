/**
 * Links that open the booking form with a route filled in: `/contact?from=zrh-airport&to=zermatt#booking`
 * (English `/en/contact?...`), optionally `&class=premium`. Price tables build them, the form reads them.
 * `from` and `to` are tariff place ids or any text a visitor could have typed.
 */
import type { Language } from "../language/languages"
import { pathOf } from "../../routes"

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

const LINK_PARAMETERS = ["from", "to", "class"]

/**
 * The address once a booking link has been applied: its parameters removed, the path, any other parameters and
 * the hash kept; null when there is nothing to remove. Left in the address, a reload would apply the link
 * again over what the visitor has since typed (their draft).
 */
export function withoutBookingLink({ pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">) {
  const query = new URLSearchParams(search)
  if (!LINK_PARAMETERS.some((name) => query.has(name))) return null
  for (const name of LINK_PARAMETERS) query.delete(name)
  const rest = query.toString()
  return `${pathname}${rest ? `?${rest}` : ""}${hash}`
}
