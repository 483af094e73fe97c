import { expect, test } from "@playwright/test"
import { allAddresses } from "./helpers"

test("no page asks another origin for anything (fonts, icons and images are self-hosted)", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const foreign: string[] = []
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      foreign.push(`${page.url()} -> ${route.request().url()}`)
      return route.abort()
    },
  )
  for (const { path } of allAddresses) {
    await page.goto(path, { waitUntil: "networkidle" })
  }
  expect(foreign).toEqual([])
})
