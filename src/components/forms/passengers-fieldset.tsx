import React, { useMemo } from "react"
import { useTranslation } from "react-i18next"
import Field from "./field"
import { formPart, type FieldsetProps } from "./fieldset-props"
import { LIMITS, suggestClass, type VehicleCapacity } from "../../lib/forms/validation"

type PassengersFieldsetProps = FieldsetProps & {
  classes: readonly VehicleCapacity[]
  /** Sets one value (the suggested class). */
  set: (name: string, value: string) => void
}

const CHILD_SEATS = ["babySeats", "childSeats", "boosterSeats"] as const

/** Passengers and luggage: how many travel with how many suitcases, the vehicle class, child seats. */
function PassengersFieldset({ values, onChange, errorText, classes, set }: PassengersFieldsetProps) {
  const { t } = useTranslation("forms")
  const suggestion = useMemo(
    () => suggestClass(classes, Number(values.passengers) || 1, Number(values.suitcases) || 0),
    [classes, values.passengers, values.suitcases],
  )
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

export default formPart(PassengersFieldset, ["passengers", "suitcases", "vehicleClass", ...CHILD_SEATS])
