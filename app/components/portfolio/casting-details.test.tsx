import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { castingFacts, Credits, SocialHandles, type Casting } from './casting-details'

const NONE: Casting = {
  heightCm: null,
  measurements: null,
  shoeSizeEu: null,
  accents: [],
  credits: [],
  bookedUntil: null,
  dayRate: null,
  socialHandles: [],
}

describe('castingFacts', () => {
  it('is empty for a talent who has given none', () => {
    expect(castingFacts(NONE)).toEqual([])
  })

  it('lists only what was given, in a fixed order', () => {
    const facts = castingFacts({
      ...NONE,
      heightCm: 168,
      shoeSizeEu: 38.5,
      accents: ['Mumbai Hindi', 'Marathi'],
      dayRate: { min: 15000, max: 125000 },
    })
    expect(facts.map(({ term, detail }) => [term, detail])).toEqual([
      ['Height', '168 cm · 5′ 6″'],
      ['Shoe size', 'EU 38.5'],
      ['Day rate', '₹15,000 – ₹1,25,000 a day'],
      ['Accents', 'Mumbai Hindi, Marathi'],
    ])
    expect(facts.find((fact) => fact.term === 'Day rate')?.wide).toBe(true)
  })
})

describe('Credits and social handles', () => {
  it('links a credit only to a web address', () => {
    const html = renderToString(
      <Credits
        credits={[
          {
            title: 'Monsoon Letters',
            role: 'Lead',
            year: 2025,
            projectType: 'Web Series',
            url: 'https://example.com/m',
          },
          { title: 'Odd', role: 'Extra', year: 2024, url: 'javascript:alert(1)' },
        ]}
      />,
    )
    expect(html).toContain('href="https://example.com/m"')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('Lead<!-- --> · Web Series')
  })

  it('labels follower counts as self-declared', () => {
    const html = renderToString(
      <SocialHandles
        handles={[
          { platform: 'Instagram', handle: '@asha', followers: 128400 },
          { platform: 'X', handle: '@a' },
        ]}
      />,
    )
    expect(html).toContain('1,28,400 followers')
    expect(html.match(/self-declared/g)).toHaveLength(1)
  })
})
