describe("the Toaster on demand", () => {
  // A fresh module per test: the demand is module state, once per page.
  let demand: typeof import("../../src/lib/runtime/toaster-demand")
  beforeEach(() => {
    jest.resetModules()
    demand = jest.requireActual("../../src/lib/runtime/toaster-demand")
  })

  it("is not asked for until a notification needs it, then tells every listener once", () => {
    const listener = jest.fn()
    demand.onToasterRequest(listener)
    expect(listener).not.toHaveBeenCalled()
    void demand.requestToaster()
    void demand.requestToaster()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it("tells a component that mounts later (the next page's layout) at once", () => {
    void demand.requestToaster()
    const late = jest.fn()
    demand.onToasterRequest(late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it("does not tell a component that unsubscribed (unmounted) before the request", () => {
    const gone = jest.fn()
    demand.onToasterRequest(gone)()
    void demand.requestToaster()
    expect(gone).not.toHaveBeenCalled()
  })

  it("lets the notification wait until the Toaster is mounted", async () => {
    let settled = false
    const waiting = demand.requestToaster().then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    demand.toasterMounted()
    await waiting
    expect(settled).toBe(true)
  })
})
