/**
 * Issue 7, the flood: one chat socket sends 50 search events a second for about 3 s while another client
 * searches through the API (the same search service and database). The flooder is throttled and told so,
 * and every one of the other client's searches is answered. What the flood costs the other client's
 * latency is a figure, not a test: `npm run bench:flood` prints it (budget: p95 within 25% of quiet).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { floodScene, FLOOD_EVENTS_PER_SECOND, type FloodScene } from '../setup/flood'

let scene: FloodScene

beforeAll(async () => {
  scene = await floodScene()
})
afterAll(() => scene?.close())

it(`a flood of ${FLOOD_EVENTS_PER_SECOND} events/s is throttled while another client's searches are all answered`, async () => {
  const { result, sent, served, notices } = await scene.flood(() => scene.searchLatencies(40))
  expect(result).toHaveLength(40)
  expect(sent).toBeGreaterThan(FLOOD_EVENTS_PER_SECOND)
  expect(notices).toBeGreaterThan(0)
  expect(served).toBeLessThan(sent / 2)
})
