/**
 * V8's explicit compile hint for the scripts that start every page (gatsby-node.ts, `onCreateWebpackConfig`;
 * README "Performance").
 *
 * V8 compiles a function when it is first called unless told otherwise, and when Gatsby starts the app almost
 * every function of React DOM, Gatsby's runtime and the app chunk is called for the first time: in chromium's
 * traces most of the start-up task (13-18 ms observed on a quiet machine, the task Lighthouse counts most often)
 * was that compiling, on the main thread. A file that begins with the magic comment `//# allFunctionsCalledOnLoad`
 * (Chrome 136 and later) is compiled whole when it is loaded, on the thread that streams the script in: the
 * start-up task went to 4-8 ms (3.5-6 ms in Lighthouse's runs), and the chunks' own tasks did not grow. Browsers
 * without the feature read a comment.
 *
 * Only the entry's chunks (webpack's "initial" chunks: webpack's runtime, framework, app) carry it: every page
 * runs them whole at once. A chunk loaded later (a template, i18next, the consent code, the phone rules) runs a
 * part of its code at a time, or only when a visitor does something, and compiling it whole would be work for
 * nothing (all chunks with the hint measured no better than the entry's alone).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * When the banner is added: after Terser (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which drops comments it
 * does not keep for licences, and before the source maps are written (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500), so
 * they account for the line it adds.
 */
const COMPILE_HINT_STAGE = 450

/** BannerPlugin's options for the hint: the raw comment as the first line of every initial JavaScript chunk. */
export const compileHintBanner = {
  banner: COMPILE_HINT,
  raw: true,
  entryOnly: true,
  test: /\.js$/,
  stage: COMPILE_HINT_STAGE,
} as const
