import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ChatMessage } from '../../../assistant/protocol'
import * as styles from './chat.css'
import { ChatCard } from './chat-card'
import { ASSISTANT_ID } from './chat-launcher'
import { useChat } from './chat-provider'
import { statusText } from './chat-socket'
import { useFullScreenTrap } from './use-full-screen-trap'

/**
 * Only these addresses become links in a message: the contact links the server builds from configuration
 * (https:, mailto:) and the app's own pages ("/shortlists/12", a talent's page), never "//host".
 */
const SAFE_LINK = /^(https:\/\/|mailto:|\/(?![/\\]))/
const isAppPath = (href: string) => href.startsWith('/')

/** True while the panel covers the whole screen (a phone): following a link must close it to show the page. */
export const isFullScreen = () => window.matchMedia(styles.FULL_SCREEN_MEDIA).matches

/** The assistant's panel: the conversation, a typing indicator and the composer. Text is always rendered as text. */
export function ChatPanel({ onClose }: { onClose(): void }) {
  const chat = useChat()
  const navigate = useNavigate()
  const follow = () => {
    if (isFullScreen()) onClose()
  }
  const goTo = (to: string) => {
    navigate(to)
    follow()
  }
  const [draft, setDraft] = useState('')
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const panelRef = useRef<HTMLElement>(null)
  const modal = useFullScreenTrap(panelRef)
  useEffect(() => inputRef.current?.focus(), [])
  // Escape closes the panel from anywhere in it, or from the launcher that opened it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focused = document.activeElement
      if (panelRef.current?.contains(focused) || focused?.id === ASSISTANT_ID) onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [chat.messages.length, chat.isTyping])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (chat.sendMessage(draft)) setDraft('')
  }

  const lastResults = [...chat.messages].reverse().find((m) => m.talentCards?.length)
  const canLoadMore = Boolean(chat.searchSession?.hasMore && lastResults?.sessionId === chat.searchSession.sessionId)

  return (
    <section
      className={styles.panel}
      role="dialog"
      ref={panelRef}
      aria-modal={modal}
      aria-labelledby="chat-title"
      data-testid="chat-panel"
    >
      <div className={styles.panelHeader}>
        <div className={styles.titleBlock}>
          <h2 id="chat-title" className={styles.panelTitle}>
            Castline assistant
          </h2>
          <span className={styles.status} data-testid="chat-status">
            <span
              className={chat.isConnected ? styles.statusDot.online : styles.statusDot.offline}
              aria-hidden="true"
            />
            {statusText(chat.isConnected, Boolean(chat.connectionError), chat.latencyMs)}
          </span>
        </div>
        <div className={styles.headerActions}>
          <button type="button" className={styles.iconButton} onClick={chat.clearChat}>
            New chat
          </button>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Close the assistant">
            ✕
          </button>
        </div>
      </div>
      {chat.connectionError && (
        <p className={styles.notice} role="status">
          Cannot reach the assistant right now.{' '}
          <button type="button" className={styles.iconButton} onClick={chat.reconnect}>
            Try again
          </button>
        </p>
      )}
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Conversation"
      >
        {chat.messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            connected={chat.isConnected}
            onOption={(value) => chat.sendMessage(value, { isOption: true })}
            onNavigate={goTo}
            onFollow={follow}
          />
        ))}
        {chat.isTyping && (
          <div className={styles.typing} role="status" aria-label="The assistant is typing" data-testid="chat-typing">
            <span className={styles.typingDot} />
            <span className={styles.typingDot} />
            <span className={styles.typingDot} />
          </div>
        )}
        {canLoadMore && (
          <button
            type="button"
            className={styles.option}
            disabled={chat.isLoading || !chat.isConnected}
            onClick={() => void chat.loadMore().catch(() => {})}
          >
            Load more
          </button>
        )}
      </div>
      <form className={styles.composer} onSubmit={submit}>
        <label htmlFor="chat-input" className="visually-hidden">
          Message the assistant
        </label>
        <input
          id="chat-input"
          ref={inputRef}
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="e.g. female dancers in Mumbai for a music video"
          maxLength={500}
          autoComplete="off"
        />
        <button type="submit" className={styles.send} disabled={!chat.isConnected || !draft.trim()}>
          Send
        </button>
      </form>
    </section>
  )
}

function Message({
  message,
  connected,
  onOption,
  onNavigate,
  onFollow,
}: {
  message: ChatMessage
  connected: boolean
  onOption(value: string): void
  onNavigate(to: string): void
  onFollow(): void
}) {
  const links = message.links?.filter((link) => SAFE_LINK.test(link.href)) ?? []
  const variant = message.isUser ? 'user' : message.messageType === 'error' ? 'error' : 'assistant'
  return (
    <div
      className={`${styles.bubble[variant]}${message.talentCards?.length ? ` ${styles.withCards}` : ''}`}
      data-testid={message.isUser ? 'chat-user-message' : 'chat-assistant-message'}
    >
      <span className="visually-hidden">{message.isUser ? 'You: ' : 'Assistant: '}</span>
      {message.text}
      {message.talentCards && message.talentCards.length > 0 && (
        <ul className={styles.cards} aria-label="Talents found">
          {message.talentCards.map((talent) => (
            <li key={talent.USERID}>
              <ChatCard talent={talent} onNavigate={onNavigate} onFollow={onFollow} />
            </li>
          ))}
        </ul>
      )}
      {message.viewAllCard && (
        <Link className={styles.viewAll} to={message.viewAllCard.url} data-testid="chat-view-all" onClick={onFollow}>
          {message.viewAllCard.title}
        </Link>
      )}
      {links.length > 0 && (
        <div className={styles.options}>
          {links.map((link) =>
            isAppPath(link.href) ? (
              <Link
                key={link.href}
                className={styles.contactLink}
                to={link.href}
                onClick={onFollow}
                data-testid="chat-message-link"
              >
                {link.label}
              </Link>
            ) : (
              <a
                key={link.href}
                className={styles.contactLink}
                href={link.href}
                {...(link.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                data-testid="chat-contact-link"
              >
                {link.label}
                {link.href.startsWith('https:') && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            ),
          )}
        </div>
      )}
      {message.options && message.options.length > 0 && (
        <div className={styles.options} role="group" aria-label="Suggestions">
          {message.options.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.option}
              disabled={!connected}
              onClick={() => onOption(option)}
            >
              {option}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
