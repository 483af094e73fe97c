// @ts-check
/**
 * Webpack loader for sonner's bundle: sonner 2 dismisses a toast swiped 45 px (a constant, no option), the
 * site uses 50 px. The build passes the number from src/lib/runtime/toast-options.ts. If a sonner
 * upgrade renames the constant, the build fails here instead of silently keeping sonner's distance.
 *
 * @this {{ getOptions: () => { threshold: number } }}
 * @param {string} source
 */
module.exports = function sonnerSwipeThreshold(source) {
  const { threshold } = this.getOptions()
  const constant = /const SWIPE_THRESHOLD = \d+;/
  if (!Number.isFinite(threshold)) throw new Error("sonner-swipe-loader: a numeric threshold option is required")
  if (!constant.test(source)) {
    throw new Error("sonner-swipe-loader: SWIPE_THRESHOLD not found in sonner's bundle; check the swipe distance")
  }
  return source.replace(constant, `const SWIPE_THRESHOLD = ${threshold};`)
}
