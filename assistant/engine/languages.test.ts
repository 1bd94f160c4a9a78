import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE_INDEX, languageIndex, readLanguages } from './languages'

describe('readLanguages', () => {
  it("reads canonical names and the people's names, in order, and leaves the other words", () => {
    expect(readLanguages('malayali actress who speaks english'.split(' '), DEFAULT_LANGUAGE_INDEX)).toEqual({
      languages: ['Malayalam', 'English'],
      rest: ['actress', 'who', 'speaks'],
    })
  })

  it("knows only the catalog's languages when it is given", () => {
    const catalog = languageIndex(['Hindi', 'Sindhi'])
    expect(readLanguages(['sindhi', 'tamil'], catalog)).toEqual({ languages: ['Sindhi'], rest: ['tamil'] })
  })
})
