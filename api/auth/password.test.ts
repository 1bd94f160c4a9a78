import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('verifies the password it hashed, in the documented format', async () => {
    const stored = await hashPassword('demo-pass-123')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/)
    expect(await verifyPassword('demo-pass-123', stored)).toBe(true)
  })

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')])
    expect(a).not.toBe(b)
  })

  it('rejects a wrong password', async () => {
    const stored = await hashPassword('correct horse')
    expect(await verifyPassword('correct hors', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it.each([
    '',
    'plain-text',
    'scrypt$16384$8$1$onlysalt',
    'scrypt$16385$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2g=',
    'scrypt$0$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2g=',
    'scrypt$16384$8$1$***$aGFzaA==',
    'bcrypt$2b$10$abcdefghijklmnopqrstuv',
  ])('returns false for the malformed stored value %j', async (stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false)
  })

  it('returns false when there is no stored hash (seeded talents)', async () => {
    await expect(verifyPassword('anything', null)).resolves.toBe(false)
  })
})
