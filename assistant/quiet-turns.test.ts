import { describe, expect, it } from 'vitest'
import { QuietTurns } from './quiet-turns'

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('QuietTurns', () => {
  it('lets a follow-up run on the next turn when no client event arrives', async () => {
    const turns = new QuietTurns()
    let ran = false
    void turns.wait().then(() => (ran = true))
    expect(ran).toBe(false)
    await nextTurn()
    await nextTurn()
    expect(ran).toBe(true)
  })

  it('holds follow-ups while client events keep arriving, and releases them together', async () => {
    const turns = new QuietTurns(10_000)
    const order: number[] = []
    void turns.wait().then(() => order.push(1))
    void turns.wait().then(() => order.push(2))
    for (let turn = 0; turn < 20; turn++) {
      turns.noteEvent()
      await nextTurn()
    }
    expect(order).toEqual([])
    await nextTurn()
    await nextTurn()
    expect(order).toEqual([1, 2])
  })

  it('holds follow-ups while a search is on its way to its cards, quiet turns or not', async () => {
    const turns = new QuietTurns(10_000)
    const cardsLeft = turns.begin()
    let ran = false
    void turns.wait().then(() => (ran = true))
    for (let turn = 0; turn < 20; turn++) await nextTurn()
    expect(ran).toBe(false)
    cardsLeft()
    cardsLeft() // twice is once
    await nextTurn()
    await nextTurn()
    expect(ran).toBe(true)
    // The count is back to none: the next follow-up runs on the next quiet turn.
    let next = false
    void turns.wait().then(() => (next = true))
    await nextTurn()
    await nextTurn()
    expect(next).toBe(true)
  })

  it('waits no longer than its limit, however busy the turns', async () => {
    const turns = new QuietTurns(30)
    const started = performance.now()
    let waited = -1
    void turns.wait().then(() => (waited = performance.now() - started))
    while (waited < 0 && performance.now() - started < 2000) {
      turns.noteEvent()
      await nextTurn()
    }
    expect(waited).toBeGreaterThanOrEqual(30)
    expect(waited).toBeLessThan(500)
  })
})
