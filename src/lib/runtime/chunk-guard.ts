/**
 * Failed page chunks: the first failure reloads the page; a guard kept in sessionStorage
 * for 10,000 ms stops a second reload, and a second failure inside the guard shows the error page instead
 * of looping.
 */
export const RELOAD_GUARD_MS = 10_000
export const RELOAD_GUARD_KEY = "alpina:chunk-reload-at"

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  const error = reason as { name?: string; message?: string }
  if (error.name === "ChunkLoadError") return true
  const text = typeof reason === "string" ? reason : (error.message ?? "")
  return /loading (css )?chunk [\w-]+ failed/i.test(text)
}

type GuardEnvironment = {
  storage: Pick<Storage, "getItem" | "setItem">
  now: () => number
  reload: () => void
  showErrorPage: () => void
}

/** Decides what a chunk failure does; returns what it did. */
export function handleChunkFailure({ storage, now, reload, showErrorPage }: GuardEnvironment): "reload" | "error-page" {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0)
  if (last && now() - last < RELOAD_GUARD_MS) {
    showErrorPage()
    return "error-page"
  }
  storage.setItem(RELOAD_GUARD_KEY, String(now()))
  reload()
  return "reload"
}
