import React, { useEffect, useId, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { pickedText, separatorOf, suggestPlaces, type PlaceIndex } from "../../lib/domain/places"
import { typeInto } from "../../lib/maps"
import type { Language } from "../../lib/language/languages"

type PlaceComboboxProps = React.InputHTMLAttributes<HTMLInputElement> & {
  id: string
  name: string
  value: string
  language: Language
  /** The places index, null until it has loaded (or when it could not load: the field then stays plain text). */
  index: PlaceIndex | null
  /** Asks for the index: called on the first focus, so the page itself never loads it. */
  requestIndex: () => void
}

/**
 * A place field with suggestions from the site's own places index: the WAI-ARIA 1.2 combobox with a listbox
 * popup (APG "Combobox With Listbox Popup", list autocomplete without automatic selection). Focus stays in the
 * text field; the arrow keys move the active option (aria-activedescendant), Enter picks it, Escape closes the
 * list, Tab leaves with the text as typed. Server-rendered as a plain text input, so without JavaScript (or
 * without the index) it is simply a text field inside the real form. Once the visitor's yes has attached the
 * maps service's address search to the field (data-autocomplete="on", src/lib/maps.ts), that search takes over:
 * this list stays closed, so two popups never show at once.
 */
export default function PlaceCombobox({
  id,
  value,
  language,
  index,
  requestIndex,
  onFocus,
  onBlur,
  onKeyDown,
  ...inputProps
}: PlaceComboboxProps) {
  const { t } = useTranslation("forms")
  const input = useRef<HTMLInputElement>(null)
  const listId = `${id}-places`
  const optionId = (at: number) => `${listId}-${at}`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // What the visitor typed last: the list follows typing, not a value set by a pick, a draft or a booking link.
  const [query, setQuery] = useState<string | null>(null)
  const statusId = useId()
  const suggestions = useMemo(
    () => (index && query !== null ? suggestPlaces(index, query, language) : []),
    [index, query, language],
  )
  const mapsTookOver = () => input.current?.dataset.autocomplete === "on"
  const expanded = open && suggestions.length > 0 && !mapsTookOver()

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" })
    // optionId only depends on the id, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const pick = (at: number) => {
    const chosen = suggestions[at]
    if (!chosen || !input.current || !index) return
    // The label, or with its region when another place shares it, so the price finds the place picked.
    typeInto(input.current, pickedText(index, chosen))
    setQuery(null)
    close()
  }
  const move = (by: number) => {
    if (!suggestions.length || mapsTookOver()) return
    setOpen(true)
    setActive((at) =>
      at < 0 ? (by > 0 ? 0 : suggestions.length - 1) : (at + by + suggestions.length) % suggestions.length,
    )
  }

  const keyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.altKey && event.key === "ArrowDown") {
      setOpen(true)
    } else if (event.key === "ArrowDown") move(1)
    else if (event.key === "ArrowUp") move(-1)
    else if (event.key === "Enter" && expanded && active >= 0) pick(active)
    else if (event.key === "Escape" && open) {
      // Also while the index is still loading: the list must not open over the page after the visitor said no.
      close()
      if (!expanded) return
    } else return
    // The keys the list handled do nothing else (no caret jump, no submit, no closing a dialog around the form).
    event.preventDefault()
  }

  // The count a screen reader hears (polite: after what it is reading), once the visitor has typed something.
  // Translated only when the count changes: a plural costs i18next a new Intl.PluralRules, on every keystroke.
  const heard = index && query?.trim() && !mapsTookOver() ? suggestions.length : null
  const announcement = useMemo(
    () => (heard === null ? "" : heard ? t("places.count", { count: heard }) : t("places.none")),
    [t, heard],
  )
  const listLabel = useMemo(() => t("places.label"), [t])

  return (
    <div className="place-combobox">
      <input
        {...inputProps}
        ref={input}
        id={id}
        type="text"
        value={value}
        autoComplete="off"
        {...(index
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
            }
          : {})}
        onFocus={(event) => {
          requestIndex()
          onFocus?.(event)
        }}
        onInput={(event) => {
          setQuery(event.currentTarget.value)
          setActive(-1)
          setOpen(true)
        }}
        onBlur={(event) => {
          close()
          onBlur?.(event)
        }}
        onKeyDown={keyDown}
      />
      {index && (
        <ul id={listId} role="listbox" aria-label={listLabel} className="place-combobox__list" hidden={!expanded}>
          {expanded &&
            suggestions.map((suggestion, at) => (
              // The keyboard works in the field (aria-activedescendant): an option only needs the pointer's click.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={suggestion.id}
                id={optionId(at)}
                role="option"
                aria-selected={at === active}
                className="place-combobox__option"
                // Keeps the focus in the field, so a tap or click picks without a blur closing the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(at)}
                onMouseMove={() => at !== active && setActive(at)}
              >
                {/* Heard as the Swiss write it, "Bulle FR" and "Chamonix, Frankreich", while on screen the detail keeps
                    its column: the option's two boxes are read with a space between them, and a country after a
                    comma. */}
                <span className="place-combobox__label">
                  {suggestion.label}
                  {separatorOf(index, suggestion) === ", " && <span className="place-combobox__comma">,</span>}
                </span>
                {suggestion.detail && <span className="place-combobox__detail">{suggestion.detail}</span>}
              </li>
            ))}
        </ul>
      )}
      <div id={statusId} role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </div>
  )
}
