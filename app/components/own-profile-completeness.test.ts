import { describe, expect, it } from 'vitest'
import { completenessOf } from '../../api/services/casting'
import { fixLinkFor } from './own-profile-completeness'

describe('fixLinkFor', () => {
  it('links every item the API can list to the part of the page that fixes it', () => {
    const nothing = completenessOf({
      photos: 0,
      voiceDemos: 0,
      talentType: 'Actor',
      bio: '',
      skills: [],
      languages: [],
      heightCm: null,
      credits: [],
      showreels: [],
    })
    const voice = completenessOf({
      photos: 0,
      voiceDemos: 0,
      talentType: 'Voiceover Artist',
      bio: '',
      skills: [],
      languages: [],
      heightCm: null,
      credits: [],
      showreels: [],
    })
    const links = Object.fromEntries(
      [...new Set([...nothing.missing, ...voice.missing])].map((i) => [i, fixLinkFor(i)]),
    )
    expect(links).toEqual({
      'A headshot': '#photos',
      'At least 3 photos': '#photos',
      'A bio of a few sentences': '#talent-profile-bio',
      'Three or more skills': '#talent-profile-skills',
      'The languages you work in': '#talent-profile-languages',
      'Your height': '#casting-details-heightCm',
      'A credit (a past project)': '#credits',
      'A showreel link': '#showreels',
      'A voice demo': '#voice-demos',
    })
    expect(fixLinkFor('Something new')).toBeNull()
  })
})
