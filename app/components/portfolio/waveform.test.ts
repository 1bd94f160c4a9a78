import { describe, expect, it } from 'vitest'
import { MIN_BAR_HEIGHT, playedFraction, waveformBars } from './waveform'

describe('waveformBars', () => {
  it('takes the loudest peak of each bar’s share', () => {
    const peaks = [0.1, 0.9, 0.2, 0.3, 0.5, 0.4, 0.8, 0.7]
    expect(waveformBars(peaks, 4)).toEqual([0.9, 0.3, 0.5, 0.8])
    expect(waveformBars(peaks, 2)).toEqual([0.9, 0.8])
  })

  it('gives exactly the bars asked for, from 200 peaks', () => {
    const peaks = Array.from({ length: 200 }, (_, i) => (i % 10) / 10)
    for (const count of [1, 72, 100, 200, 300]) expect(waveformBars(peaks, count)).toHaveLength(count)
    expect(waveformBars(peaks, 200)).toEqual(peaks.map((peak) => Math.max(MIN_BAR_HEIGHT, peak)))
  })

  it('keeps a short loud word when many peaks become few bars', () => {
    const peaks = Array.from({ length: 200 }, () => 0.05)
    peaks[123] = 1
    const bars = waveformBars(peaks, 72)
    expect(bars.filter((bar) => bar === 1)).toHaveLength(1)
  })

  it('clamps what it is given, and draws silence as the shortest bars', () => {
    expect(waveformBars([-1, 2, Number.NaN, 0], 4)).toEqual([MIN_BAR_HEIGHT, 1, MIN_BAR_HEIGHT, MIN_BAR_HEIGHT])
    expect(waveformBars([], 3)).toEqual([MIN_BAR_HEIGHT, MIN_BAR_HEIGHT, MIN_BAR_HEIGHT])
    expect(waveformBars([0.5], 0)).toEqual([])
  })
})

describe('playedFraction', () => {
  it('is the share played, within 0..1', () => {
    expect(playedFraction(12, 48)).toBe(0.25)
    expect(playedFraction(50, 48)).toBe(1)
    expect(playedFraction(-1, 48)).toBe(0)
    expect(playedFraction(3, 0)).toBe(0)
    expect(playedFraction(3, Number.NaN)).toBe(0)
  })
})
