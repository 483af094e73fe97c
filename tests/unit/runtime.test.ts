import { createVersionCheck, VERSION_CHECK_INTERVAL_MS } from "../../src/lib/runtime/version-check"
import {
  handleChunkFailure,
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
} from "../../src/lib/runtime/chunk-guard"
import { ExternalNavigationError, isExternal, navigateTo } from "../../src/lib/runtime/navigate"
import { imageSize } from "../../src/components/content-image"
import { navigate } from "gatsby"
import { installChunkGuard } from "../../src/lib/runtime"
import { nextTask } from "../../src/lib/runtime/next-task"

describe("version check (every 3,600,000 ms)", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  const setup = (latestId: string) => {
    const fetchLatest = jest.fn().mockResolvedValue({ id: latestId, time: "2026-11-22T00:00:00Z" })
    const onNewVersion = jest.fn()
    const check = createVersionCheck({ currentId: "build-1", fetchLatest, onNewVersion, now: () => Date.now() })
    const stop = check.start()
    return { fetchLatest, onNewVersion, stop }
  }

  it("does not fetch before an hour has passed", async () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(3_600_000)
    const { fetchLatest, stop } = setup("build-2")
    await jest.advanceTimersByTimeAsync(3_599_999)
    expect(fetchLatest).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    stop()
  })

  it("announces a new build id once", async () => {
    const { onNewVersion, stop } = setup("build-2")
    await jest.advanceTimersByTimeAsync(3_600_000 * 3)
    expect(onNewVersion).toHaveBeenCalledTimes(1)
    expect(onNewVersion).toHaveBeenCalledWith({ id: "build-2", time: "2026-11-22T00:00:00Z" })
    stop()
  })

  it("stays quiet on the same id", async () => {
    const { fetchLatest, onNewVersion, stop } = setup("build-1")
    await jest.advanceTimersByTimeAsync(3_600_000 * 2)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    expect(onNewVersion).not.toHaveBeenCalled()
    stop()
  })

  it("checks when a tab becomes visible after the interval, not before", async () => {
    let visibility: DocumentVisibilityState = "hidden"
    const listeners: (() => void)[] = []
    const doc = {
      get visibilityState() {
        return visibility
      },
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: jest.fn(),
    } as unknown as Document
    const fetchLatest = jest.fn().mockResolvedValue({ id: "build-1", time: "" })
    const start = Date.now()
    let clock = start
    const check = createVersionCheck({
      currentId: "build-1",
      fetchLatest,
      onNewVersion: jest.fn(),
      now: () => clock,
      doc,
    })
    check.start()
    visibility = "visible"
    clock = start + 1000
    listeners.forEach((fn) => fn())
    expect(fetchLatest).not.toHaveBeenCalled()
    clock = start + 3_600_000
    listeners.forEach((fn) => fn())
    expect(fetchLatest).toHaveBeenCalledTimes(1)
  })

  it("keeps going when the fetch fails", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const check = createVersionCheck({
      currentId: "a",
      fetchLatest: jest.fn().mockRejectedValue(new Error("offline")),
      onNewVersion: jest.fn(),
    })
    await expect(check.check()).resolves.toBe(false)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe("chunk guard (reload once, guard 10,000 ms)", () => {
  const environment = (start: number) => {
    const store = new Map<string, string>()
    let clock = start
    return {
      env: {
        storage: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
        },
        now: () => clock,
        reload: jest.fn(),
        showErrorPage: jest.fn(),
      },
      advance: (ms: number) => (clock += ms),
      store,
    }
  }

  it("reloads on the first failure and remembers when", () => {
    const { env, store } = environment(1_000_000)
    expect(handleChunkFailure(env)).toBe("reload")
    expect(env.reload).toHaveBeenCalledTimes(1)
    expect(store.get(RELOAD_GUARD_KEY)).toBe("1000000")
  })

  it("shows the error page on a second failure within 10 s", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    const { env, advance } = environment(1_000_000)
    handleChunkFailure(env)
    advance(9_999)
    expect(handleChunkFailure(env)).toBe("error-page")
    expect(env.reload).toHaveBeenCalledTimes(1)
    expect(env.showErrorPage).toHaveBeenCalledTimes(1)
  })

  it("keeps its guard in sessionStorage once installed (per tab, gone when the tab closes)", () => {
    sessionStorage.clear()
    localStorage.clear()
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    installChunkGuard()
    const failure = Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" })
    window.dispatchEvent(new ErrorEvent("error", { error: failure, message: failure.message }))
    expect(Number(sessionStorage.getItem(RELOAD_GUARD_KEY))).toBeGreaterThan(0)
    expect(localStorage.getItem(RELOAD_GUARD_KEY)).toBeNull()
    error.mockRestore()
  })

  it("may reload again after 10 s", () => {
    const { env, advance } = environment(1_000_000)
    handleChunkFailure(env)
    advance(10_000)
    expect(handleChunkFailure(env)).toBe("reload")
    expect(env.reload).toHaveBeenCalledTimes(2)
  })

  it("recognises chunk load errors only", () => {
    const chunk = Object.assign(new Error("Loading chunk 123 failed.\n(error: https://x/123.js)"), {
      name: "ChunkLoadError",
    })
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError("Loading chunk component---src-templates-legal-tsx failed.")).toBe(true)
    expect(isChunkLoadError(new Error("Loading CSS chunk 7 failed"))).toBe(true)
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe("navigation helper", () => {
  const origin = "https://www.alpina-chauffeur.ch"

  it("navigates inside the site", () => {
    navigateTo("/en/agb", { origin })
    expect(navigate).toHaveBeenCalledWith("/en/agb")
    expect(isExternal(`${origin}/agb`, origin)).toBe(false)
  })

  it("refuses an external address without explicit permission", () => {
    expect(() => navigateTo("https://evil.example/", { origin })).toThrow(ExternalNavigationError)
    expect(() => navigateTo("//evil.example/x", { origin })).toThrow("needs explicit permission")
  })

  it("allows phone, e-mail, WhatsApp and maps, and anything explicitly permitted", () => {
    const assign = jest.fn()
    for (const to of [
      "tel:+41445551234",
      "mailto:info@x.ch",
      "https://wa.me/41795551234",
      "https://www.openstreetmap.org/search?query=x",
    ]) {
      expect(() => navigateTo(to, { origin, leave: assign })).not.toThrow()
    }
    expect(() => navigateTo("https://partner.example/", { origin, external: true, leave: assign })).not.toThrow()
    expect(assign).toHaveBeenCalledTimes(5)
  })
})

describe("image size", () => {
  it("is zero when the size cannot be read", () => {
    expect(imageSize(undefined)).toEqual({ width: 0, height: 0, ratio: 0 })
    expect(imageSize({ width: Number.NaN, height: 10 })).toEqual({ width: 0, height: 0, ratio: 0 })
    expect(imageSize({ width: 1600, height: 1000 })).toEqual({ width: 1600, height: 1000, ratio: 1.6 })
  })
})

describe("nextTask", () => {
  it("resolves in a later task: after the microtasks and the timers already queued, not in the running task", async () => {
    const order: string[] = []
    setTimeout(() => order.push("timer queued before"), 0)
    const next = nextTask().then(() => order.push("next task"))
    void Promise.resolve().then(() => order.push("microtask"))
    order.push("running task")
    await next
    expect(order).toEqual(["running task", "microtask", "timer queued before", "next task"])
  })
})
