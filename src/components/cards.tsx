import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import Icon, { type IconData } from "./icon"
import arrowIcon from "@iconify-icons/ph/arrow-right"
import suitcaseIcon from "@iconify-icons/ph/suitcase-rolling"
import usersIcon from "@iconify-icons/ph/users"
import ContentImage from "./content-image"
import TableScroll from "./table-scroll"
import { initials } from "../lib/initials"

type CardImage = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null

export type ServiceCardData = {
  slug: string
  path: string
  navTitle: string
  summary: string
  iconData: IconData
  image: CardImage
}

/**
 * The width a card is shown at in each grid, so that the browser downloads no more pixels than it draws: the
 * columns are those of components.css (.cards, .cards--8, .cards--classes), and from 1264 px on the container
 * stops growing (1200 px and two 32 px gutters), so a card's width is fixed there.
 */
const cardImageSizes = {
  // .cards: one, two, then three columns.
  services: "(min-width: 1264px) 381px, (min-width: 960px) 33.3vw, (min-width: 640px) 50vw, 100vw",
  // .cards--8, the home page's seven services and its call to action: one, two, then four columns.
  eight: "(min-width: 1264px) 279px, (min-width: 1200px) 25vw, (min-width: 640px) 50vw, 100vw",
  // .cards--classes: one to five columns.
  classes:
    "(min-width: 1264px) 218px, (min-width: 1200px) 20vw, (min-width: 960px) 25vw, (min-width: 720px) 33.3vw, " +
    "(min-width: 480px) 50vw, 100vw",
}

type ServiceCardsProps = { services: readonly ServiceCardData[]; children?: React.ReactNode }

/** Service cards; `children` may add one closing tile (the home page's call to action). */
export function ServiceCards({ services, children }: ServiceCardsProps) {
  const { t } = useTranslation()
  const count = services.length + (children ? 1 : 0)
  const sizes = count === 8 ? cardImageSizes.eight : cardImageSizes.services
  return (
    <ul className={`cards cards--services cards--${count}`}>
      {services.map((service) => (
        <li key={service.slug} className="card">
          <ContentImage image={service.image} alt="" sizes={sizes} className="card__image" />
          <div className="card__body">
            <span className="card__icon">
              <Icon icon={service.iconData} />
            </span>
            <h3 className="card__title">
              <Link to={service.path} className="card__link">
                {service.navTitle}
              </Link>
            </h3>
            <p className="card__text">{service.summary}</p>
            <span className="card__more" aria-hidden="true">
              {t("cta.learnMore")} <Icon icon={arrowIcon} />
            </span>
          </div>
        </li>
      ))}
      {children && <li className="card card--cta">{children}</li>}
    </ul>
  )
}

export type ClassCardData = {
  slug: string
  path: string
  name: string
  tagline: string
  passengers: number
  suitcases: number
  image: CardImage
}

export function Capacity({ passengers, suitcases }: { passengers: number; suitcases: number }) {
  const { t } = useTranslation()
  return (
    <ul className="capacity">
      <li>
        <Icon icon={usersIcon} />
        <span>
          {t("fleet.upTo", { max: passengers })} <span className="capacity__label">{t("fleet.passengers")}</span>
        </span>
      </li>
      <li>
        <Icon icon={suitcaseIcon} />
        <span>
          {t("fleet.upTo", { max: suitcases })} <span className="capacity__label">{t("fleet.suitcases")}</span>
        </span>
      </li>
    </ul>
  )
}

export function ClassCards({ classes }: { classes: readonly ClassCardData[] }) {
  return (
    <ul className="cards cards--classes">
      {classes.map((vehicle) => (
        <li key={vehicle.slug} className="card card--class">
          <ContentImage image={vehicle.image} alt="" sizes={cardImageSizes.classes} className="card__image" />
          <div className="card__body">
            <h3 className="card__title">
              <Link to={vehicle.path} className="card__link">
                {vehicle.name}
              </Link>
            </h3>
            <p className="card__text">{vehicle.tagline}</p>
            <Capacity passengers={vehicle.passengers} suitcases={vehicle.suitcases} />
          </div>
        </li>
      ))}
    </ul>
  )
}

export type ComparisonRow = ClassCardData & { handLuggage: number; exampleVehicles: readonly string[] }

export function ComparisonTable({ rows, current }: { rows: readonly ComparisonRow[]; current?: string }) {
  const { t } = useTranslation()
  return (
    <TableScroll title={t("fleet.compare")}>
      <table className="comparison">
        <caption className="visually-hidden">{t("fleet.compare")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("fleet.class")}</th>
            <th scope="col">{t("fleet.passengers")}</th>
            <th scope="col">{t("fleet.suitcases")}</th>
            <th scope="col">{t("fleet.handLuggage")}</th>
            <th scope="col">{t("fleet.vehicles")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slug} className={row.slug === current ? "is-current" : undefined}>
              <th scope="row">
                {row.slug === current ? (
                  <span aria-current="page">{row.name}</span>
                ) : (
                  <Link to={row.path}>{row.name}</Link>
                )}
                <span className="comparison__tagline">{row.tagline}</span>
              </th>
              <td>{row.passengers}</td>
              <td>{row.suitcases}</td>
              <td>{row.handLuggage}</td>
              <td>{row.exampleVehicles.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

export function Avatar({ alt }: { alt: string }) {
  return (
    <span className="avatar" role="img" aria-label={alt}>
      <span aria-hidden="true">{initials(alt)}</span>
    </span>
  )
}

export type TestimonialData = { name: string; role: string; quote: string; rating: number }

export function Testimonials({ items }: { items: readonly TestimonialData[] }) {
  const { t } = useTranslation()
  return (
    <ul className="testimonials">
      {items.map((item) => (
        <li key={item.name} className="testimonial">
          <figure>
            <p
              className="testimonial__rating"
              role="img"
              aria-label={t("home.testimonialRating", { rating: item.rating })}
              style={{ "--stars": item.rating } as React.CSSProperties}
            />
            <blockquote className="testimonial__quote">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="testimonial__author">
              <Avatar alt={item.name} />
              <span>
                <span className="testimonial__name">{item.name}</span>
                <span className="testimonial__role">{item.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
