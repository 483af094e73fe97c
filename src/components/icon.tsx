import React from "react"
import { Icon as Iconify } from "@iconify/react/offline"
import type { IconifyIcon } from "@iconify/react/offline"
import airplane from "@iconify-icons/ph/airplane-tilt"
import road from "@iconify-icons/ph/road-horizon"
import city from "@iconify-icons/ph/buildings"
import champagne from "@iconify-icons/ph/champagne"
import mountains from "@iconify-icons/ph/mountains"
import wrench from "@iconify-icons/ph/wrench"
import clock from "@iconify-icons/ph/clock"
import shield from "@iconify-icons/ph/shield-check"
import tag from "@iconify-icons/ph/tag"
import hourglass from "@iconify-icons/ph/hourglass"
import baby from "@iconify-icons/ph/baby"
import phone from "@iconify-icons/ph/phone"
import mail from "@iconify-icons/ph/envelope-simple"
import whatsapp from "@iconify-icons/ph/whatsapp-logo"
import pin from "@iconify-icons/ph/map-pin"
import caret from "@iconify-icons/ph/caret-down"
import menu from "@iconify-icons/ph/list"
import close from "@iconify-icons/ph/x"
import check from "@iconify-icons/ph/check"
import checkCircle from "@iconify-icons/ph/check-circle"
import arrow from "@iconify-icons/ph/arrow-right"
import users from "@iconify-icons/ph/users"
import suitcase from "@iconify-icons/ph/suitcase-rolling"
import bag from "@iconify-icons/ph/briefcase"
import star from "@iconify-icons/ph/star-fill"
import globe from "@iconify-icons/ph/globe-simple"
import quote from "@iconify-icons/ph/quotes"
import leaf from "@iconify-icons/ph/leaf"
import medal from "@iconify-icons/ph/medal"
import handshake from "@iconify-icons/ph/handshake"
import steering from "@iconify-icons/ph/steering-wheel"
import calendar from "@iconify-icons/ph/calendar-check"
import car from "@iconify-icons/ph/car-profile"

/**
 * Icons are bundled data from @iconify-icons/ph (no runtime fetch). Content names icons by these keys;
 * an unknown key logs a warning and renders nothing.
 */
export const icons: Record<string, IconifyIcon> = {
  airplane,
  road,
  city,
  champagne,
  mountains,
  wrench,
  clock,
  shield,
  tag,
  hourglass,
  baby,
  phone,
  mail,
  whatsapp,
  pin,
  caret,
  menu,
  close,
  check,
  checkCircle,
  arrow,
  users,
  suitcase,
  bag,
  star,
  globe,
  quote,
  leaf,
  medal,
  handshake,
  steering,
  calendar,
  car,
}

type IconProps = { name: string; className?: string; label?: string }

export default function Icon({ name, className = "icon", label }: IconProps) {
  const data = icons[name]
  if (!data) {
    console.warn(`Icon "${name}" is not in the icon registry (src/components/icon.tsx)`)
    return null
  }
  return (
    <Iconify
      icon={data}
      ssr
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "img" : undefined}
    />
  )
}
