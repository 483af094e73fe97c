import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./scripts/chromium.cjs"

const port = Number(process.env.E2E_PORT ?? 9100)

/** Browser tests run against the built site, served like the host (scripts/serve.mjs reads _redirects). */
export default defineConfig({
  testDir: "tests/e2e",
  // no-keys.spec.ts needs a build without third-party keys; scripts/test-all.sh runs it separately (NO_KEYS=1).
  testIgnore: process.env.NO_KEYS ? [] : ["**/no-keys.spec.ts"],
  fullyParallel: true,
  // The same everywhere (CI runs on 2 cores): a local run must not pass what CI would fail, and `.only` never
  // narrows a run silently (the CLI's --forbid-only does not exist for a plain `npx playwright test`).
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "de-CH",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], locale: "de-CH" } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
