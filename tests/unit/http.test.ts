import { cdnUrl, FetchError, request, resolveUrl, RETRY_STATUSES, runtimeConfig } from "../../src/lib/runtime/http"

const response = (status: number, statusText = "") =>
  ({ status, statusText, json: async () => ({ ok: true }) }) as Response
const sequence = (...results: (Response | Error)[]) => {
  const fetcher = jest.fn()
  for (const result of results) {
    if (result instanceof Error) fetcher.mockRejectedValueOnce(result)
    else fetcher.mockResolvedValueOnce(result)
  }
  return fetcher
}

describe("HTTP client", () => {
  it("retries a GET once on each retryable status", async () => {
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    for (const status of RETRY_STATUSES) {
      const fetcher = sequence(response(status), response(200))
      await expect(request("/x", { fetch: fetcher })).resolves.toMatchObject({ status: 200 })
      expect(fetcher).toHaveBeenCalledTimes(2)
    }
  })

  it("gives up after one retry", async () => {
    const fetcher = sequence(response(503, "Service Unavailable"), response(503, "Service Unavailable"), response(200))
    await expect(request("/x", { fetch: fetcher })).rejects.toThrow('[GET] "/x": 503 Service Unavailable')
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it("does not retry other error statuses", async () => {
    for (const status of [400, 401, 403, 404, 410, 422, 501, 505, 599]) {
      const fetcher = sequence(response(status), response(200))
      await expect(request("/x", { fetch: fetcher })).rejects.toBeInstanceOf(FetchError)
      expect(fetcher).toHaveBeenCalledTimes(1)
    }
  })

  it("never retries write methods, even when asked to", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const fetcher = sequence(response(503), response(200))
      await expect(request("/x", { method, fetch: fetcher, retry: 3 })).rejects.toThrow(
        `[${method}] "/x": 503 Service Unavailable`,
      )
      expect(fetcher).toHaveBeenCalledTimes(1)
    }
  })

  it("treats every status from 400 to 599 as an error, and 399 or 600 not", async () => {
    await expect(request("/x", { fetch: sequence(response(400)) })).rejects.toMatchObject({
      status: 400,
      method: "GET",
    })
    await expect(request("/x", { fetch: sequence(response(599)), retry: 0 })).rejects.toMatchObject({ status: 599 })
    await expect(request("/x", { fetch: sequence(response(399)) })).resolves.toMatchObject({ status: 399 })
    await expect(request("/x", { fetch: sequence(response(204)) })).resolves.toMatchObject({ status: 204 })
  })

  it("names method, address and status text in the error", async () => {
    const error = await request("https://api.example.ch/bookings", {
      method: "post",
      fetch: sequence(response(422, "Unprocessable Content")),
    }).catch((e) => e)
    expect(error).toBeInstanceOf(FetchError)
    expect(error.message).toBe('[POST] "https://api.example.ch/bookings": 422 Unprocessable Content')
    expect(error).toMatchObject({
      method: "POST",
      url: "https://api.example.ch/bookings",
      status: 422,
      statusText: "Unprocessable Content",
    })
  })

  it("fills in a missing status text", async () => {
    await expect(request("/x", { fetch: sequence(response(404)) })).rejects.toThrow('[GET] "/x": 404 Not Found')
  })

  it("retries a GET once after a network failure and reports the failure", async () => {
    const ok = sequence(new TypeError("Failed to fetch"), response(200))
    await expect(request("/x", { fetch: ok })).resolves.toMatchObject({ status: 200 })
    const failing = sequence(new TypeError("Failed to fetch"), new TypeError("Failed to fetch"))
    await expect(request("/x", { fetch: failing })).rejects.toThrow('[GET] "/x": Failed to fetch')
    const post = sequence(new TypeError("Failed to fetch"), response(200))
    await expect(request("/x", { method: "POST", fetch: post })).rejects.toThrow('[POST] "/x": Failed to fetch')
    expect(post).toHaveBeenCalledTimes(1)
  })

  it("takes base and CDN addresses from runtime configuration", () => {
    const config = runtimeConfig({
      GATSBY_BASE_URL: "https://api.example.ch/",
      GATSBY_CDN_URL: "https://cdn.example.ch",
    })
    expect(config).toEqual({ baseURL: "https://api.example.ch", cdnURL: "https://cdn.example.ch" })
    expect(resolveUrl("/builds/latest.json", config.baseURL)).toBe("https://api.example.ch/builds/latest.json")
    expect(resolveUrl("https://other.ch/x", config.baseURL)).toBe("https://other.ch/x")
    expect(resolveUrl("/x", "")).toBe("/x")
    expect(cdnUrl("/static/a.webp", config)).toBe("https://cdn.example.ch/static/a.webp")
    expect(cdnUrl("/static/a.webp", runtimeConfig({}))).toBe("/static/a.webp")
  })
})
