/**
 * Every icon content may name, by the key content uses (a service's icon, an item of a page section): the icons an
 * editor can choose in the CMS, the ones the content check accepts, and the data the content's GraphQL field
 * `iconData` hands a page. Bundled data from @iconify-icons/ph, never fetched from an icon service.
 *
 * Browser code does not import this module whole: the pages take a content icon's data from their query, the
 * components import their own fixed icons from @iconify-icons/ph, and the header's services menu loads this module
 * when it first opens. So a page carries the icons it shows, not all of them.
 */
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

/** The data of a content icon, or null for none; a key that is not in the registry is an error in the content. */
export function iconData(key: string | null | undefined): IconifyIcon | null {
  if (!key) return null
  const data = icons[key]
  if (!data) throw new Error(`Icon "${key}" is not in the icon registry (src/lib/icons.ts)`)
  return data
}
