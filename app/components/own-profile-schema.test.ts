import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { RecruiterProfileFormSchema, TalentProfileFormSchema } from './own-profile-schema'

/** A form as the browser posts it; conform turns empty fields into "absent" before zod sees them. */
function form(fields: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

const talent: [string, string][] = [
  ['name', '  Aanya   Kapoor '],
  ['talentType', 'Actor'],
  ['gender', 'Female'],
  ['birthDate', '2001-03-01'],
  ['city', 'Mumbai'],
  ['languages', 'Hindi, English,, hindi ,English'],
  ['skills', ''],
  ['bio', 'Line one\r\nLine two  '],
]

describe('TalentProfileFormSchema', () => {
  it('normalises what people type into what the API stores', () => {
    const submission = parseWithZod(form(talent), { schema: TalentProfileFormSchema })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({
      name: 'Aanya Kapoor',
      talentType: 'Actor',
      gender: 'Female',
      birthDate: '2001-03-01',
      city: 'Mumbai',
      projectTypes: [],
      languages: ['Hindi', 'English', 'hindi'],
      skills: [],
      bio: 'Line one\nLine two',
      isPublic: false,
      callDigest: false,
    })
  })

  it('reads the ticked boxes as true', () => {
    const ticked = form([...talent, ['isPublic', 'on'], ['callDigest', 'on']])
    const submission = parseWithZod(ticked, { schema: TalentProfileFormSchema })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({ isPublic: true, callDigest: true })
  })

  it('counts a CRLF line break once, as the API does', () => {
    const bio = `${'x'.repeat(499)}\r\n${'y'.repeat(500)}`
    const fields = talent.map(([name, value]): [string, string] => [name, name === 'bio' ? bio : value])
    const submission = parseWithZod(form(fields), { schema: TalentProfileFormSchema })
    expect(submission.status).toBe('success')
  })

  it('names each bad field with a sentence a person understands', () => {
    const bad: [string, string][] = [
      ['name', 'A'],
      ['talentType', 'Wizard'],
      ['birthDate', '2024-02-30'],
      ['city', 'Atlantis'],
      ['projectTypes', 'Opera'],
      ['languages', Array.from({ length: 11 }, (_, i) => `Language ${i}`).join(',')],
      ['skills', 'x'.repeat(41)],
    ]
    const submission = parseWithZod(form(bad), { schema: TalentProfileFormSchema })
    expect(submission.status).toBe('error')
    if (submission.status !== 'error') return
    expect(submission.error).toMatchObject({
      name: ['Your name needs at least 2 characters'],
      talentType: ['Choose what you do'],
      gender: ['Choose a gender'],
      birthDate: ['Enter a date as YYYY-MM-DD'],
      city: ['Choose a city from the list'],
      'projectTypes[0]': ['Choose project types from the list'],
      languages: ['List at most 10 languages'],
      skills: ['Each of your skills can be at most 40 characters'],
    })
  })
})

describe('RecruiterProfileFormSchema', () => {
  it('an empty company clears it; an empty city leaves it unchanged (not sent)', () => {
    const submission = parseWithZod(
      form([
        ['name', 'Rhea Malhotra'],
        ['company', ''],
        ['city', ''],
      ]),
      { schema: RecruiterProfileFormSchema },
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({ name: 'Rhea Malhotra', company: '', brand: '', bio: '' })
  })
})
