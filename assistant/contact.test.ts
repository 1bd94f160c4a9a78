import { describe, expect, it } from 'vitest'
import { loadEnv } from '../server/env.server'
import { contactFromEnv } from './contact'
import { DEFAULT_CONTACT } from './engine'

const base = {
  NODE_ENV: 'test' as const,
  SESSION_SECRET: 'unit-test-secret-that-is-long-enough-00',
  DATA_DIR: '.cache/vitest-data',
}

describe('the assistant’s contact details from the environment', () => {
  it('uses ASSISTANT_WHATSAPP_NUMBER and ASSISTANT_SUPPORT_EMAIL', () => {
    const env = loadEnv({
      ...base,
      ASSISTANT_WHATSAPP_NUMBER: '919812345678',
      ASSISTANT_SUPPORT_EMAIL: 'help@castline.in',
    })
    expect(contactFromEnv(env)).toEqual({ whatsappNumber: '919812345678', supportEmail: 'help@castline.in' })
  })

  it('falls back to the engine’s defaults when unset or blank', () => {
    expect(contactFromEnv(loadEnv(base))).toEqual(DEFAULT_CONTACT)
    expect(contactFromEnv(loadEnv({ ...base, ASSISTANT_WHATSAPP_NUMBER: '', ASSISTANT_SUPPORT_EMAIL: '' }))).toEqual(
      DEFAULT_CONTACT,
    )
  })

  it('refuses a number that is not digits and an address that is not an email, naming the variable', () => {
    expect(() => loadEnv({ ...base, ASSISTANT_WHATSAPP_NUMBER: '+91 98123 45678' })).toThrow(
      /ASSISTANT_WHATSAPP_NUMBER must be an international phone number, digits only/,
    )
    expect(() => loadEnv({ ...base, ASSISTANT_SUPPORT_EMAIL: 'support' })).toThrow(
      /ASSISTANT_SUPPORT_EMAIL must be an email address/,
    )
  })
})
