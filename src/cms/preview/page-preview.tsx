/**
 * One built page, rendered by the site's own template from what is being edited: the built page's data loads
 * once (./page-data.ts), each change of the entry renders it again at once. What the preview cannot show (the
 * built page did not load, a field is still empty, the template stopped at a half-typed value) is a short note
 * above the page; the editor never breaks.
 */
import React, { useEffect, useMemo, useState } from "react"
import { I18nextProvider } from "react-i18next"
import { localeInstance, type LocaleEdges } from "../../lib/language/head-translator"
import type { Language } from "../../lib/language/languages"
import { splitLanguage } from "../../lib/language/languages"
import { PreviewPageContext, type PreviewPage } from "./gatsby"
import { loadPageData, type PageData } from "./page-data"

export type PageView = {
  element: React.ReactElement
  notes: string[]
  /** The static queries' results as the entry changes them (the company facts), else the built ones. */
  staticData?: Record<string, unknown>
}

type Props = {
  path: string
  language: Language
  /** The template with the entry's data, and what is missing from the entry. */
  view: (page: PageData) => PageView
  notes?: string[]
}

export function Notes({ notes }: { notes: readonly string[] }) {
  if (!notes.length) return null
  return (
    <div className="preview-note" role="status">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  )
}

class Boundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  componentDidUpdate(previous: { children: React.ReactNode }) {
    // The next keystroke may complete what stopped the page: try again.
    if (this.state.error && previous.children !== this.props.children) this.setState({ error: null })
  }
  render() {
    if (this.state.error) {
      return (
        <Notes notes={[`Die Seite lässt sich mit diesen Angaben noch nicht zeigen (${this.state.error.message}).`]} />
      )
    }
    return this.props.children
  }
}

export function PagePreview({ path, language, view, notes = [] }: Props) {
  const [page, setPage] = useState<PageData | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    setFailed(null)
    loadPageData(path).then(
      (loaded) => current && setPage(loaded),
      (error: Error) => current && setFailed(error.message),
    )
    return () => {
      current = false
    }
  }, [path])
  const i18n = useMemo(
    () => page && localeInstance(page.data.locales as LocaleEdges | null, language),
    [page, language],
  )
  const context = useMemo(
    () => page && { language, originalPath: splitLanguage(path).path, staticData: page.staticData },
    [page, language, path],
  )
  if (failed) return <Notes notes={[`Die gebaute Seite ${path} ist nicht erreichbar (${failed}).`]} />
  if (!page || !i18n || !context) return <Notes notes={["Vorschau wird geladen …"]} />
  return (
    <I18nextProvider i18n={i18n}>
      <PreviewPageContext.Provider value={context}>
        <Boundary>
          <Shown view={view} page={page} notes={notes} context={context} />
        </Boundary>
      </PreviewPageContext.Provider>
    </I18nextProvider>
  )
}

type ShownProps = { view: Props["view"]; page: PageData; notes: readonly string[]; context: PreviewPage }

function Shown({ view, page, notes, context }: ShownProps) {
  const shown = view(page)
  return (
    <>
      <Notes notes={[...notes, ...shown.notes]} />
      {shown.staticData ? (
        <PreviewPageContext.Provider value={{ ...context, staticData: shown.staticData }}>
          {shown.element}
        </PreviewPageContext.Provider>
      ) : (
        shown.element
      )}
    </>
  )
}
