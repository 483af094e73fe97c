import React, { useEffect, useRef, useState } from "react"
import { Trans, useTranslation } from "react-i18next"
import { allowMaps } from "../../lib/consent"
import { consentCookieValue, MAPS_SERVICE, storedCategories } from "../../lib/consent/cookies"
import { attachAfterYes, mapsKey } from "../../lib/maps"
import type { Language } from "../../lib/language/languages"

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
 * visitor was in and is remembered with the other consent choices. Nothing is rendered without a maps key or
 * once the yes is given.
 *
 * The ask is in the server's HTML, so the form below it stands where it will stay from the first paint (a control
 * that appeared once the consent had been read would push every field below it down, on a phone by a screen's
 * fifth). Without JavaScript there are no suggestions to turn on, and the stylesheet hides it (components.css).
 * A yes stored earlier is read from the consent cookie as the form hydrates.
 */
export default function MapsConsent({ language, privacyPath, fields, className = "" }: MapsConsentProps) {
  const { t } = useTranslation("forms")
  const [on, setOn] = useState(false)
  const own = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (storedCategories(consentCookieValue(document.cookie), Date.now())?.includes(MAPS_SERVICE)) setOn(true)
  }, [])
  if (!mapsKey() || on) return null

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

  return (
    <div ref={own} className={`maps-consent ${className}`} data-maps-consent="">
      <button type="button" className="button button--secondary button--small" onClick={turnOn}>
        {t("booking.mapsConsent.button")}
      </button>
      <p className="field__hint">
        <Trans
          t={t}
          i18nKey="booking.mapsConsent.note"
          components={{
            // Trans fills the anchor with the link text of the translation.
            // eslint-disable-next-line jsx-a11y/anchor-has-content
            1: <a href={`${privacyPath}#address-autocomplete`} target="_blank" rel="noopener" />,
          }}
        />
      </p>
    </div>
  )
}
