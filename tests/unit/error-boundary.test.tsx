import React from "react"
import ErrorBoundary from "../../src/components/error-boundary"
import { loadMessages } from "../../src/lib/runtime/new-version"
import { render as renderElement } from "./render"

function Broken(): React.ReactElement {
  throw new Error("boom")
}

function render(userAgent: string) {
  Object.defineProperty(window.navigator, "userAgent", { value: userAgent, configurable: true })
  return renderElement(
    <ErrorBoundary language="en" staticHtml={() => "<h1>Static page</h1>"}>
      <Broken />
    </ErrorBoundary>,
  )
}

describe("error boundary", () => {
  let error: jest.SpyInstance
  beforeEach(() => (error = jest.spyOn(console, "error").mockImplementation(() => {})))
  afterEach(() => error.mockRestore())

  it("shows the generic error page to visitors", () => {
    const container = render("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36")
    expect(container.querySelector(".error-view")).not.toBeNull()
    expect(container.textContent).toContain("error.serverErrorText")
    expect(error).toHaveBeenCalled()
  })

  it("keeps the static content for crawlers and only logs", () => {
    const container = render("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")
    expect(container.querySelector(".error-view")).toBeNull()
    expect(container.innerHTML).toContain("<h1>Static page</h1>")
    expect(error).toHaveBeenCalledWith("Rendering error", expect.any(Error), expect.anything())
  })
})

describe("locale loading", () => {
  it("logs a failure and carries on", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    await expect(loadMessages("fr" as never)).resolves.toBeNull()
    expect(error).toHaveBeenCalledWith("Could not load the fr messages", expect.anything())
    error.mockRestore()
  })
})
