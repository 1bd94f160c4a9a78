/** The tallest a bar may be drawn is 1; the shortest keeps silence visible as a line of dots. */
export const MIN_BAR_HEIGHT = 0.06

/**
 * A voice demo's waveform as `count` bars (heights in 0..1) from the API's peaks: each bar is the loudest
 * peak of its share of them, so a short loud word still shows when 200 peaks become fewer bars. Out-of-range
 * and non-numeric peaks are clamped; no peaks at all draw a flat line.
 */
export function waveformBars(peaks: readonly number[], count: number): number[] {
  const bars = Math.max(0, Math.floor(count))
  if (bars === 0) return []
  if (peaks.length === 0) return Array.from({ length: bars }, () => MIN_BAR_HEIGHT)
  return Array.from({ length: bars }, (_, bar) => {
    const start = Math.floor((bar * peaks.length) / bars)
    const end = Math.max(start + 1, Math.floor(((bar + 1) * peaks.length) / bars))
    let loudest = 0
    for (let i = start; i < end && i < peaks.length; i++) {
      const peak = peaks[i]!
      if (Number.isFinite(peak)) loudest = Math.max(loudest, peak)
    }
    return Math.max(MIN_BAR_HEIGHT, Math.min(1, loudest))
  })
}

/** How much of a demo has played, 0..1, for the highlighted part of its waveform. */
export function playedFraction(current: number, duration: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(duration) || duration <= 0) return 0
  return Math.min(1, Math.max(0, current / duration))
}
