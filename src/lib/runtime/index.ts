/**
 * Browser behaviours wired by gatsby-browser.tsx: the new-version check and the chunk-failure guard.
 * Toast texts come from the locale files, loaded only when a toast is needed.
 */
import { getJson } from "./http"
import { createVersionCheck, LATEST_BUILD_PATH, type BuildInfo } from "./version-check"
import { handleChunkFailure, isChunkLoadError } from "./chunk-guard"
import { splitLanguage, type Language } from "../language/languages"
import { errorPagePath } from "./error-pages"
import { notify } from "./toast"

type Messages = { update: { available: string; description: string; reload: string } }

/** Loads the interface strings of a language; a failure is logged only. */
export async function loadMessages(language: Language): Promise<Messages | null> {
  try {
    const module = await import(`../../locales/${language}/common.json`)
    return module.default as Messages
  } catch (error) {
    console.error(`Could not load the ${language} messages`, error)
    return null
  }
}

async function announceNewVersion(): Promise<void> {
  const { language } = splitLanguage(window.location.pathname)
  const messages = await loadMessages(language)
  if (!messages) return
  await notify({
    id: "new-version",
    title: messages.update.available,
    description: messages.update.description,
    duration: Infinity,
    actions: [{ label: messages.update.reload, onClick: () => window.location.reload() }],
  })
}

export function startVersionCheck(): { check: () => Promise<boolean> } {
  const currentId = (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash ?? ""
  const versionCheck = createVersionCheck({
    currentId,
    fetchLatest: () => getJson<BuildInfo>(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: "no-store" }),
    onNewVersion: () => void announceNewVersion(),
  })
  versionCheck.start()
  return versionCheck
}

export function installChunkGuard(): void {
  const onFailure = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return
    const { pathname, search } = window.location
    const errorPage = errorPagePath(splitLanguage(pathname).language)
    if (pathname === errorPage) return
    handleChunkFailure({
      storage: window.sessionStorage,
      now: Date.now,
      reload: () => window.location.reload(),
      showErrorPage: () => window.location.replace(`${errorPage}?from=${encodeURIComponent(pathname + search)}`),
    })
  }
  window.addEventListener("unhandledrejection", (event) => onFailure(event.reason))
  window.addEventListener("error", (event) => onFailure(event.error ?? event.message))
}
