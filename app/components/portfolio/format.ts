/**
 * How a portfolio's numbers read: durations and follower counts here; heights, rupees, dates and
 * availability in api/profile-labels.ts (the chat assistant says them too), re-exported. Pure and
 * locale-free, so the server's HTML and the browser's render agree.
 */
import { indianGrouping } from '../../../api/profile-labels'

export {
  availabilityLabel,
  dateLabel,
  dayRateLabel,
  feetAndInches,
  heightLabel,
  indianGrouping,
  measurementsLabel,
  rupees,
} from '../../../api/profile-labels'

/** A playing time as a clock: "0:07", "2:45", "1:02:03". */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** What a seek slider says: "0:12 of 0:45". */
export const positionText = (current: number, duration: number) => `${clockTime(current)} of ${clockTime(duration)}`

/** "1,28,400 followers", "1 follower". */
export function followersLabel(followers: number): string {
  return `${indianGrouping(followers)} ${followers === 1 ? 'follower' : 'followers'}`
}
