import { localizePath, type Language } from "../language/languages"

/** Addresses of the generic error page per language (published by gatsby-node). */
export const errorPagePath = (language: Language): string => localizePath("/500.html", language)
