import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as fixtures from './media-fixtures'
import { sniffFile } from './sniff'

const ACCEPTED = 'Upload a photo as JPEG, PNG or WebP, or a voice demo as MP3, WAV, M4A or OGG.'

let dir: string
const file = (name: string) => path.join(dir, name)

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'castline-sniff-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('sniffFile', () => {
  it('knows the photos and voice demos we take by their bytes, whatever they are called', async () => {
    await fixtures.jpegWithGps(file('photo.png'))
    await fixtures.png(file('photo.jpg'), 20, 10)
    await fixtures.webp(file('photo'), 20, 10)
    await fixtures.wav(file('demo.mp3'), 0.2)
    await fixtures.mp3(file('demo.wav'), 0.2)
    await fixtures.ogg(file('demo.ogg'), 0.2)
    await fixtures.m4a(file('memo.mp4'), 0.2)
    expect(await sniffFile(file('photo.png'))).toEqual({ kind: 'photo', format: 'jpeg', mime: 'image/jpeg' })
    expect(await sniffFile(file('photo.jpg'))).toEqual({ kind: 'photo', format: 'png', mime: 'image/png' })
    expect(await sniffFile(file('photo'))).toEqual({ kind: 'photo', format: 'webp', mime: 'image/webp' })
    expect(await sniffFile(file('demo.mp3'))).toEqual({ kind: 'audio', format: 'wav', mime: 'audio/wav' })
    expect(await sniffFile(file('demo.wav'))).toEqual({ kind: 'audio', format: 'mp3', mime: 'audio/mpeg' })
    expect(await sniffFile(file('demo.ogg'))).toEqual({ kind: 'audio', format: 'ogg', mime: 'audio/ogg' })
    expect(await sniffFile(file('memo.mp4'))).toEqual({ kind: 'audio', format: 'm4a', mime: 'audio/x-m4a' })
  })

  it('takes an MP4 with only sound as M4A, and one with a video track as a video', async () => {
    await fixtures.mp4WithTracks(file('voice.mp4'), ['soun'])
    await fixtures.mp4WithTracks(file('clip.m4a'), ['vide', 'soun'])
    expect(await sniffFile(file('voice.mp4'))).toEqual({ kind: 'audio', format: 'm4a', mime: 'audio/mp4' })
    expect(await sniffFile(file('clip.m4a'))).toEqual({
      kind: 'unsupported',
      mime: 'video/mp4',
      message: `is a video (mp4). ${ACCEPTED}`,
    })
  })

  it('tells an iPhone user how to get a JPEG out of a HEIC photo', async () => {
    await fixtures.heic(file('beach.jpg'))
    const sniffed = await sniffFile(file('beach.jpg'))
    expect(sniffed).toMatchObject({ kind: 'unsupported', mime: 'image/heic' })
    expect(sniffed.kind === 'unsupported' && sniffed.message).toBe(
      'is a HEIC photo, which browsers cannot show; export it as JPEG (on an iPhone: Settings › Camera › ' +
        'Formats › Most Compatible) and upload that',
    )
  })

  it('names what a refused file is and what we take', async () => {
    await fixtures.gif(file('a.gif'))
    await fixtures.pdf(file('cv.jpg'))
    expect(await sniffFile(file('a.gif'))).toEqual({
      kind: 'unsupported',
      mime: 'image/gif',
      message: `is a GIF image. ${ACCEPTED}`,
    })
    expect(await sniffFile(file('cv.jpg'))).toEqual({
      kind: 'unsupported',
      mime: 'application/pdf',
      message: `is a PDF document. ${ACCEPTED}`,
    })
  })

  it('refuses SVG (scripts run in it), text and empty files', async () => {
    await fixtures.svgWithScript(file('logo.png'))
    await writeFile(file('bare.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await writeFile(file('notes.mp3'), 'just some words\n')
    await writeFile(file('empty.jpg'), '')
    expect(await sniffFile(file('logo.png'))).toEqual({
      kind: 'unsupported',
      mime: 'application/xml',
      message: `is an XML file (an SVG drawing, perhaps). ${ACCEPTED}`,
    })
    expect(await sniffFile(file('bare.svg'))).toEqual({
      kind: 'unsupported',
      mime: null,
      message: `is not a photo or audio file we can read. ${ACCEPTED}`,
    })
    expect(await sniffFile(file('notes.mp3'))).toMatchObject({ kind: 'unsupported', mime: null })
    expect(await sniffFile(file('empty.jpg'))).toEqual({
      kind: 'unsupported',
      mime: null,
      message: `is empty (0 bytes). ${ACCEPTED}`,
    })
  })

  it('sniffs a polyglot as the JPEG its header says, leaving the decoder to refuse it', async () => {
    await fixtures.polyglot(file('cat.jpg'))
    expect(await sniffFile(file('cat.jpg'))).toMatchObject({ kind: 'photo', format: 'jpeg' })
  })
})
