/**
 * The demo talent's gallery and voice demo, made here and now: photos are SVG scenes around the talent's
 * own generated avatar, rendered by sharp; the voice demo comes from a small formant synthesiser. Nothing
 * is downloaded or stored in the repository, and every caption and title says the media is illustrative.
 */
import sharp from 'sharp'
import { avatarLook, drawAvatarSvg, type AvatarLook } from '../media/avatar'

export interface DemoPhoto {
  bytes: Buffer
  fileName: string
  caption: string
  alt: string
}

export const DEMO_PHOTO_CAPTIONS = {
  headshot: 'Headshot – studio, natural light (illustrative)',
  portfolio: 'Portfolio – golden hour by the sea (illustrative)',
  stage: 'Stage – theatre, single spotlight (illustrative)',
  onSet: 'On set – web series shoot, behind the scenes (illustrative)',
} as const
export const DEMO_VOICE_TITLE = 'Commercial – Hindi (illustrative, synthesised)'

// ---------------------------------------------------------------------------------------------------
// Photos: each scene is a backdrop, the avatar (drawn once, then resized) and a front layer of light.

interface Size {
  width: number
  height: number
}
interface Scene {
  size: Size
  back: string
  /** Drawn over the figure: light, props in the foreground, the vignette and the "illustrative" mark. */
  front: string
  figure: { x: number; y: number; size: number }
}

const PORTRAIT: Size = { width: 1600, height: 2000 }
const LANDSCAPE: Size = { width: 2000, height: 1333 }
const JPEG_QUALITY = 84
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

