// @ts-check
/**
 * Gatsby's Babel preset for our own code (src/, gatsby-browser, Gatsby's .cache), without the down-compiling it
 * forces whatever the browserslist says. babel-preset-gatsby 3 adds five transforms of its own beside
 * @babel/preset-env: classes and spread on every browser build, class properties, `??` and `?.` on every build.
 * None of them is needed by a browser in package.json's browserslist, and together they cost about a kilobyte
 * (gzip) of the JavaScript a first visit loads (every `class … extends Error` pulls in Babel's wrapNativeSuper,
 * every `a?.b` becomes a null test against a temporary). This preset runs Gatsby's and removes each of the five
 * that @babel/preset-env's own data says no target of the build needs, so a browserslist that does need one keeps it.
 *
 * .babelrc.js names this preset; Gatsby then no longer adds its own. Gatsby tells its preset the build stage
 * (browser or server rendering, development or production) only when that preset is babel-preset-gatsby itself,
 * so gatsby-node.ts hands the stage over per stage (`babelPresetForStage`).
 */
const { default: gatsbyPreset } = require("babel-preset-gatsby")
const { default: getTargets, isRequired } = require("@babel/helper-compilation-targets")

/**
 * The transforms babel-preset-gatsby adds of its own, by the package it resolves and the name @babel/compat-data
 * gives the feature.
 * @type {Record<string, string>}
 */
const forcedTransforms = {
  "@babel/plugin-transform-classes": "transform-classes",
  "@babel/plugin-transform-spread": "transform-spread",
  "@babel/plugin-proposal-class-properties": "transform-class-properties",
  "@babel/plugin-proposal-nullish-coalescing-operator": "transform-nullish-coalescing-operator",
  "@babel/plugin-proposal-optional-chaining": "transform-optional-chaining",
}

const stages = ["develop", "develop-html", "build-javascript", "build-html"]

/** The package a plugin entry of babel-preset-gatsby's resolves to (`…/node_modules/<package>/lib/index.js`). */
const packageOf = (/** @type {unknown} */ entry) => {
  const file = String(Array.isArray(entry) ? entry[0] : entry)
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*node_modules)/.exec(file)
  return match ? match[1].replace(/\\/g, "/") : file
}

/**
 * @param {unknown} api
 * @param {{ stage?: string, [option: string]: unknown }} options
 */
module.exports = function babelPresetSite(api, options = {}) {
  if (!options.stage || !stages.includes(options.stage)) {
    throw new Error(
      `src/node/babel-preset.cjs: no Gatsby build stage (got ${JSON.stringify(options.stage)}); ` +
        "gatsby-node.ts's onCreateBabelConfig passes it",
    )
  }
  const config = gatsbyPreset(api, options)
  const found = new Set()
  const browser = options.stage === "develop" || options.stage === "build-javascript"
  const targets = targetsOf(config)
  const plugins = config.plugins.filter((/** @type {unknown} */ entry) => {
    const feature = forcedTransforms[packageOf(entry)]
    if (!feature) return true
    found.add(feature)
    return isRequired(feature, targets)
  })
  // An upgrade of babel-preset-gatsby that renames or drops one of them fails the build here, so this list is
  // looked at again instead of silently keeping a transform.
  const expected = browser ? 5 : 3
  if (found.size !== expected) {
    throw new Error(
      `src/node/babel-preset.cjs: expected ${expected} of babel-preset-gatsby's own transforms for ${options.stage}, ` +
        `found ${[...found].join(", ") || "none"}; check the list against babel-preset-gatsby's index.js`,
    )
  }
  return { ...config, plugins }
}

/**
 * The targets Gatsby's preset hands @babel/preset-env: the browserslist queries (package.json's) on a browser
 * stage, the running Node.js on a server-rendering one.
 * @param {{ presets: unknown[] }} config
 */
function targetsOf(config) {
  const presetEnv = config.presets.find((entry) => packageOf(entry) === "@babel/preset-env")
  const targets = Array.isArray(presetEnv) ? presetEnv[1]?.targets : undefined
  if (!targets)
    throw new Error("src/node/babel-preset.cjs: babel-preset-gatsby no longer sets @babel/preset-env's targets")
  return getTargets(typeof targets === "string" || Array.isArray(targets) ? { browsers: targets } : targets)
}

module.exports.forcedTransforms = forcedTransforms
module.exports.stages = stages
