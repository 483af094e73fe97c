/**
 * New-version check: builds/latest.json is fetched every 3,600,000 ms and when a
 * hidden tab becomes visible after the interval has passed. A different build id calls `onNewVersion` once;
 * the page then offers a reload (never reloads by itself).
 */
export const VERSION_CHECK_INTERVAL_MS = 3_600_000
export const LATEST_BUILD_PATH = "/builds/latest.json"

export type BuildInfo = { id: string; time: string }

type Options = {
  currentId: string
  fetchLatest: () => Promise<BuildInfo>
  onNewVersion: (latest: BuildInfo) => void
  interval?: number
  now?: () => number
  doc?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">
}

export function createVersionCheck({
  currentId,
  fetchLatest,
  onNewVersion,
  interval = VERSION_CHECK_INTERVAL_MS,
  now = Date.now,
  doc = document,
}: Options) {
  let lastCheck = now()
  let announced: string | null = null

  async function check(): Promise<boolean> {
    lastCheck = now()
    try {
      const latest = await fetchLatest()
      if (latest.id && latest.id !== currentId && latest.id !== announced) {
        announced = latest.id
        onNewVersion(latest)
        return true
      }
    } catch (error) {
      // Offline or a deploy in progress: try again at the next interval.
      console.warn("Version check failed", error)
    }
    return false
  }

  function start(): () => void {
    const timer = setInterval(check, interval)
    const onVisible = () => {
      if (doc.visibilityState === "visible" && now() - lastCheck >= interval) void check()
    }
    doc.addEventListener("visibilitychange", onVisible)
    return () => {
      clearInterval(timer)
      doc.removeEventListener("visibilitychange", onVisible)
    }
  }

  return { check, start }
}
