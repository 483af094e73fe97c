import React from "react"
import Icon from "../icon"
import checkIcon from "@iconify-icons/ph/check"

type TermsListProps = {
  title: string
  /** The terms in the page's language (content/booking.yaml, numbers filled in). */
  terms: readonly string[]
  className?: string
}

/** The terms beside the price: a short list the booking form shows under the price and the confirmation repeats. */
export default function TermsList({ title, terms, className = "" }: TermsListProps) {
  return (
    <div className={`terms-list ${className}`} data-testid="terms">
      <p className="terms-list__title">{title}</p>
      <ul>
        {terms.map((term) => (
          <li key={term}>
            <Icon icon={checkIcon} />
            <span>{term}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
