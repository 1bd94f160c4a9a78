/**
 * A media store and processor made on first use, for an API created without them (npm run api, tests
 * that never upload): nothing is created, and no worker thread started, until media are used.
 */
import path from 'node:path'
import { createMediaProcessor, type MediaProcessor } from './processing'
import { createFsMediaStore } from './store'
import type { MediaStore } from './types'

export function lazyFsStore(root = path.resolve(process.env.DATA_DIR || './data', 'media')): MediaStore {
  let store: MediaStore | undefined
  const open = () => (store ??= createFsMediaStore(root))
  return {
    driver: 'fs',
    put: (key, body, type) => open().put(key, body, type),
    get: (key) => open().get(key),
    delete: (keys) => open().delete(keys),
    deletePrefix: (prefix) => open().deletePrefix(prefix),
    list: (prefix) => open().list(prefix),
    close: async () => store?.close(),
  }
}

export function lazyProcessor(): MediaProcessor {
  let processor: MediaProcessor | undefined
  const open = () => (processor ??= createMediaProcessor())
  return {
    sniff: (file) => open().sniff(file),
    photo: (file) => open().photo(file),
    audio: (file, format) => open().audio(file, format),
    close: async () => processor?.close(),
  }
}
