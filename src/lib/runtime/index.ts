/**
 * The chunk-failure guard, installed by gatsby-browser.tsx when the app starts (it must listen before any page
 * chunk loads). The new-version check lives in ./new-version.ts and is loaded once the page is idle.
 */
import { handleChunkFailure, isChunkLoadError } from "./chunk-guard"
import { splitLanguage } from "../language/languages"
import { errorPagePath } from "./error-pages"

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
