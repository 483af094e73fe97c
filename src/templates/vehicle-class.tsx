import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import Layout from "../components/layout"
import InnerPageHead from "../components/inner-page-head"
import Icon from "../components/icon"
import carIcon from "@iconify-icons/ph/car-profile"
import usersIcon from "@iconify-icons/ph/users"
import suitcaseIcon from "@iconify-icons/ph/suitcase-rolling"
import bagIcon from "@iconify-icons/ph/briefcase"
import PageHero from "../components/page-hero"
import { CheckList, CtaBand, HeroActions, Paragraphs, Section } from "../components/blocks"
import { ComparisonTable } from "../components/cards"
import type { PageContext } from "../lib/page-context"
import { homeTrail } from "../lib/breadcrumb"
import { formatPrice } from "../lib/domain/price-format"
import { ClassPricesTable } from "../components/price-tables"

type VehicleClassProps = PageProps<Queries.VehicleClassPageQuery, PageContext>

export default function VehicleClassPage({ data, pageContext }: VehicleClassProps) {
  const { t } = useTranslation()
  const vehicle = data.vehicleClass!
  const { language } = pageContext
  const specs = [
    { icon: usersIcon, label: t("fleet.passengers"), value: vehicle.passengers },
    { icon: suitcaseIcon, label: t("fleet.suitcases"), value: vehicle.suitcases },
    { icon: bagIcon, label: t("fleet.handLuggage"), value: vehicle.handLuggage },
  ]
  return (
    <Layout staticContent>
      <PageHero
        breadcrumb={homeTrail(t, language, vehicle.name, "fleet")}
        eyebrow={`${vehicle.name} · ${vehicle.tagline}`}
        title={vehicle.title}
        lead={vehicle.lead}
        image={vehicle.image}
        imageAlt={`${vehicle.name}: ${vehicle.exampleVehicles[0]}`}
      >
        <dl className="specs" aria-label={t("fleet.capacity")}>
          {specs.map((spec) => (
            <div key={spec.label} className="specs__item">
              <dt>
                <Icon icon={spec.icon} /> {spec.label}
              </dt>
              <dd>{t("fleet.upTo", { max: spec.value })}</dd>
            </div>
          ))}
        </dl>
        <HeroActions language={language} />
      </PageHero>

      <section className="section" aria-labelledby="class-details">
        <div className="container split">
          <div className="split__main">
            <h2 id="class-details" className="visually-hidden">
              {vehicle.name}
            </h2>
            <Paragraphs items={vehicle.body} />
            <h3 className="subheading">{t("fleet.bestFor")}</h3>
            <CheckList items={vehicle.bestFor} />
          </div>
          <div className="split__aside stack">
            <div className="panel">
              <h3 className="panel__title">{t("fleet.exampleVehicles")}</h3>
              <ul className="plain-list">
                {vehicle.exampleVehicles.map((model) => (
                  <li key={model}>
                    <Icon icon={carIcon} /> {model}
                  </li>
                ))}
              </ul>
              <p className="note">{t("fleet.similar")}</p>
            </div>
            <div className="panel">
              <h3 className="panel__title">{t("fleet.amenities")}</h3>
              <CheckList items={vehicle.amenities} />
            </div>
          </div>
        </div>
      </section>

      <Section
        id="prices"
        title={t("prices.classTitle", { name: vehicle.name })}
        lead={
          vehicle.hourlyRate !== null && vehicle.minimumHours !== null
            ? t("prices.hourly", { rate: formatPrice(vehicle.hourlyRate, language), hours: vehicle.minimumHours })
            : undefined
        }
      >
        <ClassPricesTable
          routes={vehicle.popularRoutes}
          vehicleClass={vehicle.slug}
          language={language}
          title={t("prices.classTitle", { name: vehicle.name })}
        />
        <p className="note">{t("service.pricesNote")}</p>
      </Section>

      <Section id="compare" title={t("fleet.compare")} tone="muted">
        <ComparisonTable rows={data.allVehicleClass.nodes} current={vehicle.slug} />
      </Section>

      <CtaBand title={t("cta.bookNow")} text={vehicle.summary} language={language} />
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.VehicleClassPageQuery, PageContext>) {
  const vehicle = data.vehicleClass!
  return <InnerPageHead pageContext={pageContext} locales={data.locales} page={vehicle} name={vehicle.name} />
}

export const query = graphql`
  query VehicleClassPage($language: String!, $slug: String!) {
    ...CommonLocales
    vehicleClass(slug: { eq: $slug }, locale: { eq: $language }) {
      slug
      hourlyRate
      minimumHours
      popularRoutes {
        ...PriceRoute
      }
      path
      name
      tagline
      title
      metaTitle
      metaDescription
      summary
      lead
      body
      passengers
      suitcases
      handLuggage
      exampleVehicles
      amenities
      bestFor
      image {
        ...HeroImage
        ...ShareImage
      }
    }
    allVehicleClass(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ClassCard
      }
    }
  }
`
