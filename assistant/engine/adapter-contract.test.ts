import { describe, expectTypeOf, it } from 'vitest'
import type { SearchTalentsInput, SearchTalentsResult } from '../../api/services/search'
import type { SearchCommand, SearchOutcome } from './conversation'

// Compile-time checks (npm run typecheck): the adapter passes the service's result to the engine and
// the engine's search command to the service without conversion.
describe('the engine fits the search service', () => {
  it('takes the search result as it is', () => {
    expectTypeOf<SearchTalentsResult>().toMatchTypeOf<SearchOutcome>()
  })

  it('gives filters, text, paging and session the service accepts', () => {
    expectTypeOf<Pick<SearchCommand, 'filters' | 'name' | 'query' | 'page' | 'limit' | 'sessionId'>>().toMatchTypeOf<
      Omit<SearchTalentsInput, 'owner' | 'session'>
    >()
  })
})
