import { createNotificationStore, MAX_NOTIFICATIONS, REMOVE_DELAY_MS } from "../../src/lib/runtime/notifications"

describe("notification store", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("appends toasts with an id, an open flag and their options", () => {
    const store = createNotificationStore()
    store.add({ title: "Saved", color: "success" })
    store.add({ title: "Second" })
    expect(store.items.map((n) => [n.title, n.open])).toEqual([
      ["Saved", true],
      ["Second", true],
    ])
    expect(new Set(store.items.map((n) => n.id)).size).toBe(2)
  })

  it("keeps only the 5 most recent", () => {
    expect(MAX_NOTIFICATIONS).toBe(5)
    const store = createNotificationStore()
    for (let i = 1; i <= 7; i++) store.add({ title: `#${i}` })
    expect(store.items.map((n) => n.title)).toEqual(["#3", "#4", "#5", "#6", "#7"])
  })

  it("marks a removed toast closed first and deletes it after 200 ms", () => {
    expect(REMOVE_DELAY_MS).toBe(200)
    const store = createNotificationStore()
    const { id } = store.add({ title: "Bye" })
    store.remove(id)
    expect(store.items).toEqual([expect.objectContaining({ id, open: false })])
    jest.advanceTimersByTime(199)
    expect(store.items).toHaveLength(1)
    jest.advanceTimersByTime(1)
    expect(store.items).toHaveLength(0)
  })

  it("clears everything and tells subscribers", () => {
    const store = createNotificationStore()
    const seen: number[] = []
    const unsubscribe = store.subscribe((items) => seen.push(items.length))
    store.add()
    store.add()
    store.clear()
    unsubscribe()
    store.add()
    expect(store.items).toHaveLength(1)
    expect(seen).toEqual([1, 2, 0])
  })

  it("replaces a toast added again with the same id", () => {
    const store = createNotificationStore()
    store.add({ id: "version", title: "A" })
    store.add({ id: "version", title: "B" })
    expect(store.items.map((n) => n.title)).toEqual(["B"])
  })
})
