import type React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"

// Tells React that these tests wrap updates in act(), so it flushes them synchronously.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders `element` into a detached container, with every effect flushed, and returns the container. */
export function render(element: React.ReactElement) {
  const container = document.createElement("div")
  act(() => createRoot(container).render(element))
  return container
}
