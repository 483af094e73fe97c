/** The cookie banner's stylesheet, published by gatsby-node (src/node/gatsby-output/build-assets.ts, writeVendorAssets). */
export const CONSENT_STYLESHEET = "/vendor/cookieconsent.css"
