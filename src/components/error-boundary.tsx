import React from "react"
import ErrorView from "./error-view"
import { isCrawler } from "../lib/language/crawlers"
import type { Language } from "../lib/language/languages"

type Props = { children: React.ReactNode; language: Language; staticHtml?: () => string | null }
type State = { error: Error | null }

/**
 * Around the page content: a rendering error shows the generic error page. Search engines
 * and link-preview bots keep the static content they were served; the error is only logged for them.
 */
export default class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null }
  private readonly snapshot: string | null =
    typeof document === "undefined" ? null : (this.props.staticHtml ?? defaultSnapshot)()

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error("Rendering error", error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    if (isCrawler(typeof navigator === "undefined" ? "" : navigator.userAgent) && this.snapshot) {
      return <div className="static-snapshot" dangerouslySetInnerHTML={{ __html: this.snapshot }} />
    }
    return <ErrorView status={500} language={this.props.language} />
  }
}

/** The server-rendered page content, as it was before React took over. */
const defaultSnapshot = () => document.getElementById("page-content")?.innerHTML ?? null
