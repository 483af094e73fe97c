import { documentTransferKb } from "../../scripts/bench/round-trips.mjs"

const request = (url: string, resourceType: string, transferSize: number) => ({ url, resourceType, transferSize })
const report = (items: ReturnType<typeof request>[], landed = "http://127.0.0.1:9300/services/airport-transfers") => ({
  mainDocumentUrl: landed,
  audits: { "network-requests": { details: { items } } },
})

describe("documentTransferKb (the bench's HTML sent)", () => {
  it("takes the Document request of the address the page landed on, not a redirect's hop listed before it", () => {
    const hop = request("http://127.0.0.1:9300/services", "Document", 310)
    const page = request("http://127.0.0.1:9300/services/airport-transfers", "Document", 26_522)
    const script = request("http://127.0.0.1:9300/app.js", "Script", 24_000)
    expect(documentTransferKb(report([hop, script, page]))).toBe(26_522 / 1024)
  })

  it("falls back to the first Document, and says NaN when there is none", () => {
    const page = request("http://127.0.0.1:9300/en/", "Document", 20_480)
    expect(documentTransferKb(report([page], "http://127.0.0.1:9300/en"))).toBe(20)
    expect(documentTransferKb(report([]))).toBeNaN()
  })
})
