// ESLint (flat config): typescript-eslint's recommended rules, React's rules of hooks and effect dependencies,
// and jsx-a11y's accessibility rules for the components. Prettier owns the formatting (npm run lint runs both).
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "generated/",
      "test-results/",
      "playwright-report/",
      ".bench/",
      "content/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // Leaving a property out of an object by destructuring it into a rest is how the code drops a field.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // A scrolling table is a labelled region that keyboard users must be able to focus to scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      // In the browser build the plugin's re-export of react-i18next carries only what the plugin itself uses
      // (src/lib/language/react-i18next-for-plugin.ts): Trans, useTranslation & co. come from react-i18next.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby-plugin-react-i18next",
              allowImportNames: ["useI18next", "Link", "I18nextContext"],
              message: "Import react-i18next's names (Trans, useTranslation, ...) from react-i18next itself.",
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "warn" },
  },
  {
    files: ["tests/unit/**", "**/*.test.{ts,tsx}"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // A focused test (`test.only`, `it.only`, `describe.only`, `test.describe.only`, `fit`, `fdescribe`) silently
    // skips the others, in Playwright and in Jest alike; npm test lints before it runs anything.
    files: ["tests/**"],
    // The Jest set-up that makes .only throw at run time (the second guard) names it on purpose.
    ignores: ["tests/unit/forbid-only.js"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='only']",
          message: "A focused test skips the others: remove .only before committing.",
        },
        {
          selector: "CallExpression[callee.name=/^(fit|fdescribe|xit|xdescribe|xtest)$/]",
          message: "A focused or skipped test: remove the f/x prefix before committing.",
        },
      ],
    },
  },
  {
    // A unit test's temporary folder is removed after its file's tests.
    files: ["tests/unit/**"],
    ignores: ["tests/unit/temporary-folder.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "fs",
          property: "mkdtempSync",
          message: "Use temporaryFolder() from tests/unit/temporary-folder.ts, which removes the folder afterwards.",
        },
      ],
    },
  },
  {
    files: [
      "**/*.cjs",
      "jest.config.js",
      "tests/unit/jest-preprocess.js",
      "tests/unit/setup.js",
      "tests/unit/__mocks__/**",
    ],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
