import * as forms from '../forms.css'
import { UPLOAD_ACCEPT } from './limits'
import * as styles from './media-manager.css'

export const UPLOAD_PATH = '/resources/my-media'

/**
 * The upload without JavaScript: one file per post, with its caption and alt text (a photo) or its title
 * (a voice demo). The server passes the post on to the API as it arrives and comes back here with a toast.
 */
export function UploadForm() {
  return (
    <form method="post" action={UPLOAD_PATH} encType="multipart/form-data" className={styles.uploadForm}>
      <div className={forms.field}>
        <label htmlFor="media-upload-file" className={forms.label}>
          Photo or voice demo
        </label>
        <input
          id="media-upload-file"
          type="file"
          name="file"
          accept={UPLOAD_ACCEPT}
          required
          className={styles.fileInput}
        />
      </div>
      <div className={forms.row}>
        <div className={forms.field}>
          <label htmlFor="media-upload-caption" className={forms.label}>
            Caption for a photo
          </label>
          <input id="media-upload-caption" name="caption" maxLength={200} autoComplete="off" className={forms.input} />
        </div>
        <div className={forms.field}>
          <label htmlFor="media-upload-alt" className={forms.label}>
            Alt text for a photo
          </label>
          <input
            id="media-upload-alt"
            name="alt"
            maxLength={300}
            autoComplete="off"
            aria-describedby="media-upload-alt-hint"
            className={forms.input}
          />
          <p id="media-upload-alt-hint" className={forms.hint}>
            What the photo shows, read out to people who cannot see it.
          </p>
        </div>
      </div>
      <div className={forms.field}>
        <label htmlFor="media-upload-title" className={forms.label}>
          Title for a voice demo
        </label>
        <input
          id="media-upload-title"
          name="title"
          maxLength={80}
          autoComplete="off"
          placeholder="Commercial – Hindi"
          className={forms.input}
        />
      </div>
      <div>
        <button type="submit" className={styles.button.primary}>
          Upload
        </button>
      </div>
    </form>
  )
}
