import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './module-preloads.server'

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload of a document low priority and leaves the rest alone', () => {
    // The markup React writes for Remix's <Scripts> preloads, beside a stylesheet and a plain preload.
    const html = renderToString(
      <>
        <link rel="stylesheet" href="/assets/styles.css" />
        <link rel="preload" as="image" href="/hero.webp" />
        <link rel="modulepreload" href="/assets/entry.client.js" />
        <link rel="modulepreload" href="/assets/root.js" />
      </>,
    )
    expect(lowPriorityModulePreloads(html)).toBe(
      '<link rel="stylesheet" href="/assets/styles.css"/><link rel="preload" as="image" href="/hero.webp"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>',
    )
  })
})
