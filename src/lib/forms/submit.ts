/**
 * Sends a form to the host's form handling (Netlify Forms: URL-encoded POST with `form-name`) through the
 * project's HTTP client, which never retries a POST.
 */
import { request } from "../runtime/http"

export const encodeForm = (values: Record<string, string>): string => new URLSearchParams(values).toString()

export async function submitForm(formName: string, values: Record<string, string>, action = "/"): Promise<void> {
  await request(action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: encodeForm({ "form-name": formName, ...values }),
  })
}

/** A short reference the visitor can quote on the phone, e.g. AC-2611-7KQ3. */
export function referenceCode(now = new Date(), random: () => number = Math.random): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
  const suffix = Array.from({ length: 4 }, () => alphabet[Math.floor(random() * alphabet.length)]).join("")
  const day = `${String(now.getDate()).padStart(2, "0")}${String(now.getMonth() + 1).padStart(2, "0")}`
  return `AC-${day}-${suffix}`
}

const SUMMARY_KEY = "alpina:last-request"

export function rememberSummary(summary: Record<string, string>, storage: Storage = sessionStorage): void {
  storage.setItem(SUMMARY_KEY, JSON.stringify(summary))
}

export function readSummary(storage: Storage = sessionStorage): Record<string, string> | null {
  try {
    return JSON.parse(storage.getItem(SUMMARY_KEY) ?? "null") as Record<string, string> | null
  } catch {
    return null
  }
}
