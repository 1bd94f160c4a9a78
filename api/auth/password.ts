import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { createRequire } from 'node:module'
import type * as CommonLanguagePackage from '@zxcvbn-ts/language-common'

/** OWASP's scrypt floor (N=2^14, r=8, p=1); the parameters travel with each hash so they can be raised later. */
const COST = 16_384
const BLOCK_SIZE = 8
const PARALLELIZATION = 1
const KEY_LENGTH = 64
const SALT_BYTES = 16
/** scrypt needs 128 * N * r bytes; give it headroom above Node's 32 MiB default for stored higher costs. */
const MAX_MEMORY = 256 * 1024 * 1024
const MAX_STORED_COST = 1 << 20

function deriveKey(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFKC: the same password typed on two keyboards (composed vs decomposed accents) must match.
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Hashes a password as `scrypt$N$r$p$<salt base64>$<hash base64>`. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await deriveKey(plain, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELIZATION })
  return ['scrypt', COST, BLOCK_SIZE, PARALLELIZATION, salt.toString('base64'), key.toString('base64')].join('$')
}

const STORED_PATTERN = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/

/** True when plain matches the stored hash; a malformed or foreign stored value is simply false. */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const match = stored ? STORED_PATTERN.exec(stored) : null
  if (!match) return false
  const [, n, r, p, saltText, hashText] = match
  const cost = Number(n)
  const blockSize = Number(r)
  const parallelization = Number(p)
  const salt = Buffer.from(saltText ?? '', 'base64')
  const expected = Buffer.from(hashText ?? '', 'base64')
  const validCost = cost > 1 && cost <= MAX_STORED_COST && (cost & (cost - 1)) === 0
  if (!validCost || blockSize < 1 || parallelization < 1 || salt.length === 0 || expected.length < 16) return false
  if (expected.length > 256) return false
  try {
    const actual = await deriveKey(plain, salt, expected.length, { N: cost, r: blockSize, p: parallelization })
    return timingSafeEqual(actual, expected)
  } catch {
    return false
  }
}

type CommonLanguage = typeof CommonLanguagePackage

let commonPasswords: Set<string> | undefined

/** Loaded on first use (about 0.2 s): a process that never sees a new password never pays for it. */
function loadCommonPasswords(): Set<string> {
  const require = createRequire(import.meta.url)
  const language: CommonLanguage = require('@zxcvbn-ts/language-common')
  return new Set(language.dictionary['passwords-common'])
}

/**
 * ASVS 6.2.4: new passwords are checked against the passwords attackers try first. The list is zxcvbn-ts's
 * `passwords-common` (@zxcvbn-ts/language-common, MIT): 49 233 passwords ranked by frequency in leaked
 * password dumps (xato's 10 million and others, https://github.com/zxcvbn-ts/zxcvbn/tree/master/data-scripts).
 * Compared case-insensitively after NFKC, as `Password123` is as guessable as `password123`.
 */
export function isCommonPassword(plain: string): boolean {
  commonPasswords ??= loadCommonPasswords()
  return commonPasswords.has(plain.normalize('NFKC').toLowerCase())
}
