/**
 * Debian's chromium, launched with the flags this offline machine needs: the browser itself for what measures or
 * shows pages as a visitor's chromium draws them (the bench, screenshots), and its old headless shell for the
 * browser tests. The shell is the same chromium built without the desktop browser around it (Debian's
 * chromium-headless-shell, what Playwright runs headless tests on by default): the same engine, and a third less
 * processor time for the same tests on a 2-core machine.
 */
exports.chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
exports.headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell"
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
