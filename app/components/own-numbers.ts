/**
 * What each of a user's three numbers (requirements §3: total_views, total_share, total_connected) counts,
 * by user type (issue 21: honest numbers), in words shown beside the number.
 */
export interface OwnNumberLabel {
  label: string
  counts: string
}

export const OWN_NUMBER_LABELS: Record<
  'talent' | 'recruiter',
  { views: OwnNumberLabel; shares: OwnNumberLabel; connections: OwnNumberLabel }
> = {
  talent: {
    views: { label: 'Profile views', counts: 'Visits to your page, each visitor once a day' },
    shares: { label: 'Shares', counts: 'Times your page was shared, each visitor once a day' },
    connections: { label: 'Accepted requests', counts: 'Recruiter requests you accepted' },
  },
  recruiter: {
    views: { label: 'Shortlist views', counts: 'Opens of your shared shortlists, each visitor once a day' },
    shares: { label: 'Shortlists shared', counts: 'Shortlists you shared as a link' },
    connections: { label: 'Requests accepted', counts: 'Your requests that talents accepted' },
  },
}

/** The three numbers with their labels, in the order the pages show them. */
export function ownNumbers(
  userType: 'talent' | 'recruiter',
  counters: { total_views: number; total_share: number; total_connected: number },
) {
  const labels = OWN_NUMBER_LABELS[userType]
  return [
    { ...labels.views, value: counters.total_views },
    { ...labels.shares, value: counters.total_share },
    { ...labels.connections, value: counters.total_connected },
  ]
}
