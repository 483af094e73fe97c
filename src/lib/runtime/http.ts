/**
 * The project's HTTP client: GET is retried once by default, write methods never; only
 * 408, 409, 425, 429, 500, 502, 503 and 504 are retried; every status from 400 to 599 is an error whose
 * message names the method, the address and the status text. Base and CDN addresses come from runtime
 * configuration.
 */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"]

export type RuntimeConfig = { baseURL: string; cdnURL: string }

/** GATSBY_* variables are inlined at build time; empty means "this site's own origin". */
export const runtimeConfig = (
  env: Record<string, string | undefined> = {
    GATSBY_BASE_URL: process.env.GATSBY_BASE_URL,
    GATSBY_CDN_URL: process.env.GATSBY_CDN_URL,
  },
): RuntimeConfig => ({
  baseURL: (env.GATSBY_BASE_URL ?? "").replace(/\/+$/, ""),
  cdnURL: (env.GATSBY_CDN_URL ?? "").replace(/\/+$/, ""),
})

export class FetchError extends Error {
  readonly name = "FetchError"
  constructor(
    message: string,
    readonly method: string,
    readonly url: string,
    readonly status?: number,
    readonly statusText?: string,
  ) {
    super(message)
  }
}

export type RequestOptions = {
  method?: string
  body?: BodyInit
  headers?: Record<string, string>
  /** Number of retries; defaults to 1 for GET and 0 for everything else. Write methods are never retried. */
  retry?: number
  baseURL?: string
  fetch?: typeof fetch
  cache?: RequestCache
}

export function resolveUrl(url: string, baseURL = runtimeConfig().baseURL): string {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || !baseURL ? url : `${baseURL}${url.startsWith("/") ? "" : "/"}${url}`
}

/** An address under the CDN prefix (static assets), or the site's own path without one. */
export const cdnUrl = (path: string, config: RuntimeConfig = runtimeConfig()): string =>
  config.cdnURL ? `${config.cdnURL}${path.startsWith("/") ? "" : "/"}${path}` : path

export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const method = (options.method ?? "GET").toUpperCase()
  const address = resolveUrl(url, options.baseURL)
  const fetcher = options.fetch ?? fetch
  const retries = WRITE_METHODS.includes(method) ? 0 : (options.retry ?? (method === "GET" ? 1 : 0))

  for (let attempt = 0; ; attempt++) {
    let response: Response
    try {
      response = await fetcher(address, { method, body: options.body, headers: options.headers, cache: options.cache })
    } catch (error) {
      if (attempt < retries) continue
      const reason = error instanceof Error ? error.message : String(error)
      throw new FetchError(`[${method}] "${address}": ${reason}`, method, address)
    }
    if (response.status >= 400 && response.status <= 599) {
      if (attempt < retries && RETRY_STATUSES.includes(response.status)) continue
      const statusText = response.statusText || statusTexts[response.status] || "Error"
      throw new FetchError(
        `[${method}] "${address}": ${response.status} ${statusText}`,
        method,
        address,
        response.status,
        statusText,
      )
    }
    return response
  }
}

export const getJson = async <T>(url: string, options: RequestOptions = {}): Promise<T> =>
  (await request(url, { ...options, method: "GET" })).json() as Promise<T>

/** Status texts for responses that arrive without one (HTTP/2 has no reason phrase). */
const statusTexts: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  422: "Unprocessable Content",
  425: "Too Early",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
}
