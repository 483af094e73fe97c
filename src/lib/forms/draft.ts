/**
 * Nothing typed is lost: a draft of each form lives in sessionStorage while the visitor types (a reload
 * restores it) and is cleared after a successful request. The honeypot and the consent box are never kept.
 */
const NEVER_KEPT = new Set(["bot-field", "privacy", "form-name", "reference"])
const key = (form: string) => `alpina:draft:${form}`

export function saveDraft(form: string, values: Record<string, string>, storage: Storage = sessionStorage): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !NEVER_KEPT.has(name)))
  try {
    storage.setItem(key(form), JSON.stringify(kept))
  } catch (error) {
    console.warn("Could not keep the form draft", error)
  }
}

export function loadDraft(form: string, storage: Storage = sessionStorage): Record<string, string> {
  try {
    const parsed = JSON.parse(storage.getItem(key(form)) ?? "{}") as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(parsed).filter(([name, value]) => !NEVER_KEPT.has(name) && typeof value === "string"),
    ) as Record<string, string>
  } catch {
    return {}
  }
}

export function clearDraft(form: string, storage: Storage = sessionStorage): void {
  storage.removeItem(key(form))
}
