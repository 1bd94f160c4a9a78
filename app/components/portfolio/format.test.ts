import { describe, expect, it } from 'vitest'
import {
  availabilityLabel,
  clockTime,
  dateLabel,
  dayRateLabel,
  feetAndInches,
  followersLabel,
  heightLabel,
  indianGrouping,
  measurementsLabel,
  positionText,
  rupees,
} from './format'

describe('height', () => {
  it.each([
    [168, 5, 6],
    [152, 5, 0],
    [180, 5, 11],
    [182.9, 6, 0], // 72.01 in: rounds up to a whole foot, never 5′ 12″
    [183, 6, 0],
    [100, 3, 3],
    [50, 1, 8],
  ])('%s cm is %s′ %s″', (cm, feet, inches) => {
    expect(feetAndInches(cm)).toEqual({ feet, inches })
  })

  it('reads in both units', () => {
    expect(heightLabel(168)).toBe('168 cm · 5′ 6″')
  })
})

describe('rupees', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [15000, '15,000'],
    [125000, '1,25,000'],
    [1000000, '10,00,000'],
    [10000000, '1,00,00,000'],
    [-125000, '-1,25,000'],
  ])('%s is grouped as %s', (value, grouped) => {
    expect(indianGrouping(value)).toBe(grouped)
  })

  it('agrees with the en-IN locale', () => {
    for (const value of [7, 42_000, 3_45_678, 12_34_56_789]) {
      expect(indianGrouping(value)).toBe(new Intl.NumberFormat('en-IN').format(value))
    }
  })

  it('formats a day rate range with either end missing', () => {
    expect(rupees(125000)).toBe('₹1,25,000')
    expect(dayRateLabel({ min: 15000, max: 125000 })).toBe('₹15,000 – ₹1,25,000 a day')
    expect(dayRateLabel({ min: 20000, max: 20000 })).toBe('₹20,000 a day')
    expect(dayRateLabel({ min: 15000, max: null })).toBe('From ₹15,000 a day')
    expect(dayRateLabel({ min: null, max: 25000 })).toBe('Up to ₹25,000 a day')
    expect(dayRateLabel({ min: null, max: null })).toBeNull()
  })
})

describe('measurements', () => {
  it('names only those given', () => {
    expect(measurementsLabel({ chestCm: 86, waistCm: 66, hipsCm: 91 })).toBe('Chest 86 · Waist 66 · Hips 91 cm')
    expect(measurementsLabel({ waistCm: 70 })).toBe('Waist 70 cm')
    expect(measurementsLabel({})).toBeNull()
    expect(measurementsLabel(null)).toBeNull()
  })
})

describe('dates and availability', () => {
  it('writes a calendar date the same everywhere', () => {
    expect(dateLabel('2026-12-12')).toBe('12 Dec 2026')
    expect(dateLabel('2027-01-05')).toBe('5 Jan 2027')
    expect(dateLabel('soon')).toBe('soon')
  })

  it('is booked until the day itself, and available after it', () => {
    expect(availabilityLabel(null, '2026-11-26')).toBe('Available')
    expect(availabilityLabel('2026-12-12', '2026-11-26')).toBe('Booked until 12 Dec 2026')
    expect(availabilityLabel('2026-12-12', '2026-12-12')).toBe('Booked until 12 Dec 2026')
    expect(availabilityLabel('2026-12-12', '2026-12-13')).toBe('Available')
  })
})

describe('durations', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [45, '0:45'],
    [65, '1:05'],
    [600, '10:00'],
    [3723, '1:02:03'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s reads %s', (seconds, clock) => {
    expect(clockTime(seconds)).toBe(clock)
  })

  it('says where playback is, for the seek slider', () => {
    expect(positionText(12.4, 45)).toBe('0:12 of 0:45')
  })
})

describe('followers', () => {
  it('counts with Indian grouping', () => {
    expect(followersLabel(128400)).toBe('1,28,400 followers')
    expect(followersLabel(1)).toBe('1 follower')
    expect(followersLabel(0)).toBe('0 followers')
  })
})
