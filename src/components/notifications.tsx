import React from "react"
import { Toaster } from "sonner"
import { useTranslation } from "react-i18next"

/** SPEC section 9 toast options; these numbers are asserted by tests/unit/notifications.test.tsx. */
export const toasterOptions = {
  position: "bottom-right",
  duration: 5000,
  visibleToasts: 5,
  gap: 16,
  hotkey: ["F8"],
  swipeDirections: ["right"],
} as const

/** The notifications area of the default layout: sonner's Toaster, mounted once per page. */
export default function Notifications() {
  const { t } = useTranslation()
  return (
    <Toaster
      position={toasterOptions.position}
      duration={toasterOptions.duration}
      visibleToasts={toasterOptions.visibleToasts}
      gap={toasterOptions.gap}
      hotkey={[...toasterOptions.hotkey]}
      swipeDirections={[...toasterOptions.swipeDirections]}
      containerAriaLabel={t("toast.region")}
      closeButton
      toastOptions={{ closeButtonAriaLabel: t("toast.close") }}
    />
  )
}
