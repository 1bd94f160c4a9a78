/**
 * Issue 17, what sign-up tells a stranger and what it accepts: a registered email is never named as
 * such (the same neutral refusal for every registered address, 400 like any refusal, on the form and not
 * on its email field; the owner with the right password is simply signed in), common passwords are
 * refused in sign-up and password change, and display names must be visible text without invisible
 * formatting characters. Through the real API and the real sign-up page actions (ADR 019).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { action as recruiterSignupAction } from '../../app/routes/signup.recruiter'
import { createTestWeb, type TestWeb } from '../setup/web'

const NEUTRAL = 'We could not create an account with these details. If you already have an account, sign in instead.'
const COMMON = 'is one of the most common passwords, which attackers try first; choose another'
const SIGNUP = '/app-user-authentication/signup'

let web: TestWeb

beforeAll(async () => {
  web = await createTestWeb({ talents: 10 })
})
afterAll(() => web?.close())

let serial = 0
const fresh = () => `new-${process.pid}-${++serial}@example.test`
const recruiter = (fields: Record<string, string>) => ({
  userType: 'recruiter',
  name: 'Rhea Stranger',
  password: 'copper-kettle-81',
  ...fields,
})

describe('a registered email is not revealed', () => {
  it('the API gives one neutral 400 for every registered address, whatever its case or kind', async () => {
    const answers = []
    for (const email of [DEMO_TALENT_EMAIL, DEMO_RECRUITER_EMAIL, DEMO_RECRUITER_EMAIL.toUpperCase()]) {
      const { status, body } = await web.api.call('POST', SIGNUP, { body: recruiter({ email }) })
      answers.push({ status, body })
    }
    for (const answer of answers) expect(answer).toEqual({ status: 400, body: { success: false, message: NEUTRAL } })
    expect(JSON.stringify(answers)).not.toMatch(/exist|registered|taken|in use/i)
  })

  it('a new email is created as before (201, signed in)', async () => {
    const { status, body } = await web.api.call('POST', SIGNUP, { body: recruiter({ email: fresh() }) })
    expect(status).toBe(201)
    expect(body).toMatchObject({ success: true, user: { userType: 'recruiter', name: 'Rhea Stranger' } })
  })

  it('the owner, with the right password, is simply signed in to the account they have', async () => {
    const { status, body } = await web.api.call('POST', SIGNUP, {
      body: recruiter({ email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }),
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, user: { email: DEMO_TALENT_EMAIL, userType: 'talent' } })
    expect(typeof body.accessToken).toBe('string')
  })

  it('the sign-up page shows the neutral refusal on the form, not on the email field', async () => {
    const response = (await recruiterSignupAction({
      request: web.post('/signup/recruiter', {
        name: 'Copy Cat',
        email: DEMO_RECRUITER_EMAIL,
        password: 'copper-kettle-81',
      }),
      context: web.context(),
      params: {},
    })) as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
    expect(response.init.status).toBe(400)
    expect(response.data.result.error).toEqual({ '': [NEUTRAL] })
  })
})

describe('common passwords', () => {
  it('sign-up refuses one, in any letter case; the demo and test passwords pass', async () => {
    for (const password of ['password123', 'Password123', 'qwertyuiop', 'iloveyou1']) {
      const { status, body } = await web.api.call('POST', SIGNUP, { body: recruiter({ email: fresh(), password }) })
      expect(status, password).toBe(400)
      expect(body.message).toBe(`Invalid input. password: ${COMMON}`)
    }
    for (const password of [
      DEMO_PASSWORD,
      'stage-lights-42',
      'casting-call-42',
      'first-pass-123',
      'correct-horse-battery',
    ]) {
      const { status } = await web.api.call('POST', SIGNUP, { body: recruiter({ email: fresh(), password }) })
      expect(status, password).toBe(201)
    }
  })

  it('the sign-up page puts it on the password field', async () => {
    const response = (await recruiterSignupAction({
      request: web.post('/signup/recruiter', { name: 'Lax Pat', email: fresh(), password: 'letmein123' }),
      context: web.context(),
      params: {},
    })) as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
    expect(response.init.status).toBe(400)
    expect(response.data.result.error.password).toEqual([
      'This password is one of the most common ones, which attackers try first. Choose another.',
    ])
  })

  it('a password change refuses one', async () => {
    const email = fresh()
    await web.api.call('POST', SIGNUP, { body: recruiter({ email }) })
    const { accessToken } = await web.api.login(email, 'copper-kettle-81')
    const { status, body } = await web.api.call('POST', '/app-user-authentication/change-password', {
      token: accessToken,
      body: { currentPassword: 'copper-kettle-81', newPassword: 'football123' },
    })
    expect(status).toBe(400)
    expect(body.message).toBe(`Invalid input. newPassword: ${COMMON}`)
  })
})

describe('display names', () => {
  const INVISIBLE = [
    'Ra\u200Bvi',
    '\u202EivaR',
    'Ravi\u2060',
    '\u2066Ravi\u2069',
    'Ra\u00ADvi',
    '\u200DRavi',
    '\u3164\u3164',
  ]
  const NOTHING_VISIBLE = ['   ', '\u00A0\u00A0\u00A0', '\u3000\u3000', '\u0301\u0301\u0301', '.. --', '🎭🎭']

  it('the API refuses invisible formatting characters and names with no letters or digits', async () => {
    for (const name of INVISIBLE) {
      const { status, body } = await web.api.call('POST', SIGNUP, { body: recruiter({ email: fresh(), name }) })
      expect(status, JSON.stringify(name)).toBe(400)
      expect(body.message, JSON.stringify(name)).toMatch(
        /^Invalid input\. name: must not contain invisible formatting characters($|;)/,
      )
    }
    for (const name of NOTHING_VISIBLE) {
      const { status, body } = await web.api.call('POST', SIGNUP, { body: recruiter({ email: fresh(), name }) })
      expect(status, JSON.stringify(name)).toBe(400)
      expect(body.message, JSON.stringify(name)).toMatch(
        /^Invalid input\. name: must (contain letters or digits|be at least 2 characters)/,
      )
    }
  })

  it('the page forms say so beside the name', async () => {
    const errorFor = async (name: string) => {
      const response = (await recruiterSignupAction({
        request: web.post('/signup/recruiter', { name, email: fresh(), password: 'copper-kettle-81' }),
        context: web.context(),
        params: {},
      })) as unknown as { data: { result: { error: Record<string, string[]> } } }
      return response.data.result.error.name
    }
    expect(await errorFor('Ra\u200Bvi')).toEqual([
      'Your name has invisible formatting characters (such as zero-width spaces); type it without them',
    ])
    expect(await errorFor('\u0301\u0301\u0301')).toEqual(['Your name needs letters or digits'])
    // Only spaces reach the schema as a missing value (conform's coercion): refused all the same.
    expect(await errorFor('\u3000 \u3000')).toHaveLength(1)
  })

  it('real names pass: accents, scripts, and a joiner inside a Persian or Malayalam word', async () => {
    for (const name of ['Zoë Ñúñez', 'अनन्या शर्मा', 'می\u200Cخواهم', 'കാര്\u200D', 'Li 李', "O'Neil-Smith Jr."]) {
      const { status } = await web.api.call('POST', SIGNUP, { body: recruiter({ email: fresh(), name }) })
      expect(status, name).toBe(201)
    }
  })
})
