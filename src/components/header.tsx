import React, { useCallback, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import Icon, { type IconData } from "./icon"
import arrowIcon from "@iconify-icons/ph/arrow-right"
import caretIcon from "@iconify-icons/ph/caret-down"
import closeIcon from "@iconify-icons/ph/x"
import menuIcon from "@iconify-icons/ph/list"
import phoneIcon from "@iconify-icons/ph/phone"
import Logo from "./logo"
import LanguageSwitcher from "./language-switcher"
import { useNavigation, type NavItem } from "../hooks/use-navigation"
import { useCompany } from "../hooks/use-company"
import { useDisclosureMenus } from "../hooks/use-disclosure-menus"
import { pathOf } from "../routes"
import { localizePath, type Language } from "../lib/language/languages"

type HeaderProps = { language: Language; neutralPath: string }

function Menu({ id, label, items, footer }: { id: string; label: string; items: NavItem[]; footer?: React.ReactNode }) {
  // The panel's icons are drawn when it first opens, not in the server's HTML: closed, nobody sees them, and the
  // seven service icons were 1.1 KB (compressed) of every page, enough to keep most pages' HTML from arriving in
  // the first round trip of a connection (README "Performance"). Their data comes then too: content names them by
  // key, and the registry of every icon an editor may choose (src/lib/icons.ts) is a chunk of its own, loaded on
  // the first opening instead of with every page. An empty box holds each icon's place until then, so nothing
  // moves; without JavaScript the panel opens without icons.
  const [registry, setRegistry] = useState<Readonly<Record<string, IconData>> | null>(null)
  const ref = useRef<HTMLDetailsElement>(null)
  const withIcons = items.some((item) => item.icon)
  const loadIcons = useCallback(() => {
    if (!withIcons) return
    import("../lib/icons").then(
      (module) => setRegistry(module.icons),
      (error: unknown) => console.warn("The menu's icons did not load", error),
    )
  }, [withIcons])
  useEffect(() => {
    if (ref.current?.open) loadIcons() // opened before this part of the page hydrated
  }, [loadIcons])
  return (
    <details ref={ref} className="menu" data-menu={id} onToggle={(event) => event.currentTarget.open && loadIcons()}>
      <summary className="nav__link menu__toggle">
        {label}
        <Icon icon={caretIcon} className="icon menu__caret" />
      </summary>
      <div className="menu__panel">
        <ul className="menu__list">
          {items.map((item) => (
            <li key={item.slug}>
              <Link to={item.path} className="menu__item" activeClassName="is-active">
                {item.icon &&
                  (registry?.[item.icon] ? (
                    <Icon icon={registry[item.icon]} className="icon menu__icon" />
                  ) : (
                    <span className="icon menu__icon" aria-hidden="true" />
                  ))}
                <span>
                  <span className="menu__title">{item.label}</span>
                  <span className="menu__summary">{item.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {footer}
      </div>
    </details>
  )
}

type PlaceLinkProps = { to: string; here: string; className: string; children: React.ReactNode }

/**
 * A link to a place on a page (`/contact#booking`, `/#fleet`). On that page already (`here`) it is a plain fragment
 * link, which the browser follows at once, where the router would render the whole page again before it scrolls (on
 * a slow phone a noticeable pause before anything moves). Elsewhere it is the router's link.
 */
function PlaceLink({ to, here, className, children }: PlaceLinkProps) {
  const [path, fragment] = to.split("#")
  if (path === here)
    return (
      <a href={`#${fragment}`} className={className}>
        {children}
      </a>
    )
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  )
}

export default function Header({ language, neutralPath }: HeaderProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const { services, fleet } = useNavigation(language)
  const [open, setOpen] = useState(false)
  const navRef = useRef<HTMLDivElement>(null)
  const here = localizePath(neutralPath, language)
  const close = useCallback(() => setOpen(false), [])
  useDisclosureMenus(navRef, close)
  // Until React has hydrated the header (or without JavaScript) the toggle is a plain link to #site-nav and
  // CSS shows the panel as the link's target. From here on React's state decides; a panel opened before
  // hydration stays open, and the fragment leaves the address.
  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    nav.dataset.enhanced = "true"
    if (window.location.hash === `#${nav.id}`) {
      setOpen(true)
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search)
    }
  }, [])
  const toggle = (event: React.SyntheticEvent) => {
    event.preventDefault()
    setOpen((value) => !value)
  }

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link
          to={pathOf("home", language)}
          className="site-header__brand"
          aria-label={`${company.name} – ${t("nav.home")}`}
        >
          <Logo name={company.name} />
        </Link>
        <a
          href="#site-nav"
          role="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={toggle}
          onKeyDown={(event) => event.key === " " && toggle(event)}
        >
          <Icon icon={open ? closeIcon : menuIcon} />
          <span>{open ? t("nav.closeMenu") : t("nav.menu")}</span>
        </a>
        <div id="site-nav" className="site-header__nav" data-open={open} ref={navRef}>
          <nav aria-label={t("nav.label")}>
            <ul className="nav">
              <li>
                <Menu id="services" label={t("nav.services")} items={services} />
              </li>
              <li>
                <Menu
                  id="fleet"
                  label={t("nav.fleet")}
                  items={fleet}
                  footer={
                    <PlaceLink to={`${pathOf("home", language)}#fleet`} here={here} className="menu__more">
                      {t("cta.allClasses")} <Icon icon={arrowIcon} />
                    </PlaceLink>
                  }
                />
              </li>
              <li>
                <Link to={pathOf("about-us", language)} className="nav__link" activeClassName="is-active">
                  {t("nav.about")}
                </Link>
              </li>
              <li>
                <Link to={pathOf("careers", language)} className="nav__link" activeClassName="is-active">
                  {t("nav.careers")}
                </Link>
              </li>
              <li>
                <Link to={pathOf("contact", language)} className="nav__link" activeClassName="is-active">
                  {t("nav.contact")}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="site-header__actions">
            <LanguageSwitcher language={language} neutralPath={neutralPath} />
            <a href={`tel:${company.phone}`} className="site-header__phone">
              <Icon icon={phoneIcon} />
              <span>{company.phoneDisplay}</span>
            </a>
            <PlaceLink
              to={`${pathOf("contact", language)}#booking`}
              here={here}
              className="button button--primary button--small"
            >
              {t("cta.book")}
            </PlaceLink>
          </div>
        </div>
      </div>
    </header>
  )
}
