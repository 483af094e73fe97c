import React, { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import Field from "./field"
import { formPart, type FieldsetProps } from "./fieldset-props"
import { ITEMS, LIMITS, itemsOf, suggestClass, type VehicleCapacity } from "../../lib/forms/validation"

type PassengersFieldsetProps = FieldsetProps & {
  classes: readonly VehicleCapacity[]
  /** Sets one value (the suggested class). */
  set: (name: string, value: string) => void
}

const CHILD_SEATS = ["babySeats", "childSeats", "boosterSeats"] as const

const PET_SIZES = ["small", "large"] as const

/**
 * Passengers and luggage: how many travel with how many suitcases, skis, golf bags, bicycles and pets, the vehicle
 * class (the smallest that carries it all is suggested), child seats.
 */
function PassengersFieldset({ values, onChange, errorText, classes, set }: PassengersFieldsetProps) {
  const { t } = useTranslation("forms")
  // A few comparisons over five classes: cheaper than remembering them.
  const suggestion = suggestClass(
    classes,
    Number(values.passengers) || 1,
    Number(values.suitcases) || 0,
    itemsOf(values),
  )
  // The bulky items fold away until used; open while one is counted or has an error.
  const itemsInUse = [...ITEMS, "petSize"].some((name) => (values[name] && values[name] !== "0") || errorText(name))
  const [itemsOpen, setItemsOpen] = useState(itemsInUse)
  useEffect(() => {
    if (itemsInUse) setItemsOpen(true)
  }, [itemsInUse])
  const countField =
    (name: string, max: number, min = 0) =>
    (props: React.InputHTMLAttributes<HTMLInputElement>) => (
      <input
        {...props}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={values[name]}
        onChange={onChange}
      />
    )
  return (
    <fieldset className="request-form__group">
      <legend>{t("booking.passengersLuggage")}</legend>
      <div className="form-grid">
        <Field name="passengers" label={t("booking.passengers")} error={errorText("passengers")} required>
          {countField("passengers", LIMITS.passengers[1], LIMITS.passengers[0])}
        </Field>
        <Field name="suitcases" label={t("booking.suitcases")} error={errorText("suitcases")}>
          {countField("suitcases", LIMITS.suitcases[1], LIMITS.suitcases[0])}
        </Field>
        <Field
          name="vehicleClass"
          label={t("booking.vehicleClass")}
          error={errorText("vehicleClass")}
          required
          className="span-2"
        >
          {(props) => (
            <select {...props} value={values.vehicleClass} onChange={onChange}>
              <option value="">{t("booking.choose")}</option>
              {classes.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {t("booking.classOption", { name: c.name, passengers: c.passengers, suitcases: c.suitcases })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {suggestion && suggestion.slug !== values.vehicleClass && (
          <p className="request-form__suggestion span-2" aria-live="polite">
            {t("booking.suggestion", {
              passengers: values.passengers || 1,
              suitcases: values.suitcases || 0,
              name: suggestion.name,
            })}{" "}
            <button type="button" className="link-button" onClick={() => set("vehicleClass", suggestion.slug)}>
              {t("booking.useSuggestion", { name: suggestion.name })}
            </button>
          </p>
        )}
      </div>
      <details
        className="request-form__more"
        open={itemsOpen}
        onToggle={(event) => setItemsOpen((event.target as HTMLDetailsElement).open)}
      >
        <summary>{t("booking.items")}</summary>
        <div className="form-grid">
          {ITEMS.map((item) => (
            <Field key={item} name={item} label={t(`booking.${item}`)} error={errorText(item)}>
              {countField(item, LIMITS.items[1])}
            </Field>
          ))}
          <Field name="petSize" label={t("booking.petSize")} error={errorText("petSize")}>
            {(props) => (
              <select {...props} value={values.petSize} onChange={onChange}>
                <option value="">{t("booking.choose")}</option>
                {PET_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {t(size === "small" ? "booking.petSmall" : "booking.petLarge")}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </details>
      <fieldset className="request-form__subgroup">
        <legend>{t("booking.childSeats")}</legend>
        <div className="form-grid form-grid--3">
          {CHILD_SEATS.map((seat) => (
            <Field
              key={seat}
              name={seat}
              label={t(`booking.${seat === "childSeats" ? "childSeatsLabel" : seat}`)}
              error={errorText(seat)}
            >
              {countField(seat, LIMITS.childSeats[1])}
            </Field>
          ))}
        </div>
      </fieldset>
    </fieldset>
  )
}

export default formPart(PassengersFieldset, [
  "passengers",
  "suitcases",
  "vehicleClass",
  ...CHILD_SEATS,
  ...ITEMS,
  "petSize",
])
