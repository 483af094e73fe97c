/**
 * Address autocomplete with the maps service's Places library, region CH, loaded asynchronously and only once
 * the visitor has said yes to it (src/lib/consent, the maps service): until then the address fields are plain
 * text inputs and nothing is sent to another origin. Without a key, or if the script fails, the fields stay
 * plain text inputs and a warning is logged.
 */
export const MAPS_ORIGIN = "https://maps.googleapis.com"

export const mapsKey = (): string | undefined => process.env.GATSBY_GOOGLE_MAPS_API_KEY || undefined

export function mapsScriptUrl(key: string, callback: string): string {
  const params = new URLSearchParams({ key, libraries: "places", region: "CH", loading: "async", callback })
  return `${MAPS_ORIGIN}/maps/api/js?${params.toString()}`
}

type Autocomplete = {
  addListener: (event: "place_changed", handler: () => void) => unknown
  getPlace: () =>
    { formatted_address?: string; geometry?: { location?: { lat: () => number; lng: () => number } } } | undefined
}

/**
 * Where the addresses chosen from the maps service's suggestions are, by the text they left in the field: the
 * price joins such an address to the road network at its own coordinates (src/lib/forms/quote.ts).
 */
const chosenPoints = new Map<string, { lat: number; lon: number }>()
export const chosenPoint = (text: string): { lat: number; lon: number } | undefined => chosenPoints.get(text.trim())

type PlacesWindow = Window & {
  google?: { maps?: { places?: { Autocomplete: new (input: HTMLInputElement, options: object) => Autocomplete } } }
  __alpinaMapsReady?: () => void
}

/**
 * Sets a field's value the way typing does: React keeps the form's values in state and only hears input events,
 * so a value the maps library writes into the field would otherwise never reach the request (or its price).
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value)
  input.dispatchEvent(new Event("input", { bubbles: true }))
}

let loading: Promise<boolean> | null = null

export function loadPlaces(key = mapsKey(), win: PlacesWindow = window): Promise<boolean> {
  if (!key) {
    console.warn("Address autocomplete is off: GATSBY_GOOGLE_MAPS_API_KEY is not set")
    return Promise.resolve(false)
  }
  if (loading) return loading
  loading = new Promise((resolve) => {
    win.__alpinaMapsReady = () => resolve(true)
    const script = win.document.createElement("script")
    script.src = mapsScriptUrl(key, "__alpinaMapsReady")
    script.async = true
    script.onerror = () => {
      console.warn("Address autocomplete is off: the maps script could not be loaded")
      resolve(false)
    }
    win.document.head.appendChild(script)
  })
  return loading
}

/** The address field the visitor was last in: the one a yes to suggestions attaches to at once. */
let lastField: HTMLInputElement | null = null

/**
 * On focus of an address field: attaches autocomplete once the visitor has said yes (`allowed`) and the library
 * is there; the field works as plain text until then.
 */
export async function enhanceAddressField(
  input: HTMLInputElement,
  allowed: () => Promise<boolean>,
  win: PlacesWindow = window,
): Promise<void> {
  lastField = input
  if (input.dataset.autocomplete === "on" || !(await allowed())) return
  if (input.dataset.autocomplete === "on") return
  input.dataset.autocomplete = "on"
  if (!(await loadPlaces(undefined, win))) return
  const places = win.google?.maps?.places
  if (!places) return
  const autocomplete = new places.Autocomplete(input, {
    componentRestrictions: { country: ["ch", "li"] },
    fields: ["formatted_address", "geometry"],
  })
  // A chosen suggestion becomes the field's value in the form's state, and so finds its fixed price; its
  // coordinates are kept first, so the price that follows the text is measured from the address itself.
  autocomplete.addListener("place_changed", () => {
    const place = autocomplete.getPlace()
    const address = place?.formatted_address
    if (!address) return
    const location = place.geometry?.location
    if (location) chosenPoints.set(address.trim(), { lat: location.lat(), lon: location.lng() })
    typeInto(input, address)
  })
}

/**
 * Right after the visitor's yes: loads Places and attaches it to the address field they were in (focus back
 * there, its text untouched), or to the first of `fields` when none was focused yet.
 */
export async function attachAfterYes(fields: HTMLInputElement[], win: PlacesWindow = window): Promise<void> {
  const input = lastField && lastField.isConnected ? lastField : fields[0]
  if (!input) return
  input.focus()
  await enhanceAddressField(input, () => Promise.resolve(true), win)
}
