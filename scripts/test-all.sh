#!/usr/bin/env bash
# The one test command (npm test): installs what the tests need, then runs every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-deps.sh --browser

# Runs two steps at once, for steps that keep one core busy each (CI has two): prints each one's output under its
# heading, in order, once both have ended, and stops at the first that failed.
side_by_side() {
  local logs
  logs="$(mktemp -d)"
  bash -c "$2" >"$logs/first" 2>&1 &
  local first=$!
  bash -c "$4" >"$logs/second" 2>&1 &
  local second=$!
  local first_status=0 second_status=0
  wait "$first" || first_status=$?
  wait "$second" || second_status=$?
  echo "==> $1"
  cat "$logs/first"
  [ "$first_status" -eq 0 ] || exit "$first_status"
  echo "==> $3"
  cat "$logs/second"
  [ "$second_status" -eq 0 ] || exit "$second_status"
  rm -rf "$logs"
}

side_by_side "lint (prettier and eslint)" "npm run lint" "unit tests (jest)" "npx jest --ci"

echo "==> build (with test ids for the tag manager and the maps service, so the tests can watch both load)"
GATSBY_GTM_ID="${GATSBY_GTM_ID:-GTM-TEST000}" GATSBY_GOOGLE_MAPS_API_KEY="${GATSBY_GOOGLE_MAPS_API_KEY:-test-maps-key}" \
  node scripts/build.mjs

side_by_side "typecheck" "npx tsc --noEmit" "HTML validity (W3C Nu checker)" "node scripts/check-html.mjs"

echo "==> browser tests (playwright, Debian's chromium headless shell)"
npx playwright test

# The CMS test runs one test at a time and ends building its copy; the retry rule's suite mostly waits (for a page
# that draws no frame): side by side, each on its own port. The copy's build is made without third-party keys, and
# kept for the step after them.
keyless="$(mktemp -d)/public"
side_by_side \
  "the CMS: Decap at /admin/ on a copy of the repository, its saves, the content check and a build of the copy" \
  "CMS_E2E=1 KEYLESS_BUILD_DIR='$keyless' npx playwright test tests/e2e/cms.spec.ts" \
  "the browser tests' retry rule, on a Playwright suite of its own" \
  "RETRY_RULE=1 E2E_PORT=9101 npx playwright test tests/e2e/retry-rule.spec.ts"

echo "==> the browser tests that need a build without third-party keys, on the CMS test's build of its copy"
NO_KEYS=1 KEYLESS_BUILD_DIR="$keyless" npx playwright test tests/e2e/no-keys.spec.ts
rm -rf "$(dirname "$keyless")"
