import React from "react"
import { FeatureGrid, Paragraphs, Section } from "./blocks"
import type { IconData } from "./icon"

type GenericSectionData = {
  id: string
  title: string
  lead?: string | null
  paragraphs?: readonly string[] | null
  items?: readonly { title: string; text: string; iconData?: IconData | null }[] | null
}

type Variant = "features" | "steps" | "figures"

/** Renders a content section: its lead, paragraphs and items, in the style the page asks for. */
export default function GenericSection({
  section,
  variant = "features",
  tone = "plain",
  children,
}: {
  section: GenericSectionData
  variant?: Variant
  tone?: "plain" | "muted" | "dark"
  children?: React.ReactNode
}) {
  const items = section.items ?? []
  return (
    <Section id={section.id} title={section.title} lead={section.lead} tone={tone}>
      <Paragraphs items={section.paragraphs} />
      {items.length > 0 && variant === "figures" && (
        <dl className="figures">
          {items.map((item) => (
            <div key={item.title} className="figures__item">
              <dt className="figures__label">{item.text}</dt>
              <dd className="figures__value">{item.title}</dd>
            </div>
          ))}
        </dl>
      )}
      {items.length > 0 && variant !== "figures" && (
        <FeatureGrid
          items={items}
          numbered={variant === "steps"}
          columns={items.length % 4 === 0 ? 4 : items.length === 2 ? 2 : 3}
        />
      )}
      {children}
    </Section>
  )
}
