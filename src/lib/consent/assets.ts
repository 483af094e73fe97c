/** The cookie banner's stylesheet, published by gatsby-node (src/node/build-assets.ts, writeVendorAssets). */
export const CONSENT_STYLESHEET = "/vendor/cookieconsent.css"
