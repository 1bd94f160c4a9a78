/**
 * Issue 7's flood as a figure, not a test: another client's API search latency (p95 of 80 searches, about 13
 * a second) without and during a flood of 50 search events a second from one signed-in chat socket, on a
 * seeded database of this run's kind (TEST_DB), in this process. Budget: the flooded p95 within 25% of the
 * quiet one (ratio ≤ 1.25). It runs under Vitest only for the test database set-up it shares with the
 * security test (tests/setup/flood.ts); it prints and asserts nothing about time.
 * Usage: npm run bench:flood   (FLOOD_ROUNDS=3 FLOOD_SEARCHES=80 by default)
 */
import os from 'node:os'
import { afterAll, beforeAll, it } from 'vitest'
import { floodScene, type FloodScene } from '../tests/setup/flood'

const ROUNDS = Number(process.env.FLOOD_ROUNDS ?? 3)
const SEARCHES = Number(process.env.FLOOD_SEARCHES ?? 80)
const MAX_RATIO = 1.25

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN
}

let scene: FloodScene
beforeAll(async () => {
  scene = await floodScene()
})
afterAll(() => scene?.close())

it('prints the cost of a flood to another client', { timeout: 600_000 }, async () => {
  // Warm up the search path (plans, caches) so neither phase pays for it, at the phases' own pace.
  await scene.searchLatencies(20)
  const ratios: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const quiet = p95(await scene.searchLatencies(SEARCHES))
    const { result, sent, served, notices } = await scene.flood(() => scene.searchLatencies(SEARCHES))
    const flooded = p95(result)
    ratios.push(flooded / quiet)
    console.log(
      `round ${round}: search p95 quiet ${quiet.toFixed(1)} ms, flooded ${flooded.toFixed(1)} ms, ` +
        `ratio ${(flooded / quiet).toFixed(2)}; flooder sent ${sent}, served ${served}, throttled ${notices}`,
    )
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? Number.NaN
  console.log(
    `median ratio ${median.toFixed(2)}, worst ${Math.max(...ratios).toFixed(2)} (budget ≤ ${MAX_RATIO}: ` +
      `${median <= MAX_RATIO ? 'within' : 'OVER'}); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
  )
})
