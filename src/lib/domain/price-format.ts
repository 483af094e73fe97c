import type { Language } from "../language/languages"

const groupSeparator: Record<Language, string> = { de: "\u2019", en: "," }

/**
 * A price as the site shows it: "CHF 1’290" (de) and "CHF 1,290" (en), with a no-break space after CHF; cents
 * only when the amount is not whole ("CHF 1’290.50" / "CHF 1,290.50").
 *
 * The separators are ours: Swiss German groups with the typographic apostrophe ’ (U+2019), English with a
 * comma, both with a decimal point. Not Intl.NumberFormat: ICU's de-CH data has switched between ’ and ' across
 * versions (Node and a browser could differ, and hydration would complain), and the first formatter a page makes
 * loads ICU's number data, 15-20 ms of main thread on a phone while a class page hydrates (measured in a CPU
 * profile at 4x slowdown: about 70 ms).
 */
export function formatPrice(amount: number, language: Language): string {
  const [whole, cents] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split(".")
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, groupSeparator[language])
  return `CHF\u00a0${cents ? `${grouped}.${cents}` : grouped}`
}
