/** Unit tests: Babel (Gatsby's preset) compiles TypeScript; `gatsby` is mocked in tests/unit/__mocks__. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/tests/unit/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "<rootDir>/tests/unit/__mocks__/style.js",
    "^gatsby$": "<rootDir>/tests/unit/__mocks__/gatsby.js",
  },
  moduleFileExtensions: ["js", "mjs", "cjs", "ts", "tsx", "json"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/"],
  transformIgnorePatterns: ["node_modules/(?!(@iconify-icons|libphonenumber-js)/)"],
  setupFiles: ["<rootDir>/tests/unit/setup.js"],
  // A focused test (`it.only`, `describe.only`) fails its file: it would silently skip the others.
  setupFilesAfterEnv: ["<rootDir>/tests/unit/forbid-only.js"],
}
