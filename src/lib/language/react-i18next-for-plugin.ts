/**
 * What gatsby-plugin-react-i18next takes from react-i18next, as an ES module. The plugin's files are CommonJS
 * and require() react-i18next whole (its index re-exports every name), so webpack had to keep all of it in the
 * chunk every page loads: Trans with its HTML parser, withTranslation, withSSR, ... although only the booking
 * forms use Trans. gatsby-node.ts points the plugin's `require("react-i18next")` here
 * (docs/workarounds.md); our own code imports react-i18next directly and, with react-i18next marked free of side effects
 * (the rule beside it), webpack keeps only what is used and Trans goes with the forms' chunk. The same module
 * instance as everyone else's: one context, one i18next.
 *
 * The plugin uses these two names (wrapPageElement: I18nextProvider; useI18next: useTranslation). Its index
 * re-exports react-i18next, so through it every other name of react-i18next is now undefined in the browser:
 * import those from react-i18next (eslint.config.mjs forbids the others from the plugin).
 */
export { I18nextProvider, useTranslation } from "react-i18next"
