import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import Layout from "../components/layout"
import InnerPageHead from "../components/inner-page-head"
import Icon from "../components/icon"
import clockIcon from "@iconify-icons/ph/clock"
import mailIcon from "@iconify-icons/ph/envelope-simple"
import phoneIcon from "@iconify-icons/ph/phone"
import pinIcon from "@iconify-icons/ph/map-pin"
import whatsappIcon from "@iconify-icons/ph/whatsapp-logo"
import { ContentPageHero } from "../components/page-hero"
import GenericSection from "../components/generic-section"
import { sectionById } from "../lib/sections"
import { businessFactsOf, localBusiness } from "../lib/domain/structured-data"
import type { PageContext } from "../lib/page-context"
import { useCompany } from "../hooks/use-company"
import { pathOf } from "../routes"
import BookingForm from "../components/forms/booking-form"
import ContactForm from "../components/forms/contact-form"
import { useNavigation } from "../hooks/use-navigation"

type ContactProps = PageProps<Queries.ContactPageQuery, PageContext>

export default function ContactPage({ data, pageContext }: ContactProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const page = data.page!
  const { language } = pageContext
  const section = (id: string) => sectionById(page.sections, id, "contact")
  const { services } = useNavigation(language)
  const successPath = pathOf("confirmation-success", language)
  const privacyPath = pathOf("privacy-policy", language)
  const mapQuery = encodeURIComponent(`${company.legalName}, ${company.street}, ${company.postalCode} ${company.city}`)
  const channels = [
    { icon: phoneIcon, label: t("contact.phone"), value: company.phoneDisplay, href: `tel:${company.phone}` },
    {
      icon: whatsappIcon,
      label: t("contact.whatsapp"),
      value: company.whatsappDisplay,
      href: `https://wa.me/${company.whatsapp.replace(/\D/g, "")}`,
    },
    { icon: mailIcon, label: t("contact.email"), value: company.email, href: `mailto:${company.email}` },
  ]
  return (
    <Layout>
      <ContentPageHero page={page} language={language} />
      <GenericSection section={section("reach")}>
        <ul className="contact-cards">
          {channels.map((channel) => (
            <li key={channel.label} className="contact-card">
              <span className="contact-card__icon">
                <Icon icon={channel.icon} />
              </span>
              <span className="contact-card__label">{channel.label}</span>
              <a className="contact-card__value" href={channel.href}>
                {channel.value}
              </a>
            </li>
          ))}
          <li className="contact-card">
            <span className="contact-card__icon">
              <Icon icon={clockIcon} />
            </span>
            <span className="contact-card__label">{t("contact.hours")}</span>
            <span className="contact-card__value contact-card__value--text">{company.officeHours[language]}</span>
          </li>
        </ul>
      </GenericSection>
      <GenericSection section={section("booking")} tone="muted">
        <BookingForm
          services={services}
          classes={data.allVehicleClass.nodes}
          leadTimeHours={company.bookingLeadTimeHours}
          successPath={successPath}
          privacyPath={privacyPath}
          tariff={data.tariff!}
          language={language}
          booking={data.bookingRules!}
        />
        <p className="booking-alternatives">
          <a href={`tel:${company.phone}`}>
            <Icon icon={phoneIcon} /> {company.phoneDisplay}
          </a>
          <a href={`mailto:${company.bookingEmail}`}>
            <Icon icon={mailIcon} /> {t("contact.bookingByEmail")}
          </a>
          <a href={`https://wa.me/${company.whatsapp.replace(/\D/g, "")}`}>
            <Icon icon={whatsappIcon} /> {t("contact.whatsapp")}
          </a>
        </p>
      </GenericSection>
      <GenericSection section={section("contact-form")}>
        <ContactForm successPath={successPath} privacyPath={privacyPath} />
      </GenericSection>
      <GenericSection section={section("office")} tone="muted">
        <address className="office-card">
          <Icon icon={pinIcon} />
          <span>
            {company.legalName}
            <br />
            {company.street}
            <br />
            {company.postalCode} {company.city}, {company.countryName[language]}
            <br />
            <a href={`https://www.openstreetmap.org/search?query=${mapQuery}`}>{t("contact.openMap")}</a>
          </span>
        </address>
      </GenericSection>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactPageQuery, PageContext>) {
  const page = data.page!
  const company = useCompany()
  return (
    <InnerPageHead
      pageContext={pageContext}
      locales={data.locales}
      page={page}
      name={page.title}
      jsonLd={(siteUrl) => [
        localBusiness(company, { siteUrl, language: pageContext.language, ...businessFactsOf(data, siteUrl) }),
      ]}
    />
  )
}

export const query = graphql`
  query ContactPage($language: String!) {
    ...FormLocales
    page(slug: { eq: "contact" }, locale: { eq: $language }) {
      ...PageContent
      image {
        ...HeroImage
        ...ShareImage
      }
    }
    tariff {
      version
      currency
      stopCharge
      hourlyAreaKm
      places {
        id
        kind
        name {
          de
          en
        }
        aliases
        lat
        lon
        country
        via {
          name
          lat
          lon
        }
      }
      distanceRule {
        roadFactor
        roundTo
        maxKm
        classes {
          vehicleClass
          base
          perKm
          minimum
        }
      }
      routes {
        from
        to
        prices {
          vehicleClass
          amount
        }
      }
      hourly {
        vehicleClass
        rate
        minimumHours
      }
    }
    allVehicleClass(filter: { locale: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        slug
        name
        passengers
        suitcases
        carries {
          skis
          golfBags
          bicycles
          pets
        }
      }
    }
    bookingRules {
      termsVersion
      terms {
        id
        text {
          de
          en
        }
      }
      payment {
        id
        companyOnly
        label {
          de
          en
        }
      }
    }
    ...BusinessStructuredData
  }
`
