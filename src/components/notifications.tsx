import React, { Suspense, lazy, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { hotkeyLabel, toasterOptions } from "../lib/runtime/toast-options"

// sonner is not needed for the first paint: it loads once the page is idle.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })))

/** The notifications area of the default layout: sonner's Toaster, mounted once per page. */
export default function Notifications() {
  const { t } = useTranslation()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const show = () => setReady(true)
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(show, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(show, 300)
    return () => clearTimeout(id)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position={toasterOptions.position}
        duration={toasterOptions.duration}
        visibleToasts={toasterOptions.visibleToasts}
        gap={toasterOptions.gap}
        hotkey={[...toasterOptions.hotkey]}
        swipeDirections={[...toasterOptions.swipeDirections]}
        customAriaLabel={t("toast.region", { hotkey: hotkeyLabel })}
        closeButton
        toastOptions={{ closeButtonAriaLabel: t("toast.close") }}
      />
    </Suspense>
  )
}
