import { createVersionCheck, VERSION_CHECK_INTERVAL_MS } from "../../src/lib/runtime/version-check"

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
