import { useRevalidator } from '@remix-run/react'
import { useEffect, useReducer, useRef, useState, type DragEvent } from 'react'
import { clockTime } from '../portfolio/format'
import { guessKind, sizeLabel, UPLOAD_ACCEPT } from './limits'
import * as styles from './media-manager.css'
import { UPLOAD_PATH } from './upload-form'
import {
  audioDuration,
  photoPreview,
  sendUpload,
  uploadsReducer,
  uploadsToStart,
  type QueuedUpload,
  type UploadAction,
} from './upload-queue'

/**
 * The upload with JavaScript: files dropped here or chosen (several at once) each get a row with a preview,
 * a progress bar and, when one fails, the reason and a Retry button. Two go at a time; the page's lists
 * are reloaded after each one that was added.
 */
export function DropZone({ announce }: { announce: (message: string) => void }) {
  const [uploads, dispatch] = useReducer(uploadsReducer, [])
  const [dragging, setDragging] = useState(false)
  const revalidator = useRevalidator()
  const latest = useRef({ revalidator, announce })
  latest.current = { revalidator, announce }
  const running = useRef(new Map<string, () => void>())

  useEffect(() => {
    for (const upload of uploadsToStart(uploads)) {
      const { key, file } = upload
      dispatch({ type: 'start', key })
      const { answer, abort } = sendUpload(upload, {
        url: UPLOAD_PATH,
        onProgress: (loaded, total) => dispatch({ type: 'progress', key, loaded, total }),
      })
      running.current.set(key, abort)
      void answer.then((result) => {
        running.current.delete(key)
        if (result.ok) {
          dispatch({ type: 'done', key, message: result.message })
          latest.current.announce(`${file.name}: ${result.message}`)
          latest.current.revalidator.revalidate()
        } else {
          dispatch({ type: 'failed', key, message: result.message, retryable: result.retryable })
          latest.current.announce(`${file.name} was not added. ${result.message}`)
        }
      })
    }
  }, [uploads])

  useEffect(() => {
    const active = running.current
    return () => active.forEach((abort) => abort())
  }, [])

  function addFiles(files: File[]) {
    if (files.length === 0) return
    const entries = files.map((file) => ({ key: crypto.randomUUID(), file }))
    dispatch({ type: 'add', entries })
    announce(
      files.length === 1 ? `${files[0]?.name} added to the uploads.` : `${files.length} files added to the uploads.`,
    )
    for (const { key, file } of entries) describe(key, file, dispatch)
  }

  const dragHandlers = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault()
      setDragging(true)
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: (event: DragEvent) => {
      const next = event.relatedTarget
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setDragging(false)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      setDragging(false)
      addFiles(Array.from(event.dataTransfer.files))
    },
  }

  const finished = uploads.some((upload) => upload.status === 'done')
  return (
    <div className={styles.uploadArea}>
      <div className={styles.dropZone} data-dragging={dragging} {...dragHandlers}>
        <p className={styles.dropTitle}>Drop photos and voice demos here</p>
        <p className={styles.itemMuted}>or</p>
        <label className={styles.chooseButton}>
          Choose files
          <input
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            className="visually-hidden"
            onChange={(event) => {
              addFiles(Array.from(event.currentTarget.files ?? []))
              // The same file can be chosen again (after a failure, say).
              event.currentTarget.value = ''
            }}
          />
        </label>
      </div>
      {uploads.length > 0 && (
        <>
          <ul className={styles.queue} aria-label="Uploads">
            {uploads.map((upload) => (
              <UploadRow
                key={upload.key}
                upload={upload}
                onRetry={() => dispatch({ type: 'retry', key: upload.key })}
                onCancel={() => running.current.get(upload.key)?.()}
                onDismiss={() => dispatch({ type: 'dismiss', key: upload.key })}
              />
            ))}
          </ul>
          {finished && (
            <div className={styles.rowActions}>
              <button type="button" className={styles.button.plain} onClick={() => dispatch({ type: 'clearFinished' })}>
                Clear finished uploads
              </button>
            </div>
          )}
        </>
      )}
    </div>
  )
}

/** A photo's thumbnail or a demo's length, worked out in the browser while the file waits or uploads. */
function describe(key: string, file: File, dispatch: (action: UploadAction) => void) {
  const kind = guessKind(file)
  if (kind === 'photo') void photoPreview(file).then((preview) => dispatch({ type: 'described', key, preview }))
  if (kind === 'voice') {
    void audioDuration(file).then((durationSeconds) => dispatch({ type: 'described', key, durationSeconds }))
  }
}

function UploadRow({
  upload,
  onRetry,
  onCancel,
  onDismiss,
}: {
  upload: QueuedUpload
  onRetry: () => void
  onCancel: () => void
  onDismiss: () => void
}) {
  const { file, status, kind } = upload
  const percent = upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0
  const meta = [
    kind === 'photo' ? 'Photo' : kind === 'voice' ? 'Voice demo' : 'File',
    sizeLabel(file.size),
    ...(upload.durationSeconds ? [clockTime(upload.durationSeconds)] : []),
  ].join(' · ')
  return (
    <li className={styles.queueRow} data-status={status}>
      {upload.preview ? (
        <img className={styles.queueThumb} src={upload.preview} alt="" width={56} height={56} />
      ) : (
        <span className={styles.queueThumb} aria-hidden="true">
          {kind === 'voice' ? '♪' : kind === 'photo' ? '…' : '?'}
        </span>
      )}
      <div className={styles.queueBody}>
        <p className={styles.queueName}>{file.name}</p>
        <p className={styles.queueMeta}>{meta}</p>
        {(status === 'waiting' || status === 'uploading') && (
          <>
            <progress
              className={styles.progress}
              value={upload.loaded}
              max={upload.total || 1}
              aria-label={`Uploading ${file.name}`}
            />
            <p className={styles.queueMeta}>
              {status === 'waiting' ? 'Waiting…' : percent < 100 ? `Uploading… ${percent}%` : 'Sent: being processed…'}
            </p>
          </>
        )}
        {status === 'done' && (
          <p className={styles.queueDone}>
            <span aria-hidden="true">✓ </span>
            {upload.message}
          </p>
        )}
        {status === 'failed' && <p className={styles.queueError}>{upload.message}</p>}
        <div className={styles.rowActions}>
          {status === 'failed' && upload.retryable && (
            <button type="button" className={styles.button.primary} onClick={onRetry}>
              Retry<span className="visually-hidden">: {file.name}</span>
            </button>
          )}
          {status === 'uploading' && (
            <button type="button" className={styles.button.plain} onClick={onCancel}>
              Cancel<span className="visually-hidden">: {file.name}</span>
            </button>
          )}
          {(status === 'failed' || status === 'waiting') && (
            <button type="button" className={styles.button.plain} onClick={onDismiss}>
              Remove from the list<span className="visually-hidden">: {file.name}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  )
}
