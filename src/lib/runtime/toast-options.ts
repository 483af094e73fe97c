/**
 * The notifications area's numbers, in one place: the Toaster reads them in the browser and
 * the build reads `swipeThreshold` to set sonner's swipe-to-dismiss distance (src/node/gatsby-output/sonner-swipe-loader.cjs).
 */
export const toasterOptions = {
  position: "bottom-right",
  duration: 5000,
  visibleToasts: 5,
  gap: 16,
  hotkey: ["F8"],
  swipeDirections: ["right"],
  swipeThreshold: 50,
} as const

/** How the hotkey is named in the region's label, "Notifications ({hotkey})". */
export const hotkeyLabel = toasterOptions.hotkey.join("+")
