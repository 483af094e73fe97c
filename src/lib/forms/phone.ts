import type { PhoneNormaliser } from "./validation"

let loading: Promise<PhoneNormaliser> | null = null

/**
 * The phone rules come from libphonenumber-js (its metadata is ~120 KB of JavaScript): loaded when a visitor
 * first focuses a request form or submits one, not with the page. A failed load can be tried again.
 */
export function loadPhoneNormaliser(): Promise<PhoneNormaliser> {
  loading ??= import("libphonenumber-js/min").then(
    ({ parsePhoneNumberFromString }) =>
      (value: string) => {
        const phone = parsePhoneNumberFromString(value.trim(), "CH")
        return phone && phone.isValid() ? phone.number : null
      },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
