import * as styles from './showreel.css'

export interface Showreel {
  provider: 'youtube' | 'vimeo'
  videoId: string
  title: string
  url: string
  embedUrl: string
}

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/**
 * Showreels in the providers' privacy-enhanced players (youtube-nocookie.com, Vimeo with dnt=1, the only
 * frames the CSP allows), loaded when scrolled near, each with a link to its page on the provider.
 */
export function Showreels({ reels }: { reels: Showreel[] }) {
  return (
    <ul className={styles.list}>
      {reels.map((reel) => {
        const provider = PROVIDER_NAMES[reel.provider]
        const title = reel.title || `Showreel on ${provider}`
        return (
          <li key={`${reel.provider}-${reel.videoId}`}>
            <figure className={styles.figure}>
              <div className={styles.frame}>
                <iframe
                  className={styles.player}
                  src={reel.embedUrl}
                  title={`${title} (${provider} video)`}
                  loading="lazy"
                  allow="fullscreen; picture-in-picture"
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
              <figcaption className={styles.caption}>
                <span className={styles.title}>{title}</span>
                <a className={styles.link} href={reel.url} rel="noopener noreferrer" target="_blank">
                  Watch on {provider}
                  <span className={styles.visuallyHidden}> (opens in a new tab)</span>
                </a>
              </figcaption>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}
