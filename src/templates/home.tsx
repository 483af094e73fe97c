import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import Layout from "../components/layout"
import Seo from "../components/seo"
import ContentImage from "../components/content-image"
import FirstScreenEnd from "../components/first-screen-end"
import Icon from "../components/icon"
import checkCircleIcon from "@iconify-icons/ph/check-circle"
import { CtaBand, FaqList, FeatureGrid, HeroActions, Section } from "../components/blocks"
import { ClassCards, ComparisonTable, ServiceCards, Testimonials } from "../components/cards"
import { PopularRoutesTable } from "../components/price-tables"
import { sectionById } from "../lib/sections"
import { businessFactsOf, faqPage, localBusiness } from "../lib/domain/structured-data"
import { useCompany } from "../hooks/use-company"
import { useSiteUrl } from "../hooks/use-site-url"
import type { PageContext } from "../lib/page-context"

type HomeProps = PageProps<Queries.HomePageQuery, PageContext>

export default function HomePage({ data, pageContext }: HomeProps) {
  const { t } = useTranslation()
  const page = data.page!
  const { language } = pageContext
  const section = (id: string) => sectionById(page.sections, id, "home")
  const whyUs = section("why-us")
  const faq = section("faq")
  return (
    <Layout staticContent>
      <div className="home-hero">
        <ContentImage image={page.image} alt="" eager className="home-hero__image" />
        <div className="home-hero__shade" />
        <div className="container home-hero__inner">
          {page.eyebrow && <p className="eyebrow eyebrow--light">{page.eyebrow}</p>}
          <h1 className="home-hero__title">{page.title}</h1>
          <p className="home-hero__lead">{page.lead}</p>
          <HeroActions language={language} />
          <ul className="home-hero__trust">
            {(whyUs.items ?? []).slice(0, 3).map((item) => (
              <li key={item.title}>
                <Icon icon={checkCircleIcon} /> {item.title}
              </li>
            ))}
          </ul>
        </div>
        <FirstScreenEnd />
      </div>

      <Section {...section("services")} eyebrow={t("nav.services")}>
        <ServiceCards services={data.allService.nodes}>
          <div className="card__body">
            <h3 className="card__title">{t("home.helpTitle")}</h3>
            <p className="card__text">{t("home.helpText")}</p>
            <HeroActions language={language} />
          </div>
        </ServiceCards>
      </Section>

      <Section {...whyUs} tone="muted">
        <FeatureGrid items={whyUs.items ?? []} />
      </Section>

      <Section {...section("fleet")} eyebrow={t("nav.fleet")}>
        <ClassCards classes={data.allVehicleClass.nodes} />
        <h3 className="subheading">{t("fleet.compare")}</h3>
        <ComparisonTable rows={data.allVehicleClass.nodes} />
        <p className="note">{t("fleet.similar")}</p>
      </Section>

      <Section id="prices" title={t("prices.homeTitle")} lead={t("prices.homeLead")} eyebrow={t("prices.eyebrow")}>
        <PopularRoutesTable
          routes={data.tariff!.popularRoutes}
          classes={data.allVehicleClass.nodes}
          language={language}
          title={t("prices.homeTitle")}
        />
        <p className="note">{t("service.pricesNote")}</p>
      </Section>

      <Section {...section("how-it-works")} tone="dark">
        <FeatureGrid items={section("how-it-works").items ?? []} numbered columns={4} />
      </Section>

      <Section {...section("testimonials")}>
        <Testimonials items={data.allTestimonial.nodes} />
      </Section>

      <Section {...faq} tone="muted">
        <FaqList items={(faq.items ?? []).map((item) => ({ question: item.title, answer: item.text }))} />
      </Section>

      {page.cta && <CtaBand {...page.cta} language={language} />}
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>) {
  const page = data.page!
  const company = useCompany()
  const siteUrl = useSiteUrl()
  const faq = sectionById(page.sections, "faq", "home")
  const image = page.image?.share?.resize?.src
  return (
    <Seo
      title={page.metaTitle}
      description={page.metaDescription}
      pageContext={pageContext}
      neutralPath="/"
      image={image}
      jsonLd={[
        localBusiness(company, { siteUrl, language: pageContext.language, ...businessFactsOf(data, siteUrl) }),
        faqPage((faq.items ?? []).map((item) => ({ question: item.title, answer: item.text }))),
      ]}
    />
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    ...CommonLocales
    page(slug: { eq: "home" }, locale: { eq: $language }) {
      ...PageContent
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH)
        }
        ...ShareImage
      }
    }
    allService(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    tariff {
      popularRoutes {
        ...PriceRoute
      }
    }
    allVehicleClass(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ClassCard
      }
    }
    allTestimonial(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        name
        role
        quote
        rating
      }
    }
    ...BusinessStructuredData
  }
`
