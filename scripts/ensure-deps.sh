#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages (from the lockfile) and, with --browser, what the
# browser tests run (below).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ]; then
  # What the browser tests run: Debian's chromium headless shell (scripts/chromium.cjs), WebKitGTK's WebDriver with
  # an X server to run it in (tests/e2e/webkit.spec.ts) and Firefox ESR (tests/e2e/firefox.spec.ts).
  missing=()
  [ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
  [ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
  [ -x "${WEBKIT_WEBDRIVER:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || missing+=(xvfb)
  if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      echo "==> installing Debian's ${missing[*]}"
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq
      apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      echo "missing for the browser tests: install Debian's ${missing[*]} (apt-get install ${missing[*]})," \
        "or name where they are (CHROMIUM_HEADLESS_SHELL_PATH, FIREFOX_PATH, WEBKIT_WEBDRIVER)" >&2
      exit 1
    fi
  fi
fi
