/** Debian's chromium, launched with the flags this offline machine needs. */
exports.chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
exports.chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