/** FNV-1a then mulberry32: a small seeded generator, so a seed always draws the same scene. */
function randomFor(seed: string): () => number {
  let state = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (n: number) => Math.round(n)

/** Gradient stops written as 'offset colour opacity, …'. */
function stops(spec: string): string {
  return spec
    .split(',')
    .map((stop) => stop.trim().split(/\s+/))
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('')
}

const radial = (id: string, spec: string, at = 'cx="0.5" cy="0.5" r="0.5"') =>
  `<radialGradient id="${id}" ${at}>${stops(spec)}</radialGradient>`
const linear = (id: string, spec: string, to = 'x2="0" y2="1"') =>
  `<linearGradient id="${id}" x1="0" y1="0" ${to}>${stops(spec)}</linearGradient>`

function layer({ width, height }: Size, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** Darker corners, as a lens gives, and the mark that this is a drawing, not a person's photograph. */
function finish({ width, height }: Size): string {
  const size = round(width / 64)
  const w = size * 15
  const h = round(size * 2.2)
  return (
    `<defs>${radial('vignette', '0.45 #000 0, 1 #000 0.55', 'cx="0.5" cy="0.45" r="0.75"')}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `<g transform="translate(${width - w - size * 2} ${height - h - size * 2})">` +
    `<rect width="${w}" height="${h}" rx="${h / 2}" fill="#000" fill-opacity="0.35"/>` +
    `<text x="${w / 2}" y="${h / 2}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" ` +
    `letter-spacing="${size / 6}" fill="#fff" fill-opacity="0.85">ILLUSTRATIVE</text></g>`
  )
}

/** A soft shadow of the figure's head and shoulders on the backdrop behind, away from the key light. */
function castShadow({ x, y, size }: Scene['figure'], dx: number, opacity: number): string {
  const at = (u: number) => round(u * size)
  return (
    `<defs>${radial('cast', `0 #000 ${opacity}, 0.6 #000 ${opacity * 0.6}, 1 #000 0`)}</defs>` +
    `<g fill="url(#cast)" transform="translate(${x + dx} ${y + dx / 2})">` +
    `<ellipse cx="${at(0.5)}" cy="${at(0.44)}" rx="${at(0.3)}" ry="${at(0.34)}"/>` +
    `<ellipse cx="${at(0.5)}" cy="${at(0.98)}" rx="${at(0.42)}" ry="${at(0.22)}"/></g>`
  )
}

const BACKDROPS = [
  ['#f1e9de', '#c4b5a2', '#5a4d41'],
  ['#dfebe8', '#8fb1ad', '#2c4745'],
  ['#eee0e6', '#b891a2', '#4a2b39'],
  ['#e1e7f0', '#98a7c0', '#303b50'],
] as const

const HEADSHOT_FIGURE = { x: -150, y: 100, size: 1900 }
const ON_SET_FIGURE = { x: 520, y: 333, size: 1000 }

/** A mottled studio backdrop, the key light from the left, the talent framed from the shoulders up. */
function headshotScene(seed: string): Scene {
  const random = randomFor(`${seed}:headshot`)
  const [light, mid, dark] = BACKDROPS[Math.floor(random() * BACKDROPS.length)] ?? BACKDROPS[0]
  const mottles = Array.from(
    { length: 7 },
    (_, i) =>
      `<ellipse cx="${round(random() * 1600)}" cy="${round(random() * 1500)}" rx="${round(250 + random() * 350)}" ` +
      `ry="${round(200 + random() * 300)}" fill="url(#mottle${i % 2})" opacity="${(0.25 + random() * 0.3).toFixed(2)}"/>`,
  ).join('')
  return {
    size: PORTRAIT,
    back:
      `<defs>${radial('backdrop', `0 ${light} 1, 0.55 ${mid} 1, 1 ${dark} 1`, 'cx="0.42" cy="0.36" r="0.8"')}` +
      `${radial('mottle0', '0 #fff 0.5, 1 #fff 0')}${radial('mottle1', `0 ${dark} 0.45, 1 ${dark} 0`)}` +
      `${radial('halo', '0 #fff 0.6, 1 #fff 0')}</defs>` +
      `<rect width="1600" height="2000" fill="url(#backdrop)"/>${mottles}` +
      `<ellipse cx="760" cy="880" rx="720" ry="640" fill="url(#halo)"/>` +
      castShadow(HEADSHOT_FIGURE, 150, 0.35),
    figure: HEADSHOT_FIGURE,
    front:
      `<defs>${linear('key', '0 #fff6e8 0.2, 0.55 #fff6e8 0, 1 #000 0.2', 'x2="1" y2="0"')}</defs>` +
      `<rect width="1600" height="2000" fill="url(#key)"/>`,
  }
}

/** Golden hour on a sea-facing promenade: a low sun, a far skyline, out-of-focus lights. */
function portfolioScene(seed: string): Scene {
  const random = randomFor(`${seed}:portfolio`)
  let skyline = ''
  for (let x = -40; x < 1640;) {
    const w = 40 + random() * 90
    const h = 60 + random() * (x > 900 ? 260 : 140)
    skyline += `<rect x="${round(x)}" y="${round(1260 - h)}" width="${round(w)}" height="${round(h + 4)}"/>`
    x += w + random() * 12
  }
  const bokeh = Array.from(
    { length: 22 },
    () =>
      `<circle cx="${round(random() * 1600)}" cy="${round(150 + random() * 1000)}" r="${round(26 + random() * 90)}" ` +
      `fill="url(#bokeh)" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`,
  ).join('')
  const glints = Array.from({ length: 26 }, (_, i) => {
    const w = 40 + random() * (60 + i * 9)
    const x = 1120 - w / 2 + (random() - 0.5) * 80
    return `<rect x="${round(x)}" y="${round(1290 + i * 26 + random() * 10)}" width="${round(w)}" height="5" rx="2.5"/>`
  }).join('')
  return {
    size: PORTRAIT,
    back:
      `<defs>${linear('sky', '0 #4a4f8f 1, 0.35 #b56f8e 1, 0.58 #f3a274 1, 0.64 #ffd79a 1')}` +
      `${linear('sea', '0 #6c5a7e 1, 1 #1f2440 1')}` +
      `${radial('sun', '0 #fff6d8 1, 0.12 #ffe3a0 1, 0.35 #ffb070 0.55, 1 #ff9060 0')}` +
      `${radial('bokeh', '0 #fff2d0 0.9, 0.7 #ffd7a0 0.6, 1 #ffd7a0 0')}` +
      `${radial('rim', '0 #ffc98a 0.55, 1 #ffc98a 0')}</defs>` +
      `<rect width="1600" height="1262" fill="url(#sky)"/><circle cx="1120" cy="1190" r="700" fill="url(#sun)"/>` +
      `<g fill="#7b5677" opacity="0.55" transform="translate(0 212) scale(1 0.8)">${skyline}</g>` +
      `<g fill="#3a2d4d" opacity="0.9">${skyline}</g>` +
      `<rect y="1260" width="1600" height="740" fill="url(#sea)"/>` +
      `<g fill="#ffd9a0" opacity="0.55">${glints}</g>${bokeh}` +
      `<rect y="1700" width="1600" height="300" fill="#2a2030" opacity="0.55"/>` +
      `<ellipse cx="560" cy="900" rx="620" ry="600" fill="url(#rim)"/>`,
    figure: { x: -140, y: 520, size: 1480 },
    front:
      `<defs>${linear('warmth', '0 #ffb46a 0, 0.6 #ffb46a 0, 1 #ff9a50 0.22', 'x2="1" y2="0"')}</defs>` +
      `<rect width="1600" height="2000" fill="url(#warmth)"/>`,
  }
}

/** A theatre stage: velvet curtain, a single follow-spot and its pool of light. */
function stageScene(seed: string): Scene {
  const random = randomFor(`${seed}:stage`)
  const [deep, velvet] = random() < 0.5 ? ['#5c0a17', '#a3162c'] : ['#3b0d3f', '#7d2280']
  const haze = Array.from(
    { length: 5 },
    () =>
      `<ellipse cx="${round(random() * 1600)}" cy="${round(300 + random() * 900)}" rx="${round(300 + random() * 400)}" ` +
      `ry="${round(120 + random() * 160)}" fill="url(#haze)"/>`,
  ).join('')
  const planks = Array.from(
    { length: 15 },
    (_, i) =>
      `<line x1="800" y1="900" x2="${-1400 + i * 310}" y2="2000" stroke="#000" stroke-opacity="0.35" stroke-width="4"/>`,
  ).join('')
  const valance = Array.from(
    { length: 9 },
    (_, i) => `<ellipse cx="${i * 200}" cy="60" rx="130" ry="120" fill="url(#fold)"/>`,
  ).join('')
  return {
    size: PORTRAIT,
    back:
      `<defs>${linear('fold', `0 #12030a 1, 0.5 ${velvet} 1, 1 #12030a 1`, 'x2="1" y2="0"')}` +
      `<pattern id="folds" width="120" height="2000" patternUnits="userSpaceOnUse"><rect width="120" height="2000" fill="url(#fold)"/></pattern>` +
      `${linear('shade', '0 #000 0.1, 1 #000 0.75')}${linear('floor', '0 #2a1a12 1, 1 #5a3a26 1')}` +
      `${linear('beam', '0 #fff8e6 0.45, 1 #fff8e6 0.06')}${radial('haze', '0 #fff 0.07, 1 #fff 0')}` +
      `${radial('pool', '0 #fff3d6 0.75, 0.6 #ffe2b0 0.3, 1 #ffe2b0 0')}${radial('glow', '0 #fff 0.35, 1 #fff 0')}</defs>` +
      `<rect width="1600" height="1400" fill="${deep}"/><rect width="1600" height="1400" fill="url(#folds)" opacity="0.9"/>` +
      `<rect width="1600" height="1400" fill="url(#shade)"/>` +
      `<rect y="1380" width="1600" height="620" fill="url(#floor)"/>${planks}` +
      `<rect y="1380" width="1600" height="620" fill="#000" opacity="0.25"/>` +
      `${valance}<rect width="1600" height="70" fill="#12030a"/>` +
      `<polygon points="690,-20 910,-20 1420,1760 180,1760" fill="url(#beam)" opacity="0.5"/>` +
      `<polygon points="730,-20 870,-20 1340,1760 260,1760" fill="url(#beam)"/>` +
      `<ellipse cx="800" cy="1760" rx="640" ry="170" fill="url(#pool)"/>${haze}` +
      `<ellipse cx="800" cy="950" rx="560" ry="520" fill="url(#glow)"/>`,
    figure: { x: 80, y: 560, size: 1440 },
    front:
      `<defs>${radial('spot', '0.35 #000 0, 1 #000 0.45', 'cx="0.5" cy="0.55" r="0.6"')}</defs>` +
      `<rect width="1600" height="2000" fill="url(#spot)"/>`,
  }
}

/** Behind the scenes on a shoot: a softbox, a camera on its tripod, a clapperboard. */
function onSetScene(seed: string): Scene {
  const random = randomFor(`${seed}:on-set`)
  const scene = 3 + Math.floor(random() * 40)
  const take = 1 + Math.floor(random() * 6)
  const lights = Array.from(
    { length: 14 },
    (_, i) =>
      `<circle cx="${round(120 + i * 135 + random() * 40)}" cy="${round(150 + Math.sin(i * 0.9) * 30 + random() * 20)}" ` +
      `r="${round(14 + random() * 16)}" fill="url(#warm)"/>`,
  ).join('')
  const stripes = [0, 1, 2, 3, 4]
    .map((i) => `<polygon points="${80 + i * 84},950 ${122 + i * 84},950 ${92 + i * 84},1006 ${50 + i * 84},1006"/>`)
    .join('')
  return {
    size: LANDSCAPE,
    back:
      `<defs>${linear('wall', '0 #2f3947 1, 1 #141920 1')}${linear('floor', '0 #3d3b38 1, 1 #1e1d1b 1')}` +
      `${linear('softbox', '0 #fff 1, 1 #ffe9c8 1')}${radial('spill', '0 #fff1d6 0.45, 1 #fff1d6 0')}` +
      `${radial('warm', '0 #ffe0a0 0.9, 0.5 #ffb060 0.35, 1 #ffb060 0')}</defs>` +
      `<rect width="2000" height="1333" fill="url(#wall)"/>${lights}` +
      `<rect y="1040" width="2000" height="293" fill="url(#floor)"/>` +
      `<path d="M1010 1250h120M1070 1190v120" stroke="#f2b233" stroke-width="14" opacity="0.8"/>` +
      `<ellipse cx="520" cy="560" rx="760" ry="640" fill="url(#spill)"/>` +
      `<g stroke="#0b0d10" stroke-width="12" stroke-linecap="round"><path d="M270 700V1120L170 1250M270 1120L370 1250M270 1120L280 1270"/></g>` +
      `<g transform="rotate(-8 270 480)"><rect x="110" y="300" width="330" height="400" rx="14" fill="#0b0d10"/>` +
      `<rect x="130" y="320" width="290" height="360" rx="8" fill="url(#softbox)"/></g>` +
      castShadow(ON_SET_FIGURE, 110, 0.4),
    figure: ON_SET_FIGURE,
    front:
      `<defs>${linear('key', '0 #fff3dc 0.18, 0.5 #fff3dc 0, 1 #000 0.25', 'x2="1" y2="0"')}</defs>` +
      `<rect width="2000" height="1333" fill="url(#key)"/>` +
      // The camera on its tripod, right foreground, looking at the talent.
      `<g fill="#07090c"><rect x="1640" y="560" width="330" height="210" rx="18"/><rect x="1540" y="600" width="120" height="130" rx="10"/>` +
      `<polygon points="1450,560 1550,610 1550,720 1450,770"/><rect x="1700" y="520" width="150" height="46" rx="8"/>` +
      `<rect x="1780" y="770" width="50" height="90"/></g>` +
      `<g stroke="#07090c" stroke-width="22" stroke-linecap="round"><path d="M1805 860L1660 1340M1805 860L1950 1340M1805 860L1820 1340"/></g>` +
      `<circle cx="1485" cy="665" r="34" fill="#1e2a36"/><circle cx="1485" cy="665" r="18" fill="#4c6a86" opacity="0.6"/>` +
      // The clapperboard, bottom left.
      `<g transform="rotate(-7 260 1130)" font-family="${FONT}" fill="#f2f2f2">` +
      `<rect x="60" y="1010" width="420" height="270" rx="10" fill="#121417"/>` +
      `<g transform="rotate(-12 60 1000)"><rect x="60" y="950" width="420" height="56" fill="#121417"/>${stripes}</g>` +
      `<text x="90" y="1070" font-size="34" font-weight="700" letter-spacing="4">CASTLINE</text>` +
      `<line x1="80" y1="1095" x2="460" y2="1095" stroke="#f2f2f2" stroke-width="3"/>` +
      `<text x="90" y="1150" font-size="28">SCENE ${scene}</text><text x="300" y="1150" font-size="28">TAKE ${take}</text>` +
      `<text x="90" y="1220" font-size="24" fill-opacity="0.8">ILLUSTRATIVE</text></g>`,
  }
}

/** A little grain over the whole picture, so flat shapes read as a print rather than a vector drawing. */
function grainTile(seed: string) {
  const size = 192
  const random = randomFor(`${seed}:grain`)
  const pixels = Buffer.alloc(size * size * 4)
  for (let i = 0; i < size * size; i++) {
    pixels.fill(128 + round((random() - 0.5) * 70), i * 4, i * 4 + 3)
    pixels[i * 4 + 3] = 70
  }
  return {
    input: pixels,
    raw: { width: size, height: size, channels: 4 as const },
    tile: true,
    blend: 'soft-light' as const,
  }
}

type Figure = { data: Buffer; size: number }

/** The avatar drawn once, large, without its background; each scene resizes it (far cheaper than drawing). */
async function drawFigure(seed: string, look: AvatarLook, size: number): Promise<Figure> {
  // The style's viewbox mask only repeats the clipping the nested drawing gets anyway, and costs a layer.
  const svg = drawAvatarSvg({ ...avatarLook(seed, look), backgroundColor: ['transparent'] })
    .replace(' mask="url(#viewboxMask)"', '')
    .replace('<svg ', `<svg width="${size}" height="${size}" `)
  return { data: await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer(), size }
}

/** The part of the resized figure inside the picture, and where it goes. */
async function placeFigure(figure: Figure, scene: Scene) {
  const { x, y, size } = scene.figure
  const left = Math.max(0, x)
  const top = Math.max(0, y)
  const width = Math.min(scene.size.width, x + size) - left
  const height = Math.min(scene.size.height, y + size) - top
  const input = await sharp(figure.data, { raw: { width: figure.size, height: figure.size, channels: 4 } })
    .resize(size, size)
    .extract({ left: left - x, top: top - y, width, height })
    .raw()
    .toBuffer()
  return { input, raw: { width, height, channels: 4 as const }, left, top }
}

async function renderScene(scene: Scene, figure: Figure, grainSeed: string): Promise<Buffer> {
  const front = layer(scene.size, scene.front + finish(scene.size))
  return sharp(Buffer.from(layer(scene.size, scene.back)))
    .composite([await placeFigure(figure, scene), { input: Buffer.from(front) }, grainTile(grainSeed)])
    .jpeg({ quality: JPEG_QUALITY, progressive: true })
    .toBuffer()
}

function personWord({ gender, ageGroup }: AvatarLook): string {
  const age = ageGroup === '0-12' ? 0 : ageGroup === '13-17' ? 1 : 2
  const words = { Female: ['a girl', 'a teenage girl', 'a woman'], Male: ['a boy', 'a teenage boy', 'a man'] }
  return (gender === 'Non-binary' ? ['a child', 'a teenager', 'a person'] : words[gender])[age] ?? 'a person'
}

/**
 * Four illustrative gallery photos of a talent, headshot first: 1600×2000 portraits and one 2000×1333
 * landscape, JPEG, drawn around the avatar of `seed` (the same face as the talent's generated avatar).
 */
export async function demoPhotos(look: AvatarLook & { seed: string }): Promise<DemoPhoto[]> {
  const { seed } = look
  const who = personWord(look)
  const drawing = `Illustration, not a photograph: ${who}, drawn as a cartoon avatar,`
  const shots = [
    {
      fileName: 'headshot-studio.jpg',
      caption: DEMO_PHOTO_CAPTIONS.headshot,
      alt: `${drawing} in a studio headshot, shoulders up, on a soft mottled backdrop lit from the left.`,
      scene: headshotScene(seed),
    },
    {
      fileName: 'portfolio-golden-hour.jpg',
      caption: DEMO_PHOTO_CAPTIONS.portfolio,
      alt: `${drawing} on a sea-facing promenade at sunset, a city skyline and soft lights behind.`,
      scene: portfolioScene(seed),
    },
    {
      fileName: 'stage-spotlight.jpg',
      caption: DEMO_PHOTO_CAPTIONS.stage,
      alt: `${drawing} in a single spotlight on a theatre stage, before a velvet curtain.`,
      scene: stageScene(seed),
    },
    {
      fileName: 'on-set.jpg',
      caption: DEMO_PHOTO_CAPTIONS.onSet,
      alt: `${drawing} on a film set beside a softbox light, a camera on a tripod and a clapperboard in front.`,
      scene: onSetScene(seed),
    },
  ]
  const figure = await drawFigure(seed, look, Math.max(...shots.map((shot) => shot.scene.figure.size)))
  return Promise.all(
    shots.map(async ({ scene, ...shot }) => ({
      ...shot,
      bytes: await renderScene(scene, figure, `${seed}:${shot.fileName}`),
    })),
  )
}

// ---------------------------------------------------------------------------------------------------
// Voice: a source-filter synthesiser. A glottal pulse train, its pitch falling through each phrase, goes
// through three formant resonators that glide from sound to sound; noise makes the consonants. It reads
// as speech in cadence and timbre without being words, over a quiet pad as a commercial would have.

const SAMPLE_RATE = 22050
/** A tea commercial in romanised Hindi: only its sounds and rhythm are used. */
const SCRIPT =
  'namaste. har subah ki shuruaat, ek nayi umeed ke saath. taaza chai ki khushboo, aur apnon ka pyaar. ' +
  'ghar jaisa swaad, har ek ghoont mein. aaj hi aazmaaiye. kyonki achhi subah, achhe din laati hai.'

type Formants = readonly [number, number, number]
/**
 * Vowel formants in Hz of an adult woman, as the demo talent is (after Peterson & Barney, 1952); a lone
 * 'a' is Hindi's short schwa.
 */
const VOWELS: Record<string, Formants> = {
  aa: [850, 1220, 2810],
  ai: [650, 2100, 2950],
  au: [560, 920, 2710],
  ee: [310, 2790, 3310],
  oo: [370, 950, 2670],
  a: [620, 1550, 2800],
  e: [500, 2300, 2950],
  i: [400, 2450, 3100],
  o: [520, 950, 2700],
  u: [430, 1100, 2700],
}
const LONG_VOWELS = new Set(['aa', 'ai', 'au', 'ee', 'oo', 'e', 'o'])
const NASAL: Formants = [280, 1300, 2600]
const GLIDES: Record<string, Formants> = {
  r: [450, 1300, 1700],
  l: [400, 1100, 2800],
  y: [300, 2600, 3200],
  v: [350, 850, 2600],
  w: [350, 850, 2600],
}
/** Where the noise of a fricative or a stop's burst is centred, and how wide it is (Hz). */
const NOISES: Record<string, readonly [number, number]> = {
  s: [5500, 2500],
  z: [5500, 2500],
  sh: [2800, 1200],
  ch: [2800, 1200],
  j: [2800, 1200],
  f: [6000, 4000],
  p: [1000, 1500],
  b: [1000, 1500],
  t: [4000, 2000],
  d: [3500, 2000],
  k: [2500, 1500],
  g: [2500, 1500],
}
const STOPS = new Set(['p', 'b', 't', 'd', 'k', 'g', 'ch', 'j'])
const VOICED_OBSTRUENTS = new Set(['b', 'd', 'g', 'j', 'z'])

interface Segment {
  ms: number
  voice: number
  noise: number
  aspiration: number
  formants?: Formants
  noiseBand?: readonly [number, number]
  /** A pitch accent, as a fraction of the pitch (the first vowel of a word). */
  accent: number
}

const pause = (ms: number): Segment => ({ ms, voice: 0, noise: 0, aspiration: 0, accent: 0 })

/** The sounds of one phrase of romanised text, in order. */
function segmentsOf(phrase: string): Segment[] {
  const segments: Segment[] = []
  for (const word of phrase.split(/\s+/).filter(Boolean)) {
    let firstVowel = true
    for (let i = 0; i < word.length;) {
      const two = word.slice(i, i + 2)
      const one = word[i] ?? ''
      const vowel = VOWELS[two] ? two : VOWELS[one] ? one : null
      if (vowel) {
        const accent = firstVowel ? 0.1 : 0
        firstVowel = false
        segments.push({
          ms: LONG_VOWELS.has(vowel) ? 170 : 95,
          voice: 1,
          noise: 0,
          aspiration: 0.04,
          formants: VOWELS[vowel],
          accent,
        })
        i += vowel.length
        continue
      }
      const aspirated = word[i + 1] === 'h' && one !== 's' && one !== 'c'
      const sound = two === 'sh' || two === 'ch' ? two : one
      i += sound.length + (aspirated ? 1 : 0)
      if (STOPS.has(sound)) {
        const voiced = VOICED_OBSTRUENTS.has(sound) ? 0.15 : 0
        segments.push({ ms: 55, voice: voiced, noise: 0, aspiration: 0, accent: 0 })
        segments.push({
          ms: aspirated ? 45 : 18,
          voice: voiced,
          noise: 0.5,
          aspiration: aspirated ? 0.5 : 0,
          noiseBand: NOISES[sound],
          accent: 0,
        })
      } else if (NOISES[sound]) {
        const voiced = VOICED_OBSTRUENTS.has(sound) ? 0.3 : 0
        segments.push({
          ms: 85,
          voice: voiced,
          noise: sound === 'f' ? 0.25 : 0.45,
          aspiration: 0,
          noiseBand: NOISES[sound],
          accent: 0,
        })
      } else if (sound === 'h') {
        segments.push({ ms: 60, voice: 0, noise: 0, aspiration: 0.6, accent: 0 })
      } else if (sound === 'm' || sound === 'n') {
        segments.push({ ms: 70, voice: 0.4, noise: 0, aspiration: 0, formants: NASAL, accent: 0 })
      } else if (GLIDES[sound]) {
        segments.push({ ms: 55, voice: 0.65, noise: 0, aspiration: 0, formants: GLIDES[sound], accent: 0 })
      }
    }
    segments.push(pause(25))
  }
  return segments
}

const samplesOf = (ms: number) => Math.round((ms / 1000) * SAMPLE_RATE)
const phraseSamples = (segments: Segment[]) => segments.reduce((sum, s) => sum + samplesOf(s.ms), 0)

/** A two-pole resonator (Klatt, 1980) whose frequency and bandwidth may change every sample. */
function resonator() {
  let y1 = 0
  let y2 = 0
  return (x: number, frequency: number, bandwidth: number) => {
    const r = Math.exp((-Math.PI * bandwidth) / SAMPLE_RATE)
    const b = 2 * r * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE)
    const c = -r * r
    const y = (1 - b - c) * x + b * y1 + c * y2
    y2 = y1
    y1 = y
    return y
  }
}

/** A band-pass biquad (RBJ's cookbook, 0 dB peak) for the noise of consonants. */
function bandPass() {
  let x1 = 0
  let x2 = 0
  let y1 = 0
  let y2 = 0
  return (x: number, frequency: number, bandwidth: number) => {
    const w = (2 * Math.PI * frequency) / SAMPLE_RATE
    const alpha = Math.sin(w) / (2 * (frequency / bandwidth))
    const a0 = 1 + alpha
    const y = (alpha * x - alpha * x2 + 2 * Math.cos(w) * y1 - (1 - alpha) * y2) / a0
    x2 = x1
    x1 = x
    y2 = y1
    y1 = y
    return y
  }
}

/** The glottal flow through one period (Rosenberg, 1971): opens over 40 %, closes over 16 %, then shut. */
function glottalFlow(phase: number): number {
  if (phase < 0.4) return 0.5 * (1 - Math.cos((Math.PI * phase) / 0.4))
  if (phase < 0.56) return Math.cos((Math.PI * (phase - 0.4)) / 0.32)
  return 0
}

/** How far each smoothed control moves towards its target per sample (time constants of 7-30 ms). */
const GLIDE = { pitch: 0.0015, voice: 0.006, noise: 0.01, formant: 0.004 }

/** Speaks whole phrases of the script into `out` from `start`, the script again while there is room. */
function speak(out: Float32Array, start: number, end: number): void {
  const random = randomFor('demo-voice')
  const phrases = SCRIPT.match(/[^.,]+[.,]/g) ?? []
  const [r1, r2, r3] = [resonator(), resonator(), resonator()]
  const fricative = bandPass()
  let [f1, f2, f3] = [620, 1550, 2800]
  let voice = 0
  let noise = 0
  let aspiration = 0
  let pitch = 210
  let phase = 0
  let flowBefore = 0
  let at = start
  for (let p = 0; phrases.length > 0; p = (p + 1) % phrases.length) {
    const text = phrases[p] ?? ''
    const segments = segmentsOf(text.slice(0, -1))
    const length = phraseSamples(segments)
    if (at + length > end) return
    const final = text.endsWith('.')
    const base = 200 + random() * 25
    let n = 0
    for (const segment of segments) {
      const [noiseCentre, noiseWidth] = segment.noiseBand ?? [3000, 2000]
      for (let k = samplesOf(segment.ms); k > 0; k--, n++, at++) {
        const progress = n / length
        // Declination through the phrase, an accent on stressed vowels, a final fall at a full stop.
        const fall = final && progress > 0.8 ? 0.5 * (progress - 0.8) : 0
        pitch += (base * (1.1 - 0.2 * progress + segment.accent - fall) - pitch) * GLIDE.pitch
        voice += (segment.voice - voice) * GLIDE.voice
        noise += (segment.noise - noise) * GLIDE.noise
        aspiration += (segment.aspiration - aspiration) * GLIDE.noise
        if (segment.formants) {
          const [t1, t2, t3] = segment.formants
          f1 += (t1 - f1) * GLIDE.formant
          f2 += (t2 - f2) * GLIDE.formant
          f3 += (t3 - f3) * GLIDE.formant
        }
        // A little jitter: a perfectly even pitch sounds like a machine.
        phase += (pitch * (1 + (random() - 0.5) * 0.01)) / SAMPLE_RATE
        if (phase >= 1) phase -= 1
        const flow = glottalFlow(phase)
        const hiss = random() * 2 - 1
        // The flow's slope is what the lips radiate; breath noise is louder while the glottis is open.
        const excitation = (flow - flowBefore) * 12 * voice + hiss * aspiration * (flow > 0 ? 0.25 : 0.12)
        flowBefore = flow
        const vowel = r3(r2(r1(excitation, f1, 80), f2, 110), f3, 160)
        out[at] = (out[at] ?? 0) + vowel + fricative(hiss * noise, noiseCentre, noiseWidth) * 0.35
      }
    }
    at += samplesOf(final ? 650 : 300)
  }
}

/** A soft pad (D, A, Bm, G), well under the voice. */
function pad(out: Float32Array, level: number): void {
  const chords = [
    [146.83, 220, 293.66, 369.99],
    [110, 220, 277.18, 329.63],
    [123.47, 246.94, 293.66, 369.99],
    [98, 196, 293.66, 392],
  ]
  const chordSamples = SAMPLE_RATE * 2.5
  for (let n = 0; n < out.length; n++) {
    const index = Math.floor(n / chordSamples)
    const within = (n % chordSamples) / chordSamples
    const chord = chords[index % chords.length] ?? []
    const swell = Math.sin(Math.PI * within) ** 0.5
    const t = n / SAMPLE_RATE
    let sum = 0
    for (const frequency of chord)
      sum += Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t)
    out[n] = (out[n] ?? 0) + sum * swell * level
  }
}

/** A 16-bit mono PCM WAV file of the samples (clipped to ±1). */
function wavFile(samples: Float32Array): Buffer {
  const dataBytes = samples.length * 2
  const file = Buffer.alloc(44 + dataBytes)
  file.write('RIFF', 0, 'ascii')
  file.writeUInt32LE(36 + dataBytes, 4)
  file.write('WAVEfmt ', 8, 'ascii')
  file.writeUInt32LE(16, 16)
  file.writeUInt16LE(1, 20)
  file.writeUInt16LE(1, 22)
  file.writeUInt32LE(SAMPLE_RATE, 24)
  file.writeUInt32LE(SAMPLE_RATE * 2, 28)
  file.writeUInt16LE(2, 32)
  file.writeUInt16LE(16, 34)
  file.write('data', 36, 'ascii')
  file.writeUInt32LE(dataBytes, 40)
  samples.forEach((sample, i) => file.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), 44 + i * 2))
  return file
}

/** A synthesised voice demo (DEMO_VOICE_TITLE): 16-bit mono WAV at 22,050 Hz, the same bytes every time. */
export function demoVoiceWav(seconds = 20): Buffer {
  if (!(seconds > 0 && seconds <= 300)) throw new RangeError(`demoVoiceWav: ${seconds} s is not 0-300 s`)
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE))
  speak(samples, samplesOf(500), samples.length - samplesOf(700))
  let peak = 0
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample))
  if (peak > 0) for (let n = 0; n < samples.length; n++) samples[n] = ((samples[n] ?? 0) / peak) * 0.7
  pad(samples, 0.012)
  const fade = samplesOf(400)
  for (let n = 0; n < Math.min(fade, samples.length); n++) {
    const gain = n / fade
    samples[n] = (samples[n] ?? 0) * gain
    const last = samples.length - 1 - n
    samples[last] = (samples[last] ?? 0) * gain
  }
  return wavFile(samples)
}
