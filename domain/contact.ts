/** Customer-service hotline as the footer shows it (hours in the footer, spec §9). */
export const customerServiceHotline = '+852 3165 1234'

/** Phone booking line (its hours are domain/hours.ts `phoneBookingHours`). */
export const phoneBookingHotline = '+852 3165 1200'

/** The blog lives on the ticketing provider's network site (a provider host, see domains.ts). */
export const blogHref = 'https://www.citytix-network.hk/blog/'
