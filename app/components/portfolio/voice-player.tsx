import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { clockTime, positionText } from './format'
import * as styles from './voice-player.css'
import { playedFraction, waveformBars } from './waveform'

export interface VoiceDemo {
  id: string
  title: string
  url: string
  durationSeconds: number
  peaks: number[]
}

const BAR_COUNT = 72
/** Each bar is 2 units wide with a 1-unit gap, 40 units tall, stretched to the player's width. */
const BAR_PITCH = 3
const WAVE_HEIGHT = 40

export function VoiceDemos({ demos }: { demos: VoiceDemo[] }) {
  return (
    <ul className={styles.list}>
      {demos.map((demo) => (
        <li key={demo.id}>
          <VoicePlayer demo={demo} />
        </li>
      ))}
    </ul>
  )
}

/**
 * One voice demo: the native `<audio controls>` without JavaScript; with it, a play button, the waveform
 * (the played part highlighted) and a seek slider over it. `preload="none"`: nothing loads before Play.
 */
function VoicePlayer({ demo }: { demo: VoiceDemo }) {
  const hydrated = useHydrated()
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [current, setCurrent] = useState(0)
  const [duration, setDuration] = useState(demo.durationSeconds)
  const title = demo.title || 'Voice demo'
  const titleId = `voice-${demo.id}`

  // One demo at a time: another starting pauses this one (media events do not bubble; capture sees them).
  useEffect(() => {
    function onAnyPlay(event: Event) {
      if (event.target !== audio.current && event.target instanceof HTMLMediaElement) audio.current?.pause()
    }
    document.addEventListener('play', onAnyPlay, true)
    return () => document.removeEventListener('play', onAnyPlay, true)
  }, [])

  function toggle() {
    const element = audio.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPlaying(false))
    else element.pause()
  }

  function seek(event: ChangeEvent<HTMLInputElement>) {
    const seconds = Number(event.currentTarget.value)
    setCurrent(seconds)
    if (audio.current) audio.current.currentTime = seconds
  }

  const fraction = playedFraction(current, duration)
  return (
    <figure className={styles.player} aria-labelledby={titleId}>
      <figcaption className={styles.heading}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        <span className={styles.duration}>
          <span className={styles.visuallyHidden}>Length </span>
          {clockTime(duration)}
        </span>
      </figcaption>
      {/* A voice demo is a sample of how someone sounds, and the API has no transcript to give. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        className={hydrated ? styles.hiddenAudio : styles.nativeAudio}
        src={demo.url}
        preload="none"
        controls={!hydrated}
        aria-labelledby={hydrated ? undefined : titleId}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration
          if (Number.isFinite(seconds) && seconds > 0) setDuration(seconds)
        }}
      />
      {hydrated && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.playButton}
            onClick={toggle}
            aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              {playing ? (
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
              ) : (
                <path
                  d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z"
                  fill="currentColor"
                />
              )}
            </svg>
          </button>
          <div className={styles.track}>
            <Waveform id={demo.id} peaks={demo.peaks} played={fraction} />
            <input
              type="range"
              className={styles.seek}
              min={0}
              max={Math.max(1, Math.ceil(duration))}
              step={1}
              value={Math.floor(current)}
              onChange={seek}
              aria-label={`Seek in ${title}`}
              aria-valuetext={positionText(current, duration)}
            />
          </div>
          <span className={styles.time} aria-hidden="true">
            {clockTime(current)}
          </span>
        </div>
      )}
    </figure>
  )
}

/** The demo's loudness as bars; a copy in the accent colour is clipped to the part already played. */
function Waveform({ id, peaks, played }: { id: string; peaks: number[]; played: number }) {
  const bars = waveformBars(peaks, BAR_COUNT)
  const width = bars.length * BAR_PITCH
  const clipId = `played-${id}`
  const drawn = bars.map((height, index) => {
    const barHeight = Math.max(1, height * WAVE_HEIGHT)
    return (
      <rect
        key={index}
        x={index * BAR_PITCH}
        y={(WAVE_HEIGHT - barHeight) / 2}
        width={BAR_PITCH - 1}
        height={barHeight}
        rx={0.8}
      />
    )
  })
  return (
    <svg
      className={styles.wave}
      viewBox={`0 0 ${width} ${WAVE_HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id={clipId}>
          <rect width={width * played} height={WAVE_HEIGHT} />
        </clipPath>
      </defs>
      <g className={styles.barsRest}>{drawn}</g>
      <g className={styles.barsPlayed} clipPath={`url(#${clipId})`}>
        {drawn}
      </g>
    </svg>
  )
}
