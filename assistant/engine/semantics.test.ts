/** ADR 025's conversation rules, one test each, driven through `respond` with the eval's pure search stand-in. */
import { describe, expect, it } from 'vitest'
import { fakeSearch } from '../eval/fake-search'
import { initialState, respond, type EngineStep } from './conversation'
import { languageIndex } from './languages'
import { deps, talk } from './talk.test-support'

const lastText = (steps: EngineStep[]) => steps.at(-1)?.messages[0]?.text ?? ''

describe('complete requests replace, partial ones refine', () => {
  it('a complete request keeps nothing of the last search', () => {
    const { state } = talk(['teen male kathak dancers for theatre', 'actors in Pune'])
    expect(state.filters).toEqual({ talentType: 'Actor', location: 'Pune' })
    expect(state.crafts).toBeNull()
  })
  it('a refinement marker keeps the other filters even when a type is named', () => {
    const { state } = talk(['female actors aged 26-35 in Mumbai', 'actually models in Pune'])
    expect(state.filters).toEqual({ talentType: 'Model', gender: 'Female', ageGroup: '26-35', location: 'Pune' })
  })
  it('a bare talent type changes the type and keeps the rest', () => {
    expect(talk(['female dancers in Delhi', 'what about actors']).state.filters).toEqual({
      talentType: 'Actor',
      gender: 'Female',
      location: 'Delhi',
    })
  })
  it('"new requirement:" replaces even a partial-looking turn', () => {
    expect(talk(['female dancers in Pune', 'new requirement: actors']).state.filters).toEqual({ talentType: 'Actor' })
  })
})

describe('relative changes', () => {
  it('older and younger move the age group one step and keep the rest', () => {
    expect(talk(['female dancers in Mumbai aged 18-25', 'a bit older']).state.filters.ageGroup).toBe('26-35')
    expect(talk(['actresses aged 36-45', 'thoda chhota']).state.filters.ageGroup).toBe('26-35')
  })
  it('at the end of the scale the group stays and the reply says so', () => {
    const { state, steps } = talk(['actors over 60', 'older'])
    expect(state.filters.ageGroup).toBe('60+')
    expect(lastText(steps)).toMatch(/oldest/)
  })
  it('"any city", "koi bhi city", "any language" remove one filter', () => {
    expect(talk(['male actors in Delhi for a film', 'koi bhi city']).state.filters).toEqual({
      talentType: 'Actor',
      gender: 'Male',
      projectType: 'Film',
    })
    expect(talk(['Marathi speaking actresses in Pune', 'any language']).state.filters.languages).toBeUndefined()
  })
})

describe('corrections and resets', () => {
  it('"not Mumbai, Pune" and "Noida nahi, Gurgaon" set the city meant', () => {
    expect(talk(['actors in Mumbai', 'not Mumbai, Pune']).state.filters.location).toBe('Pune')
    expect(talk(['actors in Noida', 'Noida nahi, Gurgaon']).state.filters.location).toBe('Gurugram')
  })
  it('"sab hatao" starts over', () => {
    const { state } = talk(['female dancers in Mumbai', 'sab hatao'])
    expect(state.filters).toEqual({})
    expect(state.stage).toBe('talentType')
  })
})

