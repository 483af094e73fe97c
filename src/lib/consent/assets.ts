/** The cookie banner's stylesheet, published by gatsby-node (src/node/host-files.ts, writeVendorAssets). */
export const CONSENT_STYLESHEET = "/vendor/cookieconsent.css"
