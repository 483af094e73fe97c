#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages (from the lockfile) and, with --browser, Debian's
# chromium and WebKitGTK's WebDriver with an X server to run it in (tests/e2e/webkit.spec.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ]; then
  chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$chromium_path" ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      echo "==> installing Debian's chromium"
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq
      apt-get install -y -qq chromium >/dev/null
    else
      echo "chromium is missing at $chromium_path: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH" >&2
      exit 1
    fi
  fi
  if ! command -v WebKitWebDriver >/dev/null || ! command -v Xvfb >/dev/null; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      echo "==> installing WebKitGTK's WebDriver and Xvfb"
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq
      apt-get install -y -qq webkit2gtk-driver xvfb >/dev/null
    else
      echo "WebKitWebDriver or Xvfb is missing: install Debian's webkit2gtk-driver and xvfb (apt-get install webkit2gtk-driver xvfb)" >&2
      exit 1
    fi
  fi
fi