describe('languages', () => {
  it('are a filter: named, added with "also", replaced otherwise', () => {
    expect(talk(['Tamil-speaking actress']).state.filters.languages).toEqual(['Tamil'])
    expect(talk(['Tamil-speaking actress', 'also Telugu']).state.filters.languages).toEqual(['Tamil', 'Telugu'])
    expect(talk(['Tamil-speaking actress', 'Telugu instead']).state.filters.languages).toEqual(['Telugu'])
  })
  it('are part of the search: the command carries them and the reply names them with the search', () => {
    const given = deps()
    const asked = respond(
      initialState(true),
      { kind: 'text', text: 'Tamil or Telugu speaking actresses in Chennai' },
      given,
    )
    if (asked.command?.kind !== 'search') throw new Error('no search')
    expect(asked.command.filters).toEqual({
      talentType: 'Actor',
      gender: 'Female',
      location: 'Chennai',
      languages: ['Tamil', 'Telugu'],
    })
    const shown = respond(asked.state, { kind: 'results', result: fakeSearch(asked.command) }, given)
    expect(shown.messages[0]?.text).toBe('Found 3 Tamil or Telugu speaking Female Actors in Chennai.')
    expect(shown.messages.map((message) => message.text).join(' ')).not.toMatch(/can't filter by language/)
    expect(shown.state.filters.languages).toEqual(['Tamil', 'Telugu'])
  })
  it('the state follows the languages the search ran with', () => {
    const given = deps()
    const asked = respond(initialState(true), { kind: 'text', text: 'Bengali speaking actors in Kolkata' }, given)
    if (asked.command?.kind !== 'search') throw new Error('no search')
    const { languages: _, ...applied } = asked.command.filters
    const shown = respond(
      asked.state,
      { kind: 'results', result: { ...fakeSearch(asked.command), filters: applied } },
      given,
    )
    expect(shown.state.filters.languages).toBeUndefined()
    expect(shown.messages[0]?.text).toBe('Found 3 Actors in Kolkata.')
  })
  it('no one found: "Any language" widens the search', () => {
    const given = deps()
    const asked = respond(initialState(true), { kind: 'text', text: 'Khasi speaking dancers in Pune' }, given)
    if (asked.command?.kind !== 'search') throw new Error('no search')
    const none = { ...fakeSearch(asked.command), talents: [], totalResults: 0 }
    const shown = respond(asked.state, { kind: 'results', result: none }, given)
    expect(shown.messages[0]?.text).toBe('No Khasi speaking Dancers in Pune yet. Try widening your search:')
    expect(shown.messages[0]?.options).toContain('Any language')
    const widened = respond(shown.state, { kind: 'option', text: 'Any language' }, given)
    if (widened.command?.kind !== 'search') throw new Error('no search')
    expect(widened.command.filters).toEqual({ talentType: 'Dancer', location: 'Pune' })
  })
  it('come from the catalog when it is given', () => {
    const catalog = deps({ languages: languageIndex(['Hindi', 'Sindhi']) })
    expect(talk(['Sindhi speaking actors'], catalog).state.filters.languages).toEqual(['Sindhi'])
  })
})

describe('unsupported requirements', () => {
  it('are acknowledged in the reply and never become keywords', () => {
    const { state, steps } = talk(['tall male models in Delhi under 20k'])
    expect(state.filters).toEqual({ talentType: 'Model', gender: 'Male', location: 'Delhi' })
    expect(state.crafts).toBeNull()
    expect(lastText(steps)).toMatch(/^I can't filter by budget yet; height isn't a filter yet/)
  })
  it('a dates-only turn keeps the search and says dates cannot be checked', () => {
    const { state, steps } = talk(['voice artists for Hindi dubbing', 'we record on Monday'])
    expect(state.filters).toMatchObject({ talentType: 'Voiceover Artist', languages: ['Hindi'] })
    expect(lastText(steps)).toMatch(/I can't check dates yet/)
  })
})

describe('questions and actions on the results', () => {
  it('"why these?" explains each card and keeps the search', () => {
    const { state, steps } = talk(['kathak dancers in Mumbai', 'why these?'])
    expect(steps[0]?.command).toMatchObject({ kind: 'explain' })
    expect(lastText(steps)).toBe(
      'Why these:\nSoumya Ghosh, Meera Iyer and Harleen Gill: matched Dancer · Mumbai · kathak in skills or bio.',
    )
    expect(state.filters).toEqual({ talentType: 'Dancer', location: 'Mumbai' })
  })
  it('"shortlist the first two" / "pehle do shortlist karo" name the positions and the talents', () => {
    for (const text of ['shortlist the first two', 'pehle do shortlist karo']) {
      const { steps } = talk(['actors in Pune', text])
      expect(steps[0]?.command).toMatchObject({ kind: 'shortlist', positions: [1, 2] })
    }
  })
  it('"her height" is about the talent last shown alone', () => {
    const { steps } = talk(['find Meera Iyer', "what's her height?"])
    expect(steps[0]?.command).toMatchObject({ kind: 'detail', field: 'height', name: 'Meera Iyer' })
  })
  it('with several cards and no position, a detail question asks which', () => {
    const { steps } = talk(['actors in Pune', 'is she available?'])
    expect(steps[0]?.command).toEqual({ kind: 'detail', field: 'availability' })
    expect(lastText(steps)).toMatch(/^Whose availability/)
  })
  it('"more like the second one" searches talents like her, without her', () => {
    const { steps, state } = talk(['female actors in Chennai', 'more like the second one'])
    expect(steps[0]?.command).toMatchObject({ kind: 'similar', name: 'Meera Iyer', search: { kind: 'search' } })
    expect(state.filters).toMatchObject({ talentType: 'Actor', location: 'Chennai' })
    const similar = steps[0]?.command
    if (similar?.kind !== 'similar') throw new Error('no similar command')
    const given = deps()
    const shown = respond(state, { kind: 'results', result: fakeSearch(similar.search) }, given)
    expect(shown.state.shown.map((card) => card.name)).toEqual(['Soumya Ghosh', 'Harleen Gill'])
  })
})

describe('names', () => {
  it('a bare name after "start over" is a name search', () => {
    const { state } = talk(['female dancers in Pune', 'start over', 'Priyanka'])
    expect(state.lastSearch).toMatchObject({ isNameSearch: true, name: 'Priyanka', filters: {} })
  })
  it('the catalog decides a lower-case bare word', () => {
    const catalog = deps({ isTalentName: (word) => word === 'hiral' })
    expect(talk(['hiral'], catalog).state.lastSearch).toMatchObject({ isNameSearch: true, name: 'hiral' })
    expect(talk(['hiral']).state.lastSearch).toMatchObject({ isNameSearch: false, query: 'hiral' })
  })
})

describe('chit-chat and replies', () => {
  it('chit-chat naming a city is no search', () => {
    const { steps, state } = talk(['female dancers in Pune', "what's the weather in Mumbai today"])
    expect(steps[0]?.command).toBeNull()
    expect(state.filters.location).toBe('Pune')
  })
  it('a reply never quotes a question of an earlier turn', () => {
    const { steps } = talk(['female dancers in Mumbai', 'why did you pick these?', 'only 18 to 25'])
    expect(lastText(steps)).not.toMatch(/pick/)
    expect(lastText(steps)).toBe('Found 3 Female Dancers in Mumbai aged 18-25.')
  })
})
