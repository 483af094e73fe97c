import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "./i18n"
import Icon from "./icon"
import Logo from "./logo"
import { useCompany } from "../hooks/use-company"
import { useNavigation } from "../hooks/use-navigation"
import { pathOf } from "../routes"
import { openPreferences } from "../lib/consent"
import type { Language } from "../lib/languages"

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
                <Icon name="phone" /> {company.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`}>
                <Icon name="mail" /> {company.email}
              </a>
            </li>
            <li>
              <a href={`https://wa.me/${company.whatsapp.replace(/\D/g, "")}`}>
                <Icon name="whatsapp" /> {t("cta.whatsapp")}
              </a>
            </li>
          </ul>
          <p className="site-footer__available">
            <Icon name="clock" /> {t("footer.available")}
          </p>
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {t("footer.services")}
          </h2>
          <ul>
            {services.map((item) => (
              <li key={item.slug}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-fleet">
          <h2 id="footer-fleet" className="site-footer__heading">
            {t("footer.fleet")}
          </h2>
          <ul>
            {fleet.map((item) => (
              <li key={item.slug}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            {t("footer.company")}
          </h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.id}>
                <Link to={pathOf(link.id, language)}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <h2 className="site-footer__heading site-footer__heading--spaced">{t("footer.legal")}</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.id}>
                <Link to={pathOf(link.id, language)}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="footer-link-button" onClick={() => openPreferences(language)}>
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {company.legalName}. {t("footer.rights")}
        </p>
        <p>
          {company.uid} · {company.commercialRegister}
        </p>
      </div>
    </footer>
  )
}
