/**
 * Copy may name company facts with tokens ({{phone}}, {{address}}, ...): the build replaces them from
 * content/company.yaml (src/node/content-model/content-nodes.ts), and the CMS's previews do the same from the built company facts.
 * Pure, so both can use it.
 */
import type { Language } from "../language/languages"

export type CompanyFacts = Record<string, unknown> & {
  name: string
  legalName: string
  street: string
  postalCode: string
  city: string
  countryName: Record<Language, string>
}

/** Token values for one language: every plain company fact plus the composed postal address. */
export function companyTokens(company: CompanyFacts, language: Language): Record<string, string> {
  const tokens: Record<string, string> = {}
  for (const [key, value] of Object.entries(company)) {
    if (typeof value === "string" || typeof value === "number") tokens[key] = String(value)
  }
  tokens.address = `${company.street}, ${company.postalCode} ${company.city}, ${company.countryName[language]}`
  tokens.phone = String(company.phoneDisplay ?? company.phone)
  return tokens
}

/** Replaces {{token}} in every string of a value; an unknown token fails the build with the file named. */
export function interpolate<T>(value: T, tokens: Record<string, string>, where: string): T {
  if (typeof value === "string") {
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
      if (!(key in tokens)) throw new Error(`Unknown token {{${key}}} in ${where}`)
      return tokens[key]
    }) as T
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, tokens, where)) as T
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, tokens, where)])) as T
  }
  return value
}
