/**
 * What CommonJS plugin code takes from gatsby, as an ES module (gatsby-node.ts points their `require("gatsby")`
 * here in the browser build, docs/workarounds.md). A require() of gatsby's browser entry marks
 * every name it exports as used, and with them gatsby-script, which the site never renders, stayed in the app
 * chunk every page loads. The names used: gatsby-plugin-react-i18next's Link.js (Link), useI18next.js (navigate) and
 * wrapPageElement.js (withPrefix); gatsby-plugin-manifest's get-manifest-pathname.js (withPrefix).
 */
export { Link, navigate, withPrefix } from "gatsby"
