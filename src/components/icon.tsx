import React from "react"
import type { IconifyIcon } from "@iconify/react/offline"
import { ICON_SPRITE, iconId } from "../lib/icon-sprite"

/** An icon's data: imported from @iconify-icons/ph, or a content icon's `iconData` (GraphQL's JSON of the same). */
export type IconData = IconifyIcon | Readonly<Record<string, unknown>>

type IconProps = { icon: IconData | null | undefined; className?: string; label?: string }

/**
 * An icon drawn from the site's sprite (src/lib/icon-sprite.ts; no icon service): a component imports its fixed
 * icons from @iconify-icons/ph, a content icon's data comes from the page's query (`iconData`, resolved from
 * src/lib/icons.ts); either names its symbol. Without data it renders nothing. Decorative unless labelled.
 */
export default function Icon({ icon, className = "icon", label }: IconProps) {
  if (!icon) return null
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "img" : undefined}
    >
      <use href={`${ICON_SPRITE}#${iconId(icon)}`} />
    </svg>
  )
}
