/**
 * A preview pane as Decap sees it, with the site's React inside. Decap (its own React 19) renders the preview
 * components it was given through `window.createClass` and `window.h`; the site's components need the site's
 * React 18 with its hooks. So each preview is an island: Decap's component renders one empty element and the site's
 * React renders the page into it, again whenever Decap passes new props (every keystroke).
 */
import React from "react"
import { createRoot, type Root } from "react-dom/client"
import type { Language } from "../../lib/language/languages"

/** What Decap passes a preview template (Immutable.js values, read with getIn and toJS). */
export type DecapPreviewProps = {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown }
  fields?: { toJS(): DecapField[] }
  locale?: string
  getAsset?: (path: string) => { toString(): string }
}
export type DecapField = { name: string; label?: string; required?: boolean; widget?: string }

type Decap = {
  registerPreviewTemplate(name: string, component: unknown): void
  registerPreviewStyle(style: string, options?: { raw: boolean }): void
}
type DecapWindow = Window & {
  CMS: Decap
  createClass: (spec: Record<string, unknown>) => unknown
  h: (type: string, props: Record<string, unknown>) => unknown
}

/** A preview's own language: the side of the editor it shows (German without i18n). */
export const languageOf = (props: DecapPreviewProps): Language => (props.locale === "en" ? "en" : "de")

/** The entry's data as plain values. */
export const entryData = (props: DecapPreviewProps): Record<string, unknown> => {
  const data = props.entry.getIn(["data"]) as { toJS?: () => Record<string, unknown> } | undefined
  return data?.toJS?.() ?? {}
}

/** Registers a preview: `render` is called with Decap's props on every change and returns the site's elements. */
export function registerIsland(name: string, render: (props: DecapPreviewProps) => React.ReactElement): void {
  const decap = window as unknown as DecapWindow
  const spec = {
    componentDidMount(this: Island) {
      this.root = createRoot(this.element!)
      this.paint()
    },
    componentDidUpdate(this: Island) {
      this.paint()
    },
    componentWillUnmount(this: Island) {
      const root = this.root
      // Outside Decap's commit: React 18 unmounts its own tree when the editor is done with the pane.
      setTimeout(() => root?.unmount())
    },
    paint(this: Island) {
      this.root?.render(render(this.props))
    },
    render(this: Island) {
      return decap.h("div", {
        ref: (element: HTMLElement | null) => {
          this.element = element
        },
        // A link in a preview leads nowhere: the pane stays on the entry being edited.
        onClickCapture: (event: MouseEvent) => {
          if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault()
        },
      })
    },
  }
  decap.CMS.registerPreviewTemplate(name, decap.createClass(spec))
}

type Island = {
  props: DecapPreviewProps
  element?: HTMLElement | null
  root?: Root
  paint(): void
}

export const registerPreviewStyle = (href: string) => (window as unknown as DecapWindow).CMS.registerPreviewStyle(href)
