import fs from "fs"
import os from "os"
import path from "path"

const made: string[] = []

// Registered once in each test file that imports this module (Jest gives every test file its own modules).
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A new empty folder in the system's temporary folder, removed with its contents after the test file's tests. */
export function temporaryFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  made.push(dir)
  return dir
}
