/** The help and legal links the footer offers, in the order shown, grouped into columns. */
export const footerLinkGroups = {
  buying: ['cinema', 'howToBuy', 'payment', 'serviceFee', 'systemRequirements'],
  collecting: ['ticketCollection', 'delivery', 'boxOffice', 'ticketingTerminal'],
  help: ['faq', 'contactUs', 'newsletter', 'aboutUs', 'blog'],
  legal: ['privacyPolicy', 'terms'],
} as const

export type FooterLinkGroup = keyof typeof footerLinkGroups
export type FooterLinkId = (typeof footerLinkGroups)[FooterLinkGroup][number]

/**
 * Default addresses: the spec's routes (§2), and the app's own pages for ticket collection and
 * the newsletter, which the spec names without a route. The blog has no route either: its link
 * only shows when the caller passes its address.
 */
export const defaultFooterHrefs: Partial<Record<FooterLinkId, string>> = {
  cinema: '/Cinema.html',
  howToBuy: '/BuyTickets.html',
  payment: '/PaymentMethod.html',
  serviceFee: '/ServiceFee.html',
  systemRequirements: '/SystemRequirement.html',
  ticketCollection: '/TicketCollection.html',
  delivery: '/Delivery.html',
  boxOffice: '/BoxOffice.html',
  ticketingTerminal: '/TicketingTerminal.html',
  faq: '/Faq.html',
  contactUs: '/CS.html',
  newsletter: '/Newsletter.html',
  aboutUs: '/AboutUs.html',
  privacyPolicy: '/ReleaseNotes.html#privacypolicy',
  terms: '/ReleaseNotes.html#termsconditions',
}
