/**
 * The CMS's previews (written to /admin/preview.js by scripts/cms/preview-bundle.ts, loaded after Decap): every
 * collection's entry is shown as the page a visitor will see, rendered by the site's own templates and styles,
 * in the language of the side being edited. The tariff's preview is the price calculator (./calculator.tsx); a
 * search for a place without a listed route points to it (./search-hint.ts).
 */
import React from "react"
import "./preview.css"
import type { PageProps } from "gatsby"
import ServicePage from "../../templates/service"
import VehicleClassPage from "../../templates/vehicle-class"
import HomePage from "../../templates/home"
import ContentPage from "../../templates/page"
import CareersPage from "../../templates/careers"
import ContactPage from "../../templates/contact"
import LegalPage from "../../templates/legal"
import ConfirmationPage from "../../templates/confirmation"
import previewData from "virtual:cms-preview"
import type { Language } from "../../lib/language/languages"
import type { ContentRef, Template } from "../../routes"
import { entryData, languageOf, registerIsland, registerPreviewStyle, type DecapPreviewProps } from "./island"
import { PagePreview } from "./page-preview"
import { pageOf, type PageData } from "./page-data"
import { entryNode, overlay, swissDate, withNode } from "./entries"
import { TariffCalculator } from "./calculator"
import { RoutePreview } from "./route-preview"
import { installSearchHint } from "./search-hint"

type Json = Record<string, unknown>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTemplate = (props: PageProps<any, any>) => React.ReactElement

const templates: Record<Template, AnyTemplate> = {
  home: HomePage,
  service: ServicePage,
  "vehicle-class": VehicleClassPage,
  page: ContentPage,
  careers: CareersPage,
  contact: ContactPage,
  confirmation: ConfirmationPage,
  legal: LegalPage,
}

/** The required fields of the entry (top level) that are still empty, by the label the editor sees. */
function emptyFields(props: DecapPreviewProps, data: Json): string[] {
  const fields = props.fields?.toJS() ?? []
  const empty = fields.filter((field) => {
    if (field.required === false || field.widget === "hidden") return false
    const value = data[field.name]
    return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  })
  return empty.length ? [`Noch leer: ${empty.map((field) => field.label ?? field.name).join(", ")}.`] : []
}

type Shown = {
  /** Which node type the entry is, for the page that renders it; null for entries shown inside another page. */
  type: ContentRef["type"] | null
  /** The page that shows the entry when no page renders it by its slug (a new entry, a job, a testimonial). */
  fallback: string
  /** The built page's data with the entry in its place. */
  data: (built: Json, node: Json) => Json
  /** The built static queries' results with the entry in its place (the company facts every page shows). */
  staticData?: (built: Json, node: Json) => Json
}

const collections: Record<string, Shown> = {
  services: {
    type: "Service",
    fallback: "airport-transfers",
    data: (d, n) => ({ ...d, service: overlay(d.service, n) }),
  },
  fleet: {
    type: "VehicleClass",
    fallback: "premium",
    data: (d, n) => ({ ...d, vehicleClass: overlay(d.vehicleClass, n) }),
  },
  pages: {
    type: "Page",
    fallback: "about-us",
    // A legal page's date as its query formats it (legal.tsx: `updated(formatString: "DD.MM.YYYY")`).
    data: (d, n) => ({
      ...d,
      page: overlay(d.page, { ...n, ...(n.updated ? { updated: swissDate(n.updated) } : {}) }),
    }),
  },
  careers: {
    type: null,
    fallback: "careers",
    data: (d, n) => ({ ...d, allPosition: { nodes: withNode((d.allPosition as Json)?.nodes, n) } }),
  },
  testimonials: {
    type: null,
    fallback: "home",
    data: (d, n) => ({ ...d, allTestimonial: { nodes: withNode((d.allTestimonial as Json)?.nodes, n) } }),
  },
  // The company facts: the contact page, its header and footer, as the facts being edited make them.
  company: {
    type: null,
    fallback: "contact",
    data: (d) => d,
    staticData: (s, n) => ({ ...s, company: overlay(s.company, n) }),
  },
}

function EntryPage({ props, shown }: { props: DecapPreviewProps; shown: Shown }) {
  const language: Language = languageOf(props)
  const data = entryData(props)
  const slug = String(data.slug ?? props.entry.get("slug") ?? "")
  const { route, path } = pageOf(shown.type, slug, shown.fallback, language)
  const Template = templates[route.template]
  const view = (page: PageData) => {
    const { node, problems } = entryNode(data, previewData.company, language)
    const pageContext = {
      slug: route.content.slug,
      language,
      noindex: !!route.noindex,
      i18n: { language, originalPath: route.path, path, routed: language !== "de" },
    }
    // The props a template reads; the rest of Gatsby's page props (location, …) it does not.
    const templateProps = { data: shown.data(page.data, node), pageContext } as unknown as PageProps
    const staticData = shown.staticData?.(page.staticData, node)
    return { element: <Template {...templateProps} />, notes: problems, staticData }
  }
  return <PagePreview path={path} language={language} view={view} notes={emptyFields(props, data)} />
}

registerPreviewStyle("/admin/preview.css")
for (const [name, shown] of Object.entries(collections)) {
  registerIsland(name, (props) => <EntryPage props={props} shown={shown} />)
}
registerIsland("routes", (props) => <RoutePreview props={props} />)
registerIsland("tariff", (props) => <TariffCalculator props={props} />)
installSearchHint()
