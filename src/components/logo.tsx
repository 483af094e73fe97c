import React from "react"

/** The brand mark: a stylised peak over a road, drawn to match content/brand/icon.svg. */
export default function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="#0b1b2e" />
        <path d="M8 34 20 15l6 9 4-5 10 15z" fill="#3fae7a" />
        <path d="m20 15 4.2 6.6-2.6 1.4L20 20.6l-1.8 2.6-2.4-1.2z" fill="#f7f9fb" />
        <path d="M8 38h32" stroke="#d8b26e" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{name}</span>
      </span>
    </span>
  )
}
