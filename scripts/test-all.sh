#!/usr/bin/env bash
# The one test command (npm test): installs what the tests need, then runs every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-deps.sh --browser

echo "==> lint (prettier and eslint)"
npm run lint

echo "==> unit tests (jest)"
npx jest --ci

echo "==> build (with test ids for the tag manager and the maps service, so the tests can watch both load)"
GATSBY_GTM_ID="${GATSBY_GTM_ID:-GTM-TEST000}" GATSBY_GOOGLE_MAPS_API_KEY="${GATSBY_GOOGLE_MAPS_API_KEY:-test-maps-key}" \
  node scripts/build.mjs

echo "==> typecheck"
npx tsc --noEmit

echo "==> HTML validity (W3C Nu checker)"
node scripts/check-html.mjs

echo "==> browser tests (playwright, Debian chromium)"
npx playwright test

echo "==> build without third-party keys, and the browser tests that need exactly that"
env -u GATSBY_GTM_ID -u GATSBY_GOOGLE_MAPS_API_KEY node scripts/build.mjs
NO_KEYS=1 npx playwright test tests/e2e/no-keys.spec.ts

echo "==> the CMS: Decap at /admin/ on a copy of the repository, its saves, the content check and a build of the copy"
CMS_E2E=1 npx playwright test tests/e2e/cms.spec.ts
