import { startVersionCheck } from "../../src/lib/runtime/new-version"
import { getJson } from "../../src/lib/runtime/http"
import { notify } from "../../src/lib/runtime/toast"

jest.mock("../../src/lib/runtime/http", () => ({ getJson: jest.fn() }))
jest.mock("../../src/lib/runtime/toast", () => ({ notify: jest.fn() }))

type HashWindow = Window & { ___webpackCompilationHash?: string }

describe("the site's new-version check", () => {
  let warn: jest.SpyInstance
  beforeEach(() => {
    jest.useFakeTimers()
    jest.mocked(getJson).mockReset().mockResolvedValue({ id: "build-2", time: "2026-11-22T00:00:00Z" })
    jest.mocked(notify).mockReset().mockResolvedValue("new-version")
    warn = jest.spyOn(console, "warn").mockImplementation(() => {})
  })
  afterEach(() => {
    delete (window as HashWindow).___webpackCompilationHash
    warn.mockRestore()
    jest.useRealTimers()
  })

  it("announces a build other than the page's", async () => {
    ;(window as HashWindow).___webpackCompilationHash = "build-1"
    await expect(startVersionCheck().check()).resolves.toBe(true)
    await jest.runOnlyPendingTimersAsync()
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ id: "new-version" }))
    expect(warn).not.toHaveBeenCalled()
  })

  it("without the page's build id, never asks for the live build nor announces one, and says so once", async () => {
    // Any live build differs from a missing id: checked, every page would announce a new version every hour.
    const versionCheck = startVersionCheck()
    await expect(versionCheck.check()).resolves.toBe(false)
    await jest.advanceTimersByTimeAsync(3_600_000 * 3)
    document.dispatchEvent(new Event("visibilitychange"))
    await expect(versionCheck.check()).resolves.toBe(false)
    expect(getJson).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("___webpackCompilationHash"))
  })
})
