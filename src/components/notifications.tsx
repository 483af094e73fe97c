import React, { Suspense, lazy, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { hotkeyLabel, toasterOptions } from "../lib/runtime/toast-options"
import { onToasterRequest, toasterMounted } from "../lib/runtime/toaster-demand"

// sonner is loaded and its Toaster mounted when the first notification asks for it (src/lib/runtime/toaster-demand.ts).
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })))

/** Tells the waiting notification that the Toaster (its earlier sibling, whose effects run first) listens. */
function Mounted() {
  useEffect(toasterMounted, [])
  return null
}

/** The notifications area of the default layout: sonner's Toaster, mounted once a notification needs it. */
export default function Notifications() {
  const { t } = useTranslation()
  const [ready, setReady] = useState(false)
  useEffect(() => onToasterRequest(() => setReady(true)), [])
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
      <Mounted />
    </Suspense>
  )
}
