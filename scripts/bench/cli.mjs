/** What the bench's single-purpose tools (trace.mjs, modules.mjs) share on their command line and in their files. */

/** Takes `--name value` out of `args` (what is left are the paths) and returns the value, or `fallback`. */
export function takeOption(args, name, fallback) {
  const index = args.indexOf(`--${name}`)
  return index > -1 ? args.splice(index, 2)[1] : fallback
}

/** A page's path as a file name: "/" is "home", "/en/premium" is "en_premium". */
export const pageFileName = (page) => page.replace(/^\/$/, "home").replace(/^\//, "").replace(/\//g, "_")
