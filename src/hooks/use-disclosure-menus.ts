import { useEffect, type RefObject } from "react"

/**
 * Makes the <details> menus inside a container behave like a menu bar: opening one closes the others,
 * Escape closes and returns focus to its summary, a click outside or on a link closes them.
 * Without JavaScript the <details> elements still open and close on their own.
 */
export function useDisclosureMenus(container: RefObject<HTMLElement>, onLinkClick?: () => void): void {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const menus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-menu]"))
    const closeAll = (except?: Element) =>
      menus().forEach((menu) => {
        if (menu !== except) menu.open = false
      })

    const onToggle = (event: Event) => {
      const menu = event.target as HTMLDetailsElement
      if (menu.open) closeAll(menu)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      const open = menus().find((menu) => menu.open)
      if (!open) return
      open.open = false
      open.querySelector("summary")?.focus()
    }
    const onDocumentClick = (event: MouseEvent) => {
      if (!root.contains(event.target as Node)) closeAll()
    }
    const onRootClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) {
        closeAll()
        onLinkClick?.()
      }
    }
    root.addEventListener("toggle", onToggle, true)
    root.addEventListener("keydown", onKeyDown)
    root.addEventListener("click", onRootClick)
    document.addEventListener("click", onDocumentClick)
    return () => {
      root.removeEventListener("toggle", onToggle, true)
      root.removeEventListener("keydown", onKeyDown)
      root.removeEventListener("click", onRootClick)
      document.removeEventListener("click", onDocumentClick)
    }
  }, [container, onLinkClick])
}
