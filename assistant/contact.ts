import { DEFAULT_CONTACT, type ContactDetails } from './engine'

/** The assistant's contact details from the environment (server/env.server.ts), defaults otherwise. */
export function contactFromEnv(env: {
  ASSISTANT_WHATSAPP_NUMBER?: string
  ASSISTANT_SUPPORT_EMAIL?: string
}): ContactDetails {
  return {
    whatsappNumber: env.ASSISTANT_WHATSAPP_NUMBER ?? DEFAULT_CONTACT.whatsappNumber,
    supportEmail: env.ASSISTANT_SUPPORT_EMAIL ?? DEFAULT_CONTACT.supportEmail,
  }
}
