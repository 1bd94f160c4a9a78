import type { Logger } from 'pino'
import type { AccountThrottle } from './auth/throttle'
import type { TokenService } from './auth/tokens'
import type { Database } from './db/client'
import type { DeadlineScheduler } from './services/call-jobs'
import type { ConnectLimit } from './services/contact-limit'
import type { NotificationDelivery } from './services/notifications'
import type { TalentAnnouncer } from './services/saved-search-alerts'

/**
 * What every route module receives; createApi (api/app.ts) builds it. It lives apart from api/app.ts
 * because api/app.ts imports the routes: a route importing it back would make a cycle.
 */
export interface ApiDependencies {
  db: Database
  logger: Pick<Logger, 'error' | 'warn' | 'info'>
  tokens: TokenService
  throttle: AccountThrottle
  connectLimit: ConnectLimit
  /** Hands notifications to their listeners (sockets, mail) after the transaction that made them commits. */
  deliver(deliveries: readonly NotificationDelivery[]): void
  /** Announces a new or newly matching public talent to saved searches, in the writer's transaction (ADR 027). */
  announceTalent: TalentAnnouncer
  /** Sends a casting call's deadline job, in the transaction that posts the call or moves its deadline (ADR 027). */
  scheduleCallDeadline: DeadlineScheduler
}
