import React from "react"
import { useTranslation } from "react-i18next"
import type { QuoteState } from "../../lib/forms/quote"
import type { VehicleCapacity } from "../../lib/forms/validation"
import type { Language } from "../../lib/language/languages"
import { routeLine } from "../../lib/forms/route-line"

type PriceQuoteProps = {
  state: QuoteState
  format: (amount: number) => string
  classes: readonly VehicleCapacity[]
  language: Language
}

/**
 * The fixed price beside the submit button, updated as the visitor types or picks a class. A polite live region:
 * screen readers hear a new price without losing their place.
 */
function PriceQuote({ state, format, classes, language }: PriceQuoteProps) {
  const { t } = useTranslation("forms")
  const className = (slug: string) => classes.find((c) => c.slug === slug)?.name ?? slug
  return (
    <div className={`price-quote price-quote--${state.kind}`} aria-live="polite" data-testid="price-quote">
      {state.kind === "empty" && <p className="price-quote__hint">{t("quote.enterRoute")}</p>}
      {state.kind === "byEmail" && <p className="price-quote__hint">{t("quote.byEmail")}</p>}
      {state.kind === "chooseClass" && (
        <p className="price-quote__hint">
          {t(state.hourly ? "quote.chooseClassHourly" : "quote.chooseClass", { price: format(state.from) })}
        </p>
      )}
      {state.kind === "hours" && (
        <p className="price-quote__hint">
          {t("quote.hours", { price: format(state.from), hours: state.minimumHours })}
        </p>
      )}
      {state.kind === "quote" && (
        <>
          <p className="price-quote__title">{t("quote.title", { name: className(state.vehicleClass) })}</p>
          <dl className="price-quote__rows">
            {state.quote.hourly ? (
              <>
                <div>
                  <dt>
                    {t("quote.hourlyRow", { hours: state.quote.hourly.hours, rate: format(state.quote.hourly.rate) })}
                  </dt>
                  <dd>{format(state.quote.hourly.hours * state.quote.hourly.rate)}</dd>
                </div>
                {state.quote.hourly.endFare > 0 && (
                  <div>
                    <dt>{t("quote.endFare")}</dt>
                    <dd>{format(state.quote.hourly.endFare)}</dd>
                  </div>
                )}
              </>
            ) : (
              <div>
                <dt>{t("quote.outbound")}</dt>
                <dd>{format(state.quote.outbound)}</dd>
              </div>
            )}
            {state.quote.stops && state.quote.stops.charge > 0 && (
              <div className="price-quote__part">
                <dt>{t("quote.stopsRow", { stops: state.quote.stops.count })}</dt>
                <dd>{format(state.quote.stops.charge)}</dd>
              </div>
            )}
            {state.quote.back > 0 && (
              <div>
                <dt>{t("quote.back")}</dt>
                <dd>{format(state.quote.back)}</dd>
              </div>
            )}
            <div className="price-quote__total">
              <dt>{t("quote.total")}</dt>
              <dd data-testid="quoted-total">{format(state.quote.total)}</dd>
            </div>
          </dl>
          <p className="price-quote__source" data-testid="quote-source">
            {t(
              state.quote.source === "rule"
                ? "quote.distance"
                : state.quote.source === "hourly"
                  ? "quote.hourlySource"
                  : "quote.list",
            )}
            {state.quote.source === "rule" && state.quote.route?.fare
              ? ` ${t("quote.carTrain", { fare: format(Math.ceil(state.quote.route.fare)) })}`
              : ""}
          </p>
          {state.quote.route && (
            <p className="price-quote__route" data-testid="quote-route">
              {routeLine(state.quote.route, language, t)}
            </p>
          )}
          {state.quote.via && state.quote.carFree && (
            <p className="price-quote__via" data-testid="quote-via">
              {t(state.quote.carFreeAt === "pickup" ? "quote.viaFrom" : "quote.via", {
                via: state.quote.via.label,
                place: state.quote.carFree[language],
              })}
            </p>
          )}
          <p className="price-quote__note">{t("quote.note")}</p>
        </>
      )}
    </div>
  )
}

/** Renders again only when the quote (or how it is shown) changes, not on every keystroke of the form. */
export default React.memo(PriceQuote)
