import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, headlessShellPath } from "./scripts/chromium.cjs"

const port = Number(process.env.E2E_PORT ?? 9100)
// The build in public/; for no-keys.spec.ts the build without third-party keys that KEYLESS_BUILD_DIR names, when
// it names one (scripts/test-all.sh: the CMS test's build of its copy).
const served = (process.env.NO_KEYS && process.env.KEYLESS_BUILD_DIR) || "public"

/** The specs that run only when their variable is set. */
const OWN_STEPS = { NO_KEYS: "no-keys.spec.ts", CMS_E2E: "cms.spec.ts", RETRY_RULE: "retry-rule.spec.ts" }

/** Browser tests run against the built site, served like the host (scripts/serve.mjs reads _redirects). */
export default defineConfig({
  testDir: "tests/e2e",
  // cms.spec.ts builds a copy of the site, no-keys.spec.ts needs a build without third-party keys, retry-rule.spec.ts
  // runs a Playwright suite of its own: scripts/test-all.sh runs each as a step of its own, its variable set.
  testIgnore: Object.entries(OWN_STEPS)
    .filter(([variable]) => !process.env[variable])
    .map(([, spec]) => `**/${spec}`),
  fullyParallel: true,
  // The same everywhere (CI runs on 2 cores): a local run must not pass what CI would fail, and `.only` never
  // narrows a run silently (the CLI's --forbid-only does not exist for a plain `npx playwright test`). Four, not
  // two: a test spends most of its time waiting (for the network to settle, for the browser to be idle, for
  // transitions), and two workers kept the two cores about a third busy; four ran the same tests 1.7 times as fast.
  workers: 4,
  // One retry, spent only where a page of the failed test had stopped drawing frames (tests/e2e/fixtures.ts);
  // any other failure fails its retry at once.
  retries: 1,
  forbidOnly: true,
  reporter: "list",
  // Generous limits: they only decide how long a test waits for what it expects, never what passes. The suite must
  // pass at 4 workers on 2 cores, where the load reaches 20-30 and a page takes several times as long as alone
  // (the cookie banner, loaded on idle, took more than 10 s to appear; axe on a long page more than 30 s), and on
  // a host whose cores are themselves slow, where a test of seven page visits took over 60 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "de-CH",
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], locale: "de-CH" } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --dir ${served}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
