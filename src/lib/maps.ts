/**
 * Address autocomplete with the maps service's Places library, region CH, loaded asynchronously and only
 * when a visitor first focuses an address field. Without a key, or if the script fails, the fields stay
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
  getPlace: () => { formatted_address?: string } | undefined
}

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

/** Attaches autocomplete to an input once the library is there; the field works as plain text until then. */
export async function enhanceAddressField(input: HTMLInputElement, win: PlacesWindow = window): Promise<void> {
  if (input.dataset.autocomplete === "on") return
  input.dataset.autocomplete = "on"
  if (!(await loadPlaces(undefined, win))) return
  const places = win.google?.maps?.places
  if (!places) return
  const autocomplete = new places.Autocomplete(input, {
    componentRestrictions: { country: ["ch", "li"] },
    fields: ["formatted_address"],
  })
  // A chosen suggestion becomes the field's value in the form's state, and so finds its fixed price.
  autocomplete.addListener("place_changed", () => {
    const address = autocomplete.getPlace()?.formatted_address
    if (address) typeInto(input, address)
  })
}
