import { AGE_GROUPS, ALL_PROJECTS, GENDERS, PROJECT_TYPES, TALENT_TYPES } from '../../api/vocabulary'
import { describeFilters, filterCount, type FilterKey, type Filters } from './filters'

// Error texts of requirements §8, exactly.
export const LOAD_MORE_TIMEOUT = 'Load more timeout'
export const SOMETHING_WENT_WRONG = 'Something went wrong.'
export const SERVER_ERROR = 'Server error, please try again later.'
export const SOCKET_NOT_CONNECTED = 'Socket not connected'
export const AUTH_CHECK_TIMEOUT = 'Auth check timeout'

/** Requirements §9: search page size 10. */
export const SEARCH_PAGE_SIZE = 10

/** The option buttons the engine offers; requirements §5 routes the ones with 'login', 'sign up', 'search now'... */
export const OPTION = {
  login: 'Login',
  signUp: 'Sign Up',
  searchAnyway: 'Search anyway',
  searchNow: 'Search now',
  any: 'Any',
  loadMore: 'Load more',
  viewAll: 'View all',
  newSearch: 'New search',
  whatsapp: 'Contact via WhatsApp',
  emailSupport: 'Email support',
  contactSupport: 'Contact support',
  tryAgain: 'Try again',
} as const

/** Cities offered as buttons at the location question; any listed city or alias can be typed. */
export const POPULAR_CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune']

export type Stage = 'welcome' | FilterKey | 'results'
export type MessageType = 'info' | 'success' | 'warning' | 'error'
export type MessageKind =
  | 'welcome'
  | 'question'
  | 'search_results'
  | 'more_results'
  | 'no_results'
  | 'answer'
  | 'contact'
  | 'view_all'
  | 'navigation'
  | 'error'

/** A talent card as the search service returns it (api/services/talents.ts), passed through untouched. */
export interface TalentCard {
  USERID: string
  name: string
  slug: string
  talentType: string
  gender: string
  city: string
  ageGroup: string
  photo: string
  photoPlaceholder?: string | null
  rating: number
  projectTypes: string[]
}

export interface ViewAllCard {
  url: string
  title: string
  description: string
  totalResults: number
  sessionId: string
}

/** Requirements §3's chat message; the engine only writes the assistant's side (isUser false). */
export interface ChatMessage {
  id: string
  text: string
  isUser: boolean
  /** ISO 8601. */
  timestamp: string
  isSystemMessage: boolean
  messageType: MessageType
  type: MessageKind
  stage: Stage
  options?: string[]
  talentCards?: TalentCard[]
  sessionId?: string
  totalResults?: number
  hasMore?: boolean
  filters?: Filters
  filterType?: FilterKey
  viewAllCard?: ViewAllCard
  /** Real links the message offers (contact: WhatsApp, email), shown as links beside the text. */
  links?: MessageLink[]
  placeholder?: string
  userId?: string
}

/** A link of a message: https: and mailto: addresses built from configuration, or a path of the app ("/shortlists/12"). */
export interface MessageLink {
  label: string
  href: string
}

/** Where people reach a human; the adapter passes the real ones (placeholders otherwise). */
export interface ContactDetails {
  /** International number, digits only, for https://wa.me/<number>. */
  whatsappNumber: string
  supportEmail: string
}

export const DEFAULT_CONTACT: ContactDetails = {
  whatsappNumber: '910000000000',
  supportEmail: 'support@castline.example',
}

export function viewAllUrl(sessionId: string): string {
  return `/chatbot/view-all-talents?sessionId=${encodeURIComponent(sessionId)}`
}

export function viewAllCard(sessionId: string, totalResults: number, filters: Filters): ViewAllCard {
  return {
    url: viewAllUrl(sessionId),
    title: 'View all talents',
    description: `${totalResults} ${describeFilters(filters)}`,
    totalResults,
    sessionId,
  }
}

interface Question {
  text: string
  options: string[]
  placeholder: string
}

