/**
 * What gatsby-plugin-react-i18next takes from react-i18next. The plugin require()s react-i18next (CommonJS), and a
 * require() keeps a module whole: every component of react-i18next (Trans with its HTML parser, withTranslation,
 * withSSR, ...) landed in the app chunk that every page loads first. gatsby-node.ts points the plugin's own
 * files at this module, so the app chunk carries only these two and Trans goes with the pages that use it.
 */
export { I18nextProvider, useTranslation } from "react-i18next"
