import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import Icon, { type IconData } from "./icon"
import caretIcon from "@iconify-icons/ph/caret-down"
import checkIcon from "@iconify-icons/ph/check"
import phoneIcon from "@iconify-icons/ph/phone"
import { useCompany } from "../hooks/use-company"
import { HydrateLater } from "./hydrate-later"
import { pathOf } from "../routes"
import type { Language } from "../lib/language/languages"
import type { Crumb } from "../lib/breadcrumb"

/** Small building blocks shared by the templates. */

type SectionProps = {
  id?: string
  eyebrow?: string | null
  title: string
  lead?: string | null
  tone?: "plain" | "muted" | "dark"
  children?: React.ReactNode
  headingLevel?: "h2" | "h3"
}

export function Section({ id, eyebrow, title, lead, tone = "plain", children, headingLevel = "h2" }: SectionProps) {
  const Heading = headingLevel
  const headingId = id ? `${id}-title` : undefined
  return (
    // Each section is its own Suspense boundary, so React hydrates the page in small steps (see HydrateLater).
    <HydrateLater>
      <section id={id} className={`section section--${tone}`} aria-labelledby={headingId}>
        <div className="container">
          <div className="section__header">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <Heading id={headingId} className="section__title">
              {title}
            </Heading>
            {lead && <p className="section__lead">{lead}</p>}
          </div>
          {children}
        </div>
      </section>
    </HydrateLater>
  )
}

export function Paragraphs({ items }: { items?: readonly string[] | null }) {
  if (!items?.length) return null
  return (
    <div className="prose">
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  )
}

export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`checklist ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <Icon icon={checkIcon} className="icon checklist__icon" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** Label and value pairs as a definition list (company identity, request summary). */
export function DefinitionRows({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="identity">
      {rows.map(([label, value]) => (
        <div key={label} className="identity__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t("breadcrumb.label")} className="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? "page" : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

type FeatureGridProps = {
  items: readonly { title: string; text: string; iconData?: IconData | null }[]
  numbered?: boolean
  columns?: 2 | 3 | 4
}

export function FeatureGrid({ items, numbered = false, columns = 3 }: FeatureGridProps) {
  const List = numbered ? "ol" : "ul"
  return (
    <List className={`features features--${columns} ${numbered ? "features--steps" : ""}`}>
      {items.map((item, index) => (
        <li key={item.title} className="feature">
          {numbered ? (
            <span className="feature__step" aria-hidden="true">
              {index + 1}
            </span>
          ) : (
            item.iconData && (
              <span className="feature__icon">
                <Icon icon={item.iconData} />
              </span>
            )
          )}
          <h3 className="feature__title">{item.title}</h3>
          <p className="feature__text">{item.text}</p>
        </li>
      ))}
    </List>
  )
}

export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary className="faq__question">
            <span>{item.question}</span>
            <Icon icon={caretIcon} className="icon faq__caret" />
          </summary>
          <p className="faq__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}

/** The two ways to book: the request form, and a call (`callStyle`: the call button's look on its surface). */
function BookOrCall({ language, callStyle }: { language: Language; callStyle: "ghost-light" | "secondary" }) {
  const { t } = useTranslation()
  const company = useCompany()
  return (
    <>
      <Link to={`${pathOf("contact", language)}#booking`} className="button button--primary">
        {t("cta.bookNow")}
      </Link>
      <a href={`tel:${company.phone}`} className={`button button--${callStyle}`}>
        <Icon icon={phoneIcon} /> {company.phoneDisplay}
      </a>
    </>
  )
}

type CtaBandProps = { title: string; text: string; language: Language }

export function CtaBand({ title, text, language }: CtaBandProps) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title" className="cta-band__title">
            {title}
          </h2>
          <p className="cta-band__text">{text}</p>
        </div>
        <div className="cta-band__actions">
          <BookOrCall language={language} callStyle="ghost-light" />
        </div>
      </div>
    </section>
  )
}

export function HeroActions({ language }: { language: Language }) {
  return (
    <div className="hero-actions">
      <BookOrCall language={language} callStyle="secondary" />
    </div>
  )
}
