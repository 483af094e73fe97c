/**
 * Decap's search matches letters, so "Chur" lists Zürich ↔ Winterthur and says nothing of Chur having no listed
 * route. On its search page (`#/search/<text>`) this adds a note, outside Decap's own elements, when no listed route
 * starts or ends at a place of that name: such a trip is priced by the distance rule, which the calculator shows.
 * Decap 3.16's route for that page is checked on every build (DECAP_TARGETS, src/cms/admin-page.ts).
 */
import data from "virtual:cms-preview"
import { normalisePlace, spellingsOf } from "../../lib/domain/tariff"

export const CALCULATOR_ENTRY = "#/collections/settings/entries/tariff"

/** Whether a listed route starts or ends at a place the text names (whole words of a name or spelling). */
export function hasListedRoute(text: string): boolean {
  const wanted = normalisePlace(text)
  if (!wanted) return true
  const words = (spelling: string) => ` ${spelling} `.includes(` ${wanted} `)
  const ids = new Set(
    data.places.filter((place) => spellingsOf(place).map(normalisePlace).some(words)).map((place) => place.id),
  )
  return data.routes.some((route) => ids.has(route.from) || ids.has(route.to))
}

/** The note's text for a search without a listed route. */
export const hintText = (text: string) =>
  `Keine Strecke der Liste führt nach oder ab «${text}». Zwischen Orten ohne Strecke gilt der Preis nach Distanz; was er für typische Fahrten ergibt, zeigt der Rechner unter Firma und Tarif › Tarif (Festpreise).`

const NOTE_ID = "search-hint"

function show(): void {
  document.getElementById(NOTE_ID)?.remove()
  const match = /^#\/search\/(.+)$/.exec(location.hash)
  if (!match) return
  const text = decodeURIComponent(match[1])
  if (hasListedRoute(text)) return
  const note = document.createElement("div")
  note.id = NOTE_ID
  note.setAttribute("role", "status")
  Object.assign(note.style, {
    position: "fixed",
    insetInline: "1rem",
    bottom: "1rem",
    zIndex: "300",
    maxWidth: "48rem",
    margin: "0 auto",
    padding: "0.875rem 1.125rem",
    border: "2px solid #b45309",
    borderRadius: "8px",
    background: "#fffbeb",
    color: "#0b1b2e",
    font: "500 15px/1.45 system-ui, sans-serif",
    boxShadow: "0 4px 16px rgb(11 27 46 / 0.18)",
  })
  const link = document.createElement("a")
  link.href = CALCULATOR_ENTRY
  link.textContent = "Zum Rechner"
  Object.assign(link.style, { color: "#1d4ed8", fontWeight: "700", marginInlineStart: "0.5rem" })
  note.append(hintText(text), link)
  document.body.append(note)
}

export function installSearchHint(): void {
  window.addEventListener("hashchange", show)
  show()
}
