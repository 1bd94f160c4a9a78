import type { ReactNode } from 'react'

/** A 24 × 24 line icon in the text's colour, hidden from assistive technology (its control has the name). */
export function StrokeIcon({
  className,
  strokeWidth = 2,
  children,
}: {
  className: string
  strokeWidth?: number
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
