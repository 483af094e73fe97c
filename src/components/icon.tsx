import React from "react"
import { Icon as Iconify } from "@iconify/react/offline"
import type { IconifyIcon } from "@iconify/react/offline"

/** An icon's data: imported from @iconify-icons/ph, or a content icon's `iconData` (GraphQL's JSON of the same). */
export type IconData = IconifyIcon | Readonly<Record<string, unknown>>

type IconProps = { icon: IconData | null | undefined; className?: string; label?: string }

/**
 * An icon as inline SVG from bundled data (no icon service): a component imports its fixed icons from
 * @iconify-icons/ph, a content icon's data comes from the page's query (`iconData`, resolved from src/lib/icons.ts).
 * Without data it renders nothing. Decorative unless labelled.
 */
export default function Icon({ icon, className = "icon", label }: IconProps) {
  if (!icon) return null
  return (
    <Iconify
      icon={icon as IconifyIcon}
      ssr
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "img" : undefined}
    />
  )
}
