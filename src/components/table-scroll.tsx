import React from "react"
import { useTranslation } from "react-i18next"

type TableScrollProps = {
  children: React.ReactNode
} & (
  | {
      /** The table's title: the region is named "<title> (table, scrolls sideways)", apart from its section. */
      title: string
      label?: never
    }
  | {
      /** The region's whole name, as it is. */
      label: string
      title?: never
    }
)

/**
 * The wrapper of every wide table: it scrolls sideways on narrow screens, and as a named region that takes the
 * focus a keyboard user can scroll it too (one name per landmark).
 */
export default function TableScroll({ title, label, children }: TableScrollProps) {
  const { t } = useTranslation()
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={title === undefined ? label : t("tableScroll", { title })}
      tabIndex={0}
    >
      {children}
    </div>
  )
}
