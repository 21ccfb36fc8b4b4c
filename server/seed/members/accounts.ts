// Who the demo members are: numbered addresses, one password, and three accounts kept in a
// state other than active so the login errors can be tried.

/** Every demo member's password (documented in the README). */
export const demoPassword = 'Citytix2026!'
export const demoMemberCount = 300

/** `member001@demo.citytix.hk` … `member300@demo.citytix.hk`. */
export const demoEmail = (number: number) =>
  `member${String(number).padStart(3, '0')}@demo.citytix.hk`

export type MemberState = 'pending' | 'active' | 'suspended' | 'locked'

/** The accounts that cannot log in, and what logging in with them shows. */
export const specialAccounts = [
  {
    email: demoEmail(298),
    state: 'pending',
    shows: 'registered but never activated: login answers ACCOUNT_NOT_ACTIVATED',
  },
  {
    email: demoEmail(299),
    state: 'suspended',
    shows: 'suspended: login answers ACCOUNT_LOCKED (contact customer service)',
  },
  {
    email: demoEmail(300),
    state: 'locked',
    shows: 'locked: login answers ACCOUNT_LOCKED (contact customer service)',
  },
] as const satisfies readonly { email: string; state: MemberState; shows: string }[]

/** The member with a bit of everything: log in as this one to see the member pages full. */
export const showcaseEmail = demoEmail(1)

export function stateOf(email: string): MemberState {
  return specialAccounts.find((account) => account.email === email)?.state ?? 'active'
}
