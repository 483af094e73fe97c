/**
 * The new-version check as the site runs it: hourly and when the tab becomes visible again, a toast with a
 * reload button when a newer build is live. Not needed to render or hydrate a page: gatsby-browser.tsx loads
 * this module (with the HTTP client and the toast code) once the page is idle.
 * Toast texts come from the locale files, loaded only when a toast is needed.
 */
import { getJson } from "./http"
import { createVersionCheck, LATEST_BUILD_PATH, type BuildInfo } from "./version-check"
import { splitLanguage, type Language } from "../language/languages"
import { notify } from "./toast"

type Messages = { update: { available: string; description: string; reload: string } }

/** Loads the interface strings of a language; a failure is logged only. */
export async function loadMessages(language: Language): Promise<Messages | null> {
  try {
    const module = await import(`../../../locales/${language}/common.json`)
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

/** The build id Gatsby 5.16 writes into every page's scripts; /builds/latest.json names the live build by it. */
const pageBuildId = (): string | undefined =>
  (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash || undefined

/** What a page without a build id runs: no check at all, since any build would look newer than none. */
const NO_CHECK = { check: () => Promise.resolve(false) }

export function startVersionCheck(): { check: () => Promise<boolean> } {
  const currentId = pageBuildId()
  if (!currentId) {
    console.warn("No build id on this page (window.___webpackCompilationHash): the new-version check stays off")
    return NO_CHECK
  }
  const versionCheck = createVersionCheck({
    currentId,
    fetchLatest: () => getJson<BuildInfo>(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: "no-store" }),
    onNewVersion: () => void announceNewVersion(),
  })
  versionCheck.start()
  return versionCheck
}
