import {
  handleChunkFailure,
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
} from "../../src/lib/runtime/chunk-guard"
import { installChunkGuard } from "../../src/lib/runtime"

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
