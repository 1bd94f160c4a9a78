/**
 * Renders avatar PNGs off the main thread (api/media/avatar-png.ts): 50-190 ms of CPU each, which on
 * the main thread held up every other request. Built to build/avatar-png-worker.js beside build/server.js.
 */
import { Resvg } from '@resvg/resvg-js'
import { move } from 'piscina'
import { parseAvatarName, renderAvatarSvg } from './avatar'

export interface AvatarPngJob {
  /** The avatar's name: its seed, and its look if it has one (api/media/avatar.ts avatarName). */
  name: string
  size: number
}

/** The PNG's bytes, moved to the main thread rather than copied. */
export default function renderAvatarPng({ name, size }: AvatarPngJob) {
  const { seed, look } = parseAvatarName(name)
  const png = new Resvg(renderAvatarSvg(seed, look), { fitTo: { mode: 'width', value: size } }).render().asPng()
  // A buffer of its own (never a slice of a shared pool), so it can be moved.
  return move(new Uint8Array(png))
}
