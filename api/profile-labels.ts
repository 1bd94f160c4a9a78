/**
 * How a profile's facts read in words: heights in cm and feet/inches, rupees with Indian digit grouping,
 * calendar dates and availability. Pure and locale-free, shared by the pages (app/components/portfolio/format.ts
 * re-exports them) and the chat assistant's answers, so both say a fact the same way.
 */

const CM_PER_INCH = 2.54
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A height as whole feet and inches, rounded to the nearest inch (182.9 cm is 6′ 0″, never 5′ 12″). */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH)
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 }
}

/** "168 cm · 5′ 6″" */
export function heightLabel(cm: number): string {
  const { feet, inches } = feetAndInches(cm)
  return `${cm} cm · ${feet}′ ${inches}″`
}

/** Digits grouped the Indian way: the last three, then pairs (1,25,000; 1,00,00,000). */
export function indianGrouping(value: number): string {
  const digits = String(Math.round(Math.abs(value)))
  const sign = value < 0 ? '-' : ''
  if (digits.length <= 3) return sign + digits
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${sign}${head},${digits.slice(-3)}`
}

/** "₹1,25,000" */
export const rupees = (value: number) => `₹${indianGrouping(value)}`

/** A day rate range: "₹15,000 – ₹25,000 a day", "From ₹15,000 a day", "Up to ₹25,000 a day"; null without either end. */
export function dayRateLabel(rate: { min: number | null; max: number | null }): string | null {
  const { min, max } = rate
  if (min !== null && max !== null)
    return min === max ? `${rupees(min)} a day` : `${rupees(min)} – ${rupees(max)} a day`
  if (min !== null) return `From ${rupees(min)} a day`
  if (max !== null) return `Up to ${rupees(max)} a day`
  return null
}

/** "Chest 86 · Waist 66 · Hips 91 cm", with only the measurements given; null with none. */
export function measurementsLabel(measurements: { chestCm?: number; waistCm?: number; hipsCm?: number } | null) {
  if (!measurements) return null
  const parts = [
    ['Chest', measurements.chestCm],
    ['Waist', measurements.waistCm],
    ['Hips', measurements.hipsCm],
  ].flatMap(([name, cm]) => (typeof cm === 'number' ? [`${name} ${cm}`] : []))
  return parts.length > 0 ? `${parts.join(' · ')} cm` : null
}

/** A calendar date (YYYY-MM-DD) as "12 Dec 2026"; anything else as it is. */
export function dateLabel(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : isoDate
}

/** "Available", or "Booked until 12 Dec 2026" while that day has not passed (`today` is YYYY-MM-DD). */
export function availabilityLabel(bookedUntil: string | null, today: string): string {
  return bookedUntil && bookedUntil >= today ? `Booked until ${dateLabel(bookedUntil)}` : 'Available'
}
