import { AppLink } from '~/components/app-link'
import type { FeedUserType } from '~/services/feed-cache.server'
import * as feeds from './feeds.css'

/** The two feeds of the home (requirements §2: / for recruiters, /talent for talent). */
export function FeedSwitch({ userType }: { userType: FeedUserType }) {
  return (
    <nav aria-label="Feeds">
      <ul className={feeds.feedSwitch}>
        <li>
          <AppLink to="/" className={feeds.feedSwitchLink} aria-current={userType === 2 ? 'page' : undefined}>
            For recruiters
          </AppLink>
        </li>
        <li>
          <AppLink to="/talent" className={feeds.feedSwitchLink} aria-current={userType === 1 ? 'page' : undefined}>
            For talent
          </AppLink>
        </li>
      </ul>
    </nav>
  )
}
