import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import Icon from "./icon"
import clockIcon from "@iconify-icons/ph/clock"
import mailIcon from "@iconify-icons/ph/envelope-simple"
import phoneIcon from "@iconify-icons/ph/phone"
import whatsappIcon from "@iconify-icons/ph/whatsapp-logo"
import Logo from "./logo"
import { useCompany } from "../hooks/use-company"
import { useNavigation } from "../hooks/use-navigation"
import { pathOf } from "../routes"
import { openConsentSettings } from "../lib/consent/lazy"
import type { Language } from "../lib/language/languages"

export default function Footer({ language }: { language: Language }) {
  const { t } = useTranslation()
  const company = useCompany()
  const { services, fleet } = useNavigation(language)
  const year = new Date().getFullYear()
  const companyLinks = [
    { id: "about-us", label: t("nav.about") },
    { id: "careers", label: t("nav.careers") },
    { id: "contact", label: t("nav.contact") },
  ]
  const legalLinks = [
    { id: "agb", label: t("footer.agb") },
    { id: "impressum", label: t("footer.impressum") },
    { id: "privacy-policy", label: t("footer.privacy") },
  ]
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo name={company.name} />
          <p className="site-footer__tagline">{t("brandTagline")}</p>
          <address className="site-footer__address">
            {company.legalName}
            <br />
            {company.street}
            <br />
            {company.postalCode} {company.city}
          </address>
          <ul className="site-footer__contact">
            <li>
              <a href={`tel:${company.phone}`}>
                <Icon icon={phoneIcon} /> {company.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`}>
                <Icon icon={mailIcon} /> {company.email}
              </a>
            </li>
            <li>
              <a href={`https://wa.me/${company.whatsapp.replace(/\D/g, "")}`}>
                <Icon icon={whatsappIcon} /> {t("cta.whatsapp")}
              </a>
            </li>
          </ul>
          <p className="site-footer__available">
            <Icon icon={clockIcon} /> {t("footer.available")}
          </p>
        </div>
        <FooterLinks
          id="footer-services"
          heading={t("footer.services")}
          links={services.map((item) => ({ key: item.slug, to: item.path, label: item.label }))}
        />
        <FooterLinks
          id="footer-fleet"
          heading={t("footer.fleet")}
          links={fleet.map((item) => ({ key: item.slug, to: item.path, label: item.label }))}
        />
        <FooterLinks
          id="footer-company"
          heading={t("footer.company")}
          links={companyLinks.map((link) => ({ key: link.id, to: pathOf(link.id, language), label: link.label }))}
        >
          <h2 className="site-footer__heading site-footer__heading--spaced">{t("footer.legal")}</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.id}>
                <Link to={pathOf(link.id, language)}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="footer-link-button" onClick={() => openConsentSettings(language)}>
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </FooterLinks>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {company.legalName}. {t("footer.rights")}
        </p>
        <p>
          {company.uid} · {company.commercialRegister[language]}
        </p>
      </div>
    </footer>
  )
}

type FooterLinksProps = {
  id: string
  heading: string
  links: readonly { key: string; to: string; label: string }[]
  /** More content of the column, after its links. */
  children?: React.ReactNode
}

/** One titled column of footer links. */
function FooterLinks({ id, heading, links, children }: FooterLinksProps) {
  return (
    <nav className="site-footer__col" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  )
}
