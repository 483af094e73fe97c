/**
 * Jest has no --forbid-only: `.only` left in a test file would skip every other test of that file and still pass.
 * Here a focused test or group throws, so its file fails wherever the unit tests run (npm test, CI, locally).
 */
for (const name of ["it", "test", "describe"]) {
  const original = global[name]
  if (!original) continue
  original.only = () => {
    throw new Error(".only is not allowed: it skips the other tests (remove it before committing)")
  }
}
for (const name of ["fit", "fdescribe"]) {
  global[name] = () => {
    throw new Error(`${name} is not allowed: it skips the other tests (remove it before committing)`)
  }
}
