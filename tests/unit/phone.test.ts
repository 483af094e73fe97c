import { PHONE_RULES_WAIT_MS, phoneCheckForSubmit, plausiblePhone } from "../../src/lib/forms/phone"

// The phone rules' script does not load (offline, blocked): every import of it fails.
jest.mock("libphonenumber-js/min", () => {
  throw new Error("Loading chunk phone-rules failed.")
})

describe("the phone check for a submission", () => {
  it("falls back to the plausibility check instead of leaving the submission waiting", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    expect(await phoneCheckForSubmit()).toBe(plausiblePhone)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it("waits 5,000 ms for rules that are still loading, then checks the number's form", async () => {
    jest.useFakeTimers()
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    try {
      expect(PHONE_RULES_WAIT_MS).toBe(5000)
      let result: unknown
      void phoneCheckForSubmit(() => new Promise(() => {})).then((check) => (result = check))
      await jest.advanceTimersByTimeAsync(4999)
      expect(result).toBeUndefined()
      await jest.advanceTimersByTimeAsync(1)
      expect(result).toBe(plausiblePhone)
    } finally {
      warn.mockRestore()
      jest.useRealTimers()
    }
  })

  it("takes the rules when they arrive in time", async () => {
    const rules = (value: string) => value
    expect(await phoneCheckForSubmit(() => Promise.resolve(rules))).toBe(rules)
  })

  it("accepts 8 to 15 digits with an optional + or 00, separated as people write them", () => {
    expect(plausiblePhone("079 555 12 34")).toBe("0795551234")
    expect(plausiblePhone("+41 (0)79 555-12-34")).toBe("+410795551234")
    expect(plausiblePhone("0041 79 555 12 34")).toBe("0041795551234")
    expect(plausiblePhone("044/555.12.34")).toBe("0445551234")
    expect(plausiblePhone("1234 5678")).toBe("12345678")
    expect(plausiblePhone("+123 456 789 012 345")).toBe("+123456789012345")
  })

  it("refuses what cannot be a phone number", () => {
    for (const value of ["", "1234 567", "+1 234 567 890 123 456", "079 555 12 3x", "call me", "++41 79 555 12 34"]) {
      expect(plausiblePhone(value)).toBeNull()
    }
  })
})
