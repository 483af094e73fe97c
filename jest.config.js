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
  // Packages published as ES modules only, compiled like our code. Beasties (the build's critical CSS) loads its
  // parser with require(), which Node does for ES modules and Jest does not.
  transformIgnorePatterns: [
    "node_modules/(?!(@iconify-icons|libphonenumber-js|beasties|boolbase|css-select|css-what|dom-serializer|domelementtype|domhandler|domutils|entities|htmlparser2|nth-check)/)",
  ],
  setupFiles: ["<rootDir>/tests/unit/setup.js"],
  // A focused test (`it.only`, `describe.only`) fails its file: it would silently skip the others.
  setupFilesAfterEnv: ["<rootDir>/tests/unit/forbid-only.js"],
}
