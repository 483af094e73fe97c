/**
 * The action gatsby-node.ts's onCreateBabelConfig dispatches for each build stage: src/node/babel-preset.cjs with
 * that stage. Gatsby's `setBabelPreset` type has no `stage`, but its reducer applies an action that names one to
 * that stage only; without it, the four calls (develop, develop-html, build-javascript, build-html) would merge
 * into one set of options for every stage, the last one's.
 */
import path from "path"

export const SITE_BABEL_PRESET = path.resolve("src/node/babel-preset.cjs")

export const babelPresetForStage = (stage: string) =>
  ({ name: SITE_BABEL_PRESET, stage, options: { stage } }) as { name: string; options: { stage: string } }
