import React, { useEffect, useRef, useState } from "react"
import { Trans, useTranslation } from "react-i18next"
import { allowMaps, mapsAllowed } from "../../lib/consent"
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
 * visitor was in and is remembered with the other consent choices. Nothing is rendered without a maps key, once
 * the yes is given, or before the stored consent has been read (and not in the static HTML: without JavaScript
 * there are no suggestions to turn on).
 */
export default function MapsConsent({ language, privacyPath, fields, className = "" }: MapsConsentProps) {
  const { t } = useTranslation("forms")
  const [state, setState] = useState<"unknown" | "ask" | "on">("unknown")
  const own = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!mapsKey()) return
    let live = true
    mapsAllowed(language).then((allowed) => live && setState(allowed ? "on" : "ask"))
    return () => {
      live = false
    }
  }, [language])
  if (state !== "ask") return null

  const turnOn = async () => {
    const form = own.current?.closest("form")
    const inputs = fields.flatMap((name) => {
      const input = form?.elements.namedItem(name)
      return input instanceof HTMLInputElement ? [input] : []
    })
    await allowMaps(language)
    setState("on")
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
