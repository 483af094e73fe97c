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

/** Suspends (the legacy throw-a-promise protocol React 18 supports) until the plugin's code is there. */
function WhenLoaded({ args, options }: { args: WrapPageElementBrowserArgs; options: Options }) {
  if (failure) throw failure
  if (!wrap) throw loading
  return <>{wrap(args as Args, options)}</>
}

export const wrapPageElement = (args: WrapPageElementBrowserArgs, options: Options) =>
  wrap ? wrap(args as Args, options) : <WhenLoaded args={args} options={options} />
