import { DeleteDisclosure, ItemButton, ItemForm, MoveButtons } from './item-forms'
import { clockTime } from '../portfolio/format'
import * as styles from './media-manager.css'

export interface ManagedVoiceDemo {
  id: string
  title: string
  url: string
  durationSeconds: number
  peaks: number[]
}

const WAVE_BARS = 100

/** The demo's waveform as bars (0..1 peaks, two at a time): a picture of it, not a control. */
function Waveform({ peaks }: { peaks: number[] }) {
  if (peaks.length === 0) return null
  const step = Math.max(1, Math.ceil(peaks.length / WAVE_BARS))
  const bars = Array.from({ length: Math.ceil(peaks.length / step) }, (_, i) =>
    Math.max(...peaks.slice(i * step, (i + 1) * step)),
  )
  return (
    <svg
      className={styles.waveform}
      viewBox={`0 0 ${bars.length * 3} 40`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {bars.map((peak, i) => {
        const height = Math.max(2, peak * 38)
        return <rect key={i} x={i * 3} y={(40 - height) / 2} width={2} height={height} rx={1} fill="currentColor" />
      })}
    </svg>
  )
}

export function VoiceDemoList({ demos }: { demos: ManagedVoiceDemo[] }) {
  if (demos.length === 0) {
    return (
      <p className={styles.empty}>No voice demos yet. Recruiters for dubbing and voice work listen to these first.</p>
    )
  }
  return (
    <ol className={styles.voiceList}>
      {demos.map((demo, index) => (
        <VoiceDemoCard key={demo.id} demo={demo} place={index + 1} count={demos.length} />
      ))}
    </ol>
  )
}

function VoiceDemoCard({ demo, place, count }: { demo: ManagedVoiceDemo; place: number; count: number }) {
  const name = `voice demo ${place}`
  const titleId = `voice-${demo.id}-title`
  const shownTitle = demo.title || `Untitled voice demo ${place}`
  return (
    <li className={styles.voiceCard} data-media-id={demo.id} data-media-kind="voice" tabIndex={-1}>
      <div className={styles.voiceHeader}>
        <h4 className={styles.voiceTitle}>
          <span className="visually-hidden">
            Voice demo {place} of {count}:{' '}
          </span>
          {shownTitle}
        </h4>
        <span className={styles.itemMuted}>{clockTime(demo.durationSeconds)}</span>
      </div>
      <Waveform peaks={demo.peaks} />
      {/* A voice demo is a sample of how someone sounds: there is no transcript to caption it with. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio className={styles.audio} controls preload="none" src={demo.url} aria-label={`Play ${shownTitle}`} />
      <MoveButtons id={demo.id} place={place} count={count} noun="voice demo" />
      <details className={styles.disclosure}>
        <summary className={styles.summary}>
          Edit title<span className="visually-hidden">: {name}</span>
        </summary>
        <ItemForm id={demo.id} intent="details" className={styles.disclosureBody}>
          <div className={styles.smallField}>
            <label htmlFor={titleId} className={styles.smallLabel}>
              Demo title
            </label>
            <input
              key={demo.title}
              id={titleId}
              name="title"
              defaultValue={demo.title}
              maxLength={80}
              autoComplete="off"
              placeholder="Commercial – Hindi"
              className={styles.smallInput}
            />
          </div>
          <div className={styles.rowActions}>
            <ItemButton variant="primary" context={name}>
              Save title
            </ItemButton>
          </div>
        </ItemForm>
      </details>
      <DeleteDisclosure id={demo.id} noun="voice demo" place={place} />
    </li>
  )
}
