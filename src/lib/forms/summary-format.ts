/**
 * How the confirmation page writes what the visitor sent: dates and times as people in Switzerland read them,
 * in the page's language, and the e-mail address as typed. No Intl: the names are here, so the page loads no
 * ICU data for them.
 */
import type { Language } from "../language/languages"

const WEEKDAYS: Record<Language, readonly string[]> = {
  de: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
}
/** The months by name, January first: the confirmation, the route line and the CMS write them. */
export const MONTHS: Record<Language, readonly string[]> = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
}

/**
 * "2026-12-04" and "09:30" as "Fr., 4. Dezember 2026, 09:30" (de) or "Fri, 4 December 2026, 09:30" (en); a
 * date that is not ISO stays as it came.
 */
export function readableDateTime(date: string, time: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return [date, time].filter(Boolean).join(" ")
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const weekday = WEEKDAYS[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  const monthName = MONTHS[language][month - 1]
  const written =
    language === "de" ? `${weekday}, ${day}. ${monthName} ${year}` : `${weekday}, ${day} ${monthName} ${year}`
  return time ? `${written}, ${time}` : written
}

/**
 * An e-mail address as the visitor typed it: browsers hand an address with accented letters in its domain to
 * the page in the mail system's form (punycode, `xn--` labels); this writes those labels back in Unicode.
 */
export function readableEmail(email: string): string {
  const at = email.lastIndexOf("@")
  if (at < 0) return email
  const domain = email
    .slice(at + 1)
    .split(".")
    .map((label) => (/^xn--/i.test(label) ? (decodePunycode(label.slice(4).toLowerCase()) ?? label) : label))
    .join(".")
  return `${email.slice(0, at + 1)}${domain}`
}

/** RFC 3492 (Bootstring with punycode's parameters) decoding of one label; null when it is not valid. */
export function decodePunycode(input: string): string | null {
  const base = 36
  const [tMin, tMax, skew, damp] = [1, 26, 38, 700]
  const adapt = (delta: number, points: number, first: boolean) => {
    delta = first ? Math.floor(delta / damp) : delta >> 1
    delta += Math.floor(delta / points)
    let k = 0
    for (; delta > ((base - tMin) * tMax) >> 1; k += base) delta = Math.floor(delta / (base - tMin))
    return k + Math.floor(((base - tMin + 1) * delta) / (delta + skew))
  }
  const digit = (code: number) =>
    code >= 48 && code <= 57
      ? code - 22
      : code >= 97 && code <= 122
        ? code - 97
        : code >= 65 && code <= 90
          ? code - 65
          : base
  const basicEnd = input.lastIndexOf("-")
  const output = basicEnd > 0 ? [...input.slice(0, basicEnd)].map((c) => c.codePointAt(0)!) : []
  let [n, i, bias] = [128, 0, 72]
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length;) {
    const oldI = i
    for (let w = 1, k = base; ; k += base) {
      if (index >= input.length) return null
      const d = digit(input.charCodeAt(index++))
      if (d >= base) return null
      i += d * w
      const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
      if (d < t) break
      w *= base - t
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0)
    n += Math.floor(i / (output.length + 1))
    i %= output.length + 1
    output.splice(i++, 0, n)
  }
  return String.fromCodePoint(...output)
}
