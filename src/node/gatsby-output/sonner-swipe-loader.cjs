// @ts-check
/**
 * Webpack loader for sonner's bundle: sonner 2 dismisses a toast swiped 45 px (a constant, no option), the
 * site uses 50 px. The build passes the number from src/lib/runtime/toast-options.ts. If a sonner
 * upgrade renames the constant, the build fails here instead of silently keeping sonner's distance.
 *
 * @this {{ getOptions: () => { threshold: number }, resourcePath?: string }}
 * @param {string} source
 */
module.exports = function sonnerSwipeThreshold(source) {
  const { threshold } = this.getOptions()
  const constant = /const SWIPE_THRESHOLD = \d+;/
  if (!Number.isFinite(threshold)) throw new Error("sonner-swipe-loader: a numeric threshold option is required")
  if (!constant.test(source)) {
    // The message of src/node/gatsby-output/workaround.ts (this loader is CommonJS, as webpack loads it).
    throw new Error(
      'workaround "sonner swipe distance" (src/node/gatsby-output/sonner-swipe-loader.cjs): SWIPE_THRESHOLD not found in ' +
        `${this.resourcePath ?? "sonner's bundle"}; written for sonner 2.0; see docs/workarounds.md`,
    )
  }
  return source.replace(constant, `const SWIPE_THRESHOLD = ${threshold};`)
}
