/**
 * Stands in for Gatsby's `.cache/register-service-worker.js` in the production bundle (gatsby-node.ts, README
 * "Version-tied work-arounds"). Gatsby's app entry require()s that file inside an `if` that holds only when a
 * plugin's `registerServiceWorker` returns true, but webpack bundles a require() whatever the condition, so the
 * registration code (1.3 KB minified, 0.3 KB gzip) sat in the app chunk every page loads. The site has no service
 * worker, and gatsby-node.ts swaps this module in only while no plugin implements `registerServiceWorker`: adding
 * one (an offline plugin, say) brings Gatsby's file back.
 */
export {}
