import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import Layout from "../components/layout"
import InnerPageHead from "../components/inner-page-head"
import Icon from "../components/icon"
import hourglassIcon from "@iconify-icons/ph/hourglass"
import calendarIcon from "@iconify-icons/ph/calendar-check"
import PageHero from "../components/page-hero"
import { CheckList, CtaBand, FaqList, HeroActions, Paragraphs, Section } from "../components/blocks"
import { ServiceCards } from "../components/cards"
import { businessFactsOf, businessNode, faqPage, serviceSchema } from "../lib/domain/structured-data"
import { useCompany } from "../hooks/use-company"
import type { PageContext } from "../lib/page-context"
import { homeTrail } from "../lib/breadcrumb"
import { formatPrice } from "../lib/domain/price-format"
import { bookingLink } from "../lib/domain/booking-link"

type ServiceProps = PageProps<Queries.ServicePageQuery, PageContext>

export default function ServicePage({ data, pageContext }: ServiceProps) {
  const { t } = useTranslation()
  const service = data.service!
  const { language } = pageContext
  return (
    <Layout staticContent>
      <PageHero
        breadcrumb={homeTrail(t, language, service.navTitle, "services")}
        eyebrow={
          <>
            <Icon icon={service.iconData} /> {service.navTitle}
          </>
        }
        title={service.title}
        lead={service.lead}
        image={service.image}
      >
        <HeroActions language={language} />
      </PageHero>

      <section className="section" aria-labelledby="included-title">
        <div className="container split">
          <div className="split__main">
            <Paragraphs items={service.body} />
          </div>
          <div className="panel split__aside">
            <h2 id="included-title" className="panel__title">
              {t("service.included")}
            </h2>
            <CheckList items={service.included} />
          </div>
        </div>
      </section>

      <Section id="routes" title={service.routesTitle} tone="muted">
        {/* A frame, not a scrolling region like the other tables: a narrow screen lays the rows out as cards
            (components.css, `.routes--stack`), a wider one has room for the columns. */}
        <div className="table-frame">
          <table className="routes routes--stack">
            <thead>
              <tr>
                <th scope="col">{t("service.from")}</th>
                <th scope="col">{t("service.to")}</th>
                <th scope="col">{t("service.duration")}</th>
                <th scope="col">{t("service.price")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("service.request")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {service.routes.map((route) => (
                <tr key={`${route.from}-${route.to}`}>
                  <td className="routes__from">{route.from}</td>
                  <td className="routes__to">
                    {route.to}
                    {route.note && <span className="routes__note">{route.note}</span>}
                  </td>
                  <td className="routes__duration">{route.duration}</td>
                  <td className="routes__price">
                    {route.priceFrom !== null &&
                      t("service.priceFrom", { price: formatPrice(route.priceFrom, language) })}
                  </td>
                  <td className="routes__action">
                    <a
                      href={bookingLink(language, {
                        from: route.fromPlace ?? route.from,
                        to: route.toPlace ?? route.to,
                        service: service.slug,
                      })}
                      aria-label={t("service.requestRoute", { from: route.from, to: route.to })}
                    >
                      {t("service.request")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="note">
          {t("service.routesNote")} {t("service.pricesNote")} {t("service.fromNote")}
        </p>
      </Section>

      <section className="section" aria-label={`${t("service.waitingTime")}, ${t("service.cancellation")}`}>
        <div className="container terms">
          {[
            { icon: hourglassIcon, title: t("service.waitingTime"), text: service.waitingTime },
            { icon: calendarIcon, title: t("service.cancellation"), text: service.cancellation },
          ].map((term) => (
            <div key={term.title} className="panel">
              <h2 className="panel__title">
                <Icon icon={term.icon} /> {term.title}
              </h2>
              <p>{term.text}</p>
            </div>
          ))}
        </div>
      </section>

      <Section id="faq" title={t("service.faq")} tone="muted">
        <FaqList items={service.faq} />
      </Section>

      <CtaBand title={service.ctaTitle} text={service.ctaText} language={language} />

      <Section id="more-services" title={t("service.more")}>
        <ServiceCards services={data.others.nodes} />
      </Section>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.ServicePageQuery, PageContext>) {
  const service = data.service!
  const company = useCompany()
  return (
    <InnerPageHead
      pageContext={pageContext}
      locales={data.locales}
      page={service}
      name={service.navTitle}
      jsonLd={(siteUrl, url) => [
        serviceSchema({
          name: service.navTitle,
          description: service.metaDescription,
          url,
          language: pageContext.language,
          countryName: company.countryName,
          routes: service.routes,
          provider: businessNode(company, {
            siteUrl,
            language: pageContext.language,
            ...businessFactsOf(data, siteUrl),
          }),
        }),
        faqPage(service.faq),
      ]}
    />
  )
}

export const query = graphql`
  query ServicePage($language: String!, $slug: String!) {
    ...CommonLocales
    service(slug: { eq: $slug }, locale: { eq: $language }) {
      slug
      path
      iconData
      navTitle
      title
      metaTitle
      metaDescription
      lead
      body
      included
      routesTitle
      routes {
        from
        to
        duration
        note
        fromPlace
        toPlace
        priceFrom
        prices {
          vehicleClass
          amount
        }
      }
      waitingTime
      cancellation
      faq {
        question
        answer
      }
      ctaTitle
      ctaText
      image {
        ...HeroImage
        ...ShareImage
      }
    }
    others: allService(filter: { locale: { eq: $language }, slug: { ne: $slug } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    ...BusinessStructuredData
  }
`
