/** The help and legal links the footer offers, in the order shown, grouped into columns. */
export const footerLinkGroups = {
  buying: ['howToBuy', 'payment', 'serviceFee', 'systemRequirements'],
  collecting: ['ticketCollection', 'delivery', 'boxOffice', 'ticketingTerminal'],
  help: ['faq', 'contactUs', 'aboutUs', 'blog'],
  legal: ['privacyPolicy', 'terms'],
} as const

export type FooterLinkGroup = keyof typeof footerLinkGroups
export type FooterLinkId = (typeof footerLinkGroups)[FooterLinkGroup][number]

/**
 * Default addresses: the spec's routes (§2). The spec gives no page of its own for ticket
 * collection (the help page covers it) and no route for the blog, so the blog link only shows
 * when the caller passes its address.
 */
export const defaultFooterHrefs: Partial<Record<FooterLinkId, string>> = {
  howToBuy: '/BuyTickets.html',
  payment: '/PaymentMethod.html',
  serviceFee: '/ServiceFee.html',
  systemRequirements: '/SystemRequirement.html',
  ticketCollection: '/Help.html',
  delivery: '/Delivery.html',
  boxOffice: '/BoxOffice.html',
  ticketingTerminal: '/TicketingTerminal.html',
  faq: '/Faq.html',
  contactUs: '/CS.html',
  aboutUs: '/AboutUs.html',
  privacyPolicy: '/ReleaseNotes.html#privacypolicy',
  terms: '/ReleaseNotes.html#termsconditions',
}
