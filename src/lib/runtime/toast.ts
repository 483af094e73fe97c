/**
 * Shows notifications: the store (src/lib/runtime/notifications.ts) keeps the list (append, keep 5, close then
 * delete) and sonner draws them (loaded, and its Toaster mounted, on first use: ./toaster-demand.ts).
 */
import { createNotificationStore, type NotificationOptions } from "./notifications"
import { requestToaster } from "./toaster-demand"

export const notifications = createNotificationStore()

export async function notify(options: NotificationOptions & { id?: string; duration?: number }): Promise<string> {
  const notification = notifications.add(options)
  const [{ toast }] = await Promise.all([import("sonner"), requestToaster()])
  const remove = () => notifications.remove(notification.id)
  const action = options.actions?.[0]
  const show = options.color === "error" ? toast.error : options.color === "success" ? toast.success : toast
  show(options.title ?? "", {
    id: notification.id,
    description: options.description,
    duration: options.duration,
    action: action ? { label: action.label, onClick: action.onClick } : undefined,
    onDismiss: remove,
    onAutoClose: remove,
  })
  return notification.id
}