/** The guided flow's question for each filter; every one can be skipped. */
export const QUESTIONS: Record<FilterKey, Question> = {
  talentType: {
    text: 'What kind of talent are you looking for?',
    options: [...TALENT_TYPES, OPTION.any],
    placeholder: 'e.g. female dancers in Mumbai for a music video',
  },
  gender: {
    text: 'Any gender preference?',
    options: [...GENDERS, OPTION.any],
    placeholder: 'Type a gender or pick one',
  },
  location: {
    text: 'Which city should they be in?',
    options: [...POPULAR_CITIES, OPTION.any],
    placeholder: 'Type a city, e.g. Jaipur',
  },
  ageGroup: {
    text: 'Which age group?',
    options: [...AGE_GROUPS, OPTION.any],
    placeholder: 'e.g. 26-35 or "around 30"',
  },
  projectType: {
    text: 'What is the project?',
    options: [ALL_PROJECTS, ...PROJECT_TYPES],
    placeholder: 'e.g. a web series or a TV commercial',
  },
}

export function questionOptions(key: FilterKey, collected: Filters): string[] {
  const { options } = QUESTIONS[key]
  return filterCount(collected) > 0 ? [...options, OPTION.searchNow] : options
}

/**
 * The buttons under a set of results. A message that carries its view-all card (a link to the list) does not
 * offer "View all" as a button too: one way to the list, not two.
 */
export function resultOptions(hasMore: boolean, { hasViewAllCard = false } = {}): string[] {
  return [...(hasMore ? [OPTION.loadMore] : []), ...(hasViewAllCard ? [] : [OPTION.viewAll]), OPTION.newSearch]
}

/** "Any city", "Any age": the buttons that widen a search that found nobody. */
export const WIDEN_OPTION: Record<FilterKey, string> = {
  talentType: 'Any talent type',
  gender: 'Any gender',
  location: 'Any city',
  ageGroup: 'Any age',
  projectType: ALL_PROJECTS,
}

export const TEXT = {
  welcomeBack: 'Welcome back! What kind of talent are you looking for today?',
  welcomeGuest:
    "Hi! I'm the Castline assistant. I find actors, models, voiceover artists, dancers and content creators. " +
    'Log in or sign up to keep your searches, or search right away.',
  greeting:
    'Hello! Tell me who you are looking for, for example "female dancers in Mumbai for a music video", or pick a category.',
  thanks: 'You are welcome! Anything else I can find for you?',
  goodbye: 'Goodbye! Come back whenever you need talent.',
  help:
    'I find talent for you. Describe who you need in your own words ("male actor in Chennai for a film", ' +
    '"teen dancers", "voice artist around 50"), search a person by name ("show me Priya Sharma"), or answer ' +
    'my questions one by one. Say "search now" at any time to see results.',
  notUnderstood: "Sorry, I didn't get that.",
  chitchat: 'I only know about talent, I am afraid. Tell me who you need, for example "male actors in Pune".',
  login: 'Taking you to the login page.',
  signUp: 'Taking you to sign up.',
  noSession: 'There is no search to show yet. Tell me who you are looking for.',
  allShown: 'That is everyone for this search.',
} as const

/** https://wa.me/<number> with a first message typed in; the number is digits only (server/env.server.ts). */
export function whatsappUrl(contact: ContactDetails): string {
  const message = encodeURIComponent('Hi Castline, I need help finding talent.')
  return `https://wa.me/${contact.whatsappNumber}?text=${message}`
}

export function mailtoUrl(contact: ContactDetails): string {
  return `mailto:${contact.supportEmail}?subject=${encodeURIComponent('Help finding talent')}`
}

const whatsappLink = (contact: ContactDetails): MessageLink => ({
  label: 'Chat on WhatsApp',
  href: whatsappUrl(contact),
})
const emailLink = (contact: ContactDetails): MessageLink => ({
  label: 'Email support',
  href: mailtoUrl(contact),
})

/** The contact messages of requirements §5: their text, and the links that do what the text says. */
export function whatsappContact(contact: ContactDetails) {
  return { text: 'Chat with our team on WhatsApp.', links: [whatsappLink(contact)] }
}

export function emailContact(contact: ContactDetails) {
  return {
    text: `Write to us at ${contact.supportEmail} and we will get back to you within a working day.`,
    links: [emailLink(contact)],
  }
}

export function supportContact(contact: ContactDetails) {
  return {
    text: `Our team is here to help: email ${contact.supportEmail} or message us on WhatsApp.`,
    links: [emailLink(contact), whatsappLink(contact)],
  }
}
