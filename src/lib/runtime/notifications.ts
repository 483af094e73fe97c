/**
 * The notification store: each toast has an id, an open flag and optional display options.
 * Adding appends and keeps the 5 most recent; removing first marks a toast closed, then deletes it after
 * 200 ms (time for the exit animation); clearing empties the list.
 */
export const MAX_NOTIFICATIONS = 5
export const REMOVE_DELAY_MS = 200

export type NotificationOptions = {
  title?: string
  description?: string
  icon?: string
  color?: "primary" | "success" | "warning" | "error"
  actions?: { label: string; onClick: () => void }[]
  close?: boolean
}

export type Notification = NotificationOptions & { id: string; open: boolean }

type Listener = (items: readonly Notification[]) => void

export function createNotificationStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let items: Notification[] = []
  let counter = 0
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((listener) => listener(items))

  return {
    get items(): readonly Notification[] {
      return items
    },
    add(options: NotificationOptions & { id?: string } = {}): Notification {
      const notification: Notification = { ...options, id: options.id ?? `n${++counter}`, open: true }
      items = [...items.filter((item) => item.id !== notification.id), notification].slice(-MAX_NOTIFICATIONS)
      emit()
      return notification
    },
    remove(id: string): void {
      if (!items.some((item) => item.id === id)) return
      items = items.map((item) => (item.id === id ? { ...item, open: false } : item))
      emit()
      schedule(() => {
        items = items.filter((item) => item.id !== id)
        emit()
      }, REMOVE_DELAY_MS)
    },
    clear(): void {
      items = []
      emit()
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
