/**
 * gatsby-plugin-react-i18next's browser side (its gatsby-browser.js, whose only export is wrapPageElement),
 * with i18next in a chunk of its own. The plugin's wrapPageElement builds the page's i18next instance; kept
 * in the app chunk, i18next and react-i18next made up a fifth of the JavaScript every page loads and runs
 * before anything else. Here the plugin's own wrapPageElement is requested in the task after the app chunk runs
 * (in parallel with the page's chunk and data) and the first render waits for it inside the app's Suspense
 * boundary (HydrateLater), so the server's HTML stays on screen meanwhile. Its i18next instance is made once per
 * language and locale data, not on every render (./reuse-instances.ts). gatsby-node.ts swaps this module in for
 * the plugin's gatsby-browser.js in the browser build (docs/workarounds.md).
 */
import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import type { wrapPageElement as PluginWrap } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement"
import { reuseInstances } from "./reuse-instances"
import { nextTask } from "../runtime/next-task"

type Wrap = typeof PluginWrap
type Args = Parameters<Wrap>[0]
type Options = Parameters<Wrap>[1]

let wrap: Wrap | null = null
let failure: unknown = null
// Requested in a task of its own: asking webpack for the three chunks (and its loader's first run) took about a
// fifth of the task that evaluates the app chunk, the longest of a page load (README "Performance"). The page's
// data arrives much later than the next task, so the first render does not wait longer.
const loading = nextTask()
  .then(() => import("gatsby-plugin-react-i18next/dist/plugin/wrapPageElement"))
  .then(
    (module) => {
      wrap = reuseInstances(module.wrapPageElement)
    },
    (error: unknown) => {
      // The chunk guard (src/lib/runtime/chunk-guard.ts) sees the same failure and reloads or shows the
      // error page; the render below rethrows it to the error boundary meanwhile.
      failure = error
    },
  )

// The first page's i18next instance (parsing its strings, initialising i18next: about 12 ms on a desktop CPU) is
// made in a task of its own, not inside React's hydration: a render step cannot be sliced, so made there it
// lengthened the slice it fell into by its whole cost. reuseInstances keeps it for the render that follows.
let prepared: Promise<void> | null = null
let ready = false
const prepare = (args: Args, options: Options, plugin: Wrap) =>
  (prepared ??= nextTask().then(() => {
    try {
      plugin(args, options)
    } catch (error) {
      failure = error
    }
    ready = true
  }))

/**
 * Suspends (the legacy throw-a-promise protocol React 18 supports) until the plugin's code is there and the
 * page's i18next instance is made.
 */
function WhenLoaded({ args, options }: { args: WrapPageElementBrowserArgs; options: Options }) {
  if (failure) throw failure
  if (!wrap) throw loading
  if (!ready) throw prepare(args as Args, options, wrap)
  return <>{wrap(args as Args, options)}</>
}

// Always the same component at the top of the page, so React never swaps the tree below it for a new one.
export const wrapPageElement = (args: WrapPageElementBrowserArgs, options: Options) => (
  <WhenLoaded args={args} options={options} />
)
