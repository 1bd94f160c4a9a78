import { talentPagePath } from './talents'
import type { ShortlistDetail } from './shortlists'

export const SHORTLIST_CSV_HEADER = [
  'Position',
  'USERID',
  'Name',
  'Talent type',
  'Gender',
  'Age group',
  'City',
  'Rating',
  'Project types',
  'Profile',
  'Note',
  'Added at',
] as const

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection": = + - @, and tab or CR that some
 * spreadsheets strip before them) is prefixed with ', so it shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One RFC 4180 cell: formula-safe, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The list as CSV, CRLF line ends, with a UTF-8 byte-order mark so spreadsheets read names correctly. */
export function shortlistCsv(shortlist: Pick<ShortlistDetail, 'entries'>): string {
  const rows = shortlist.entries.map(({ talent, note, addedAt }, index) => [
    index + 1,
    talent.USERID,
    talent.name,
    talent.talentType,
    talent.gender,
    talent.ageGroup,
    talent.city,
    talent.rating,
    talent.projectTypes.join('; '),
    talentPagePath(talent.USERID),
    note,
    addedAt,
  ])
  return `\uFEFF${[SHORTLIST_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** A download name from the list's name: letters, digits and dashes only. */
export function shortlistCsvFilename(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
  return `${slug || 'shortlist'}.csv`
}
