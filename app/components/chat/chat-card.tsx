import { Link } from '@remix-run/react'
import { useState } from 'react'
import { photoSrcset } from '../../../api/media/urls'
import type { ChatTalentCard, TalentAuthCheckResponse } from '../../../assistant/protocol'
import { Photo } from '~/components/portfolio/photo'
import { AddToShortlist } from '~/components/shortlists/add-to-shortlist'
import * as styles from './chat.css'
import { useChat } from './chat-provider'

const profilePath = (talent: ChatTalentCard) => `/recruiter/solo/${talent.USERID}`

/**
 * Where the card's Connect leads, by the server's answer to check_talent_auth (requirements §7): your own card to
 * your profile, a guest to sign in first (and back to the talent), anyone else to the talent's page, whose
 * Connect leads to the connection request form (recruiters, ADR 024).
 */
export function connectTarget(talent: ChatTalentCard, reply: TalentAuthCheckResponse): string {
  if (reply.isOwner) return '/my-profile/talent'
  if (!reply.isAuthenticated) return `/login?${new URLSearchParams({ redirectTo: profilePath(talent) })}`
  return profilePath(talent)
}

/** A talent in the chat: its profile link, and Connect, which asks the server who may connect first. */
export function ChatCard({
  talent,
  onNavigate,
  onFollow,
}: {
  talent: ChatTalentCard
  /** Goes to a page (and closes a full-screen chat). */
  onNavigate(to: string): void
  /** A link of the chat is followed: a full-screen chat closes so the page shows. */
  onFollow(): void
}) {
  const chat = useChat()
  const [checking, setChecking] = useState(false)

  async function connect() {
    setChecking(true)
    try {
      onNavigate(connectTarget(talent, await chat.checkTalentAuth(talent.USERID)))
    } catch (error) {
      chat.notifyError(error instanceof Error ? error.message : String(error))
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className={styles.cardRow}>
      <Link className={styles.card} to={profilePath(talent)} data-talent-id={talent.USERID} onClick={onFollow}>
        <Photo
          className={styles.cardPhoto}
          src={talent.photo}
          srcSet={photoSrcset(talent.photo)}
          placeholder={talent.photoPlaceholder}
          sizes="44px"
          alt=""
          width={44}
          height={44}
        />
        <span>
          <span className={styles.cardName}>{talent.name}</span>
          <br />
          <span className={styles.cardMeta}>
            {talent.type} · {talent.city}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.cardAction}
        onClick={() => void connect()}
        disabled={checking || !chat.isConnected}
        aria-label={`Connect with ${talent.name}`}
        data-testid="chat-card-connect"
      >
        {checking ? 'Checking…' : 'Connect'}
      </button>
      <AddToShortlist talent={talent} compact />
    </div>
  )
}
