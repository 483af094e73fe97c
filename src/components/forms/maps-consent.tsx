import React, { useEffect, useRef, useState } from "react"
import { Trans, useTranslation } from "react-i18next"
import checkCircle from "@iconify-icons/ph/check-circle"
import Icon from "../icon"
import { allowMaps } from "../../lib/consent"
import { openConsentSettings } from "../../lib/consent/lazy"
import { consentCookieValue, MAPS_SERVICE, storedCategories } from "../../lib/consent/cookies"
import { attachAfterYes, mapsKey } from "../../lib/maps"
import type { Language } from "../../lib/language/languages"

/** The window events with which the consent library announces a stored choice (vanilla-cookieconsent 3). */
const CONSENT_EVENTS = ["cc:onConsent", "cc:onChange"] as const

type MapsConsentProps = {
  language: Language
  privacyPath: string
  /** The names of the address fields of the form this control sits in. */
  fields: readonly string[]
  className?: string
}

/**
 * Beside the address fields: asks before anything goes to Google. Until the visitor's yes the fields are plain
 * text (the tariff's place suggestions still work); the yes loads Places at once, attaches it to the field the
 * visitor was in and is remembered with the other consent choices. Once the yes is given, the same place says that
 * the suggestions are on and where to turn them off (the cookie settings). Nothing is rendered without a maps key.
 *
 * The ask and the status are both in the server's HTML, in one grid cell, the one not in force hidden: the box is
 * as tall as the taller of the two whichever stands, so the form below it stays where it is from the first paint
 * (when the stored consent is read as the form hydrates, when the visitor says yes, and whatever the copy's length).
 * Without JavaScript there are no suggestions to turn on, and the stylesheet hides both (components.css).
 * The stored choice is read from the consent cookie as the form hydrates, and again whenever the visitor changes it.
 */
function MapsConsent({ language, privacyPath, fields, className = "" }: MapsConsentProps) {
  const { t } = useTranslation("forms")
  const [on, setOn] = useState(false)
  const own = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const read = () =>
      setOn(storedCategories(consentCookieValue(document.cookie), Date.now())?.includes(MAPS_SERVICE) ?? false)
    read()
    // The consent library announces every stored choice on the window, after it has written the cookie.
    for (const event of CONSENT_EVENTS) window.addEventListener(event, read)
    return () => {
      for (const event of CONSENT_EVENTS) window.removeEventListener(event, read)
    }
  }, [])
  if (!mapsKey()) return null

  const turnOn = async () => {
    const form = own.current?.closest("form")
    const inputs = fields.flatMap((name) => {
      const input = form?.elements.namedItem(name)
      return input instanceof HTMLInputElement ? [input] : []
    })
    await allowMaps(language)
    setOn(true)
    await attachAfterYes(inputs)
  }
  // A line under the control, its `<1>…</1>` drawn as `link`.
  const hint = (i18nKey: string, link: React.ReactElement) => (
    <p className="field__hint">
      <Trans t={t} i18nKey={i18nKey} components={{ 1: link }} />
    </p>
  )

  return (
    <div
      ref={own}
      className={`maps-consent ${className}`}
      data-maps-consent=""
      data-maps-consent-state={on ? "on" : "asking"}
    >
      <div className="maps-consent__ask">
        <button type="button" className="button button--secondary button--small" onClick={turnOn}>
          {t("booking.mapsConsent.button")}
        </button>
        {hint(
          "booking.mapsConsent.note",
          // Trans fills the anchor with the link text of the translation.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          <a href={`${privacyPath}#address-autocomplete`} target="_blank" rel="noopener" />,
        )}
      </div>
      <div className="maps-consent__on">
        <p className="maps-consent__status">
          <Icon icon={checkCircle} />
          {t("booking.mapsConsent.on")}
        </p>
        {hint(
          "booking.mapsConsent.turnOff",
          <button type="button" className="link-button" onClick={() => openConsentSettings(language)} />,
        )}
      </div>
    </div>
  )
}

/** Renders again only when its own props change, not on every keystroke in the address fields beside it. */
export default React.memo(MapsConsent)
