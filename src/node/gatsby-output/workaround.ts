/**
 * The site's version-tied work-arounds (docs/workarounds.md), and the one way each fails the build when what it
 * patches is no longer there: an upgrade that renames a file, drops an export or changes the markup a rewrite
 * matches must stop the build with the work-around's name, not undo it silently.
 */
import fs from "fs"
import path from "path"

export const WORKAROUNDS = {
  "package overrides": {
    files: ["package.json"],
    writtenFor:
      "gatsby-plugin-sharp 5.16 (sharp ^0.32), msgpackr 1.12 (msgpackr-extract ^3), jest-resolve 30 (unrs-resolver ^1), " +
      "and the askers of the advised-against versions (ADVISORY_PINS)",
  },
  "offline adapters manifest": { files: ["scripts/build.mjs"], writtenFor: "gatsby 5.16" },
  "i18n plugin": {
    files: [
      "src/node/gatsby-output/plugin-facades.ts",
      "src/lib/language/plugin-browser.tsx",
      "src/lib/language/reuse-instances.ts",
    ],
    writtenFor: "gatsby-plugin-react-i18next 3.0.1, i18next 22, gatsby-plugin-manifest 5.16",
  },
  "sonner swipe distance": { files: ["src/node/gatsby-output/sonner-swipe-loader.cjs"], writtenFor: "sonner 2.0" },
  "NUL bytes stripped": { files: ["src/node/gatsby-output/page-rewrites.ts"], writtenFor: "react 18" },
  "consent stylesheet": {
    files: ["src/node/gatsby-output/consent-stylesheet.ts"],
    writtenFor: "vanilla-cookieconsent 3.1",
  },
  "scripts after paint": { files: ["src/node/gatsby-output/scripts-after-paint.ts"], writtenFor: "gatsby 5.16" },
  "critical CSS": {
    files: ["src/node/gatsby-output/critical-css.ts"],
    writtenFor: "gatsby 5.16, beasties 0.x, gatsby-plugin-image 3.16",
  },
  "shared page-path script": { files: ["src/node/gatsby-output/page-rewrites.ts"], writtenFor: "gatsby 5.16" },
  "consent-gated tag manager": {
    files: ["src/lib/consent/tag-manager-ssr.tsx"],
    writtenFor: "gatsby-plugin-google-tagmanager 5.16",
  },
  "Gatsby's data files": {
    files: ["src/node/gatsby-output/build-assets.ts", "src/node/content-model/cms-preview-data.ts", "gatsby-ssr.tsx"],
    writtenFor: "gatsby 5.16 (app-data.json, page-data.json, the inline stylesheet), @fontsource/fraunces 5",
  },
  "Decap screens": {
    files: ["src/cms/admin-page.ts", "src/cms/preview/search-hint.ts"],
    writtenFor: "decap-cms 3.16",
  },
} as const

export type Workaround = keyof typeof WORKAROUNDS

/** The message a work-around fails the build with; the sonner loader (CommonJS) writes the same by hand. */
export function workaroundMessage(name: Workaround, detail: string): string {
  const { files, writtenFor } = WORKAROUNDS[name]
  return `workaround "${name}" (${files.join(", ")}): ${detail}; written for ${writtenFor}; see docs/workarounds.md`
}

/** Throws, failing the build, unless what the work-around `name` patches was found (`condition`). */
export function requireTarget(name: Workaround, condition: unknown, detail: string): asserts condition {
  if (!condition) throw new Error(workaroundMessage(name, detail))
}

/** The installed version of a package, from its package.json under `root`'s node_modules. */
export function installedVersion(pkg: string, root: string = process.cwd()): string {
  const file = path.join(root, "node_modules", pkg, "package.json")
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version
}

/** Fails the build when `pkg`'s installed major version is not the one the work-around was written for. */
export function requireMajor(name: Workaround, pkg: string, major: number, root?: string): void {
  const version = installedVersion(pkg, root)
  requireTarget(name, Number(version.split(".")[0]) === major, `${pkg} ${version} installed, not ${major}.x`)
}

/** Fails the build unless `file` (from the project's root) exists and, when given, its text matches `pattern`. */
export function requireFile(name: Workaround, file: string, pattern?: RegExp, root: string = process.cwd()): void {
  const full = path.join(root, file)
  requireTarget(name, fs.existsSync(full), `${file} not found`)
  if (pattern) requireTarget(name, pattern.test(fs.readFileSync(full, "utf8")), `${pattern} not found in ${file}`)
}
