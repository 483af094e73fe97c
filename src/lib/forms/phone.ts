import type { PhoneNormaliser } from "./validation"

let loading: Promise<PhoneNormaliser> | null = null

/**
 * The phone rules come from libphonenumber-js (its metadata is ~120 KB of JavaScript): loaded when a visitor
 * first focuses a request form or submits one, not with the page. A failed load can be tried again.
 */
export function loadPhoneNormaliser(): Promise<PhoneNormaliser> {
  loading ??= import(/* webpackChunkName: "phone-rules" */ "libphonenumber-js/min").then(
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

/**
 * The check used when the rules cannot be loaded (offline, a blocked script): 8 to 15 digits, with an optional
 * + or 00 in front, separated by spaces, dots, dashes, slashes or brackets. It returns the digits as typed;
 * the dispatch calls the number anyway before a ride.
 */
export const plausiblePhone: PhoneNormaliser = (value) => {
  const compact = value.trim().replace(/[\s./()-]/g, "")
  return /^(?:\+|00)?\d{8,15}$/.test(compact) ? compact : null
}

/** How long a submission waits for the phone rules (loading since the first focus) before it checks the form. */
export const PHONE_RULES_WAIT_MS = 5000

/**
 * The phone check for a submission: the rules, loaded (a second try if the load on focus failed), or, if they
 * cannot be loaded or take longer than PHONE_RULES_WAIT_MS, the plausibility check, so a request never hangs
 * on a script that does not come.
 */
export async function phoneCheckForSubmit(load = loadPhoneNormaliser): Promise<PhoneNormaliser> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no phone rules after ${PHONE_RULES_WAIT_MS} ms`)), PHONE_RULES_WAIT_MS)
  })
  try {
    return await Promise.race([load(), late])
  } catch (error) {
    console.warn("The phone rules did not load; checking the number's form only", error)
    return plausiblePhone
  } finally {
    clearTimeout(timer)
  }
}
