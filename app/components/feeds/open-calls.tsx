import { CallCard, type CallCardData } from '~/components/calls/call-card'
import * as calls from '~/components/calls/calls.css'
import * as page from '~/components/page.css'
import * as feeds from './feeds.css'

/**
 * The talent home's open casting calls (ADR 026): for a signed-in talent the ones that fit their profile come
 * first, marked; everyone else sees the newest.
 */
export function OpenCalls({ calls: list, forTalent }: { calls: CallCardData[]; forTalent: boolean }) {
  return (
    <section id="open-calls" className={page.section} aria-labelledby="open-calls-title" data-testid="open-calls">
      <div className={page.sectionHeader}>
        <h2 id="open-calls-title" className={page.sectionTitle}>
          {forTalent ? 'Casting calls for you' : 'Latest casting calls'}
        </h2>
        <p className={page.muted}>{forTalent ? 'Calls that fit your profile first' : 'Newest first'}</p>
      </div>
      {list.length === 0 ? (
        <p className={feeds.notice}>No open casting calls right now. Check back soon.</p>
      ) : (
        <ul className={calls.callGrid} aria-label="Open casting calls">
          {list.map((call) => (
            <li key={call.id}>
              <CallCard call={call} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
