import React, { useEffect } from "react"

/**
 * A Suspense boundary around server-rendered content: during hydration React leaves it as it is and
 * hydrates it afterwards in interruptible slices, instead of one long task for the whole page. The HTML
 * is on screen throughout; a click inside hydrates that part at once and is replayed.
 *
 * A module of its own: gatsby-browser imports it for the root, and anything it imported would land in the app
 * chunk that every page loads first.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return (
    <React.Suspense fallback={null}>
      {children}
      <Committed />
    </React.Suspense>
  )
}

/**
 * For the browser tests: counts the boundaries React has finished hydrating. An effect runs only once its
 * boundary has committed, after React has reported any mismatch in it (React attaches its fibers to the
 * elements earlier, while it renders, so their presence proves less). Renders nothing, on the server too.
 */
function Committed() {
  useEffect(() => {
    const w = window as Window & { __hydratedBoundaries?: number }
    w.__hydratedBoundaries = (w.__hydratedBoundaries ?? 0) + 1
  }, [])
  return null
}
