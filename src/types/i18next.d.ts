import "i18next"

// `t` returns a string (a missing key returns the key), never null (src/lib/language/i18n-options.ts: returnNull false).
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false
  }
}
