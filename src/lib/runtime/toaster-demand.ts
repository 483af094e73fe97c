/**
 * sonner's Toaster is mounted when the first notification needs it, not with every page: most visits never see
 * a toast, and loading, running and rendering sonner on every page cost main-thread time and 9 KB gzip.
 * `notify` (./toast.ts) asks for the Toaster and waits until it is mounted (it drops toasts sent before it
 * listens); the Notifications component (src/components/notifications.tsx) mounts it when asked.
 */
let requested = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** Asks for the Toaster (once is enough); resolves when one is mounted and listening. */
export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  return mounted
}

/** Calls `listener` when the Toaster is asked for (at once if it already was); returns the unsubscribe. */
export function onToasterRequest(listener: () => void): () => void {
  if (requested) listener()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Called by the Notifications component once sonner's Toaster has mounted (and subscribed). */
export function toasterMounted(): void {
  markMounted()
}
