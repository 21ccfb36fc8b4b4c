/**
 * The site's domains (spec §2 access rules). The Hong Kong domain is the site's own; the China
 * domain variants serve the same app, but the Login page is always served from Hong Kong and
 * links to the ticketing provider's hosts take the provider's regional (China) hosts.
 */
export const domains = {
  hongKong: 'www.citytix.hk',
  chinaVariants: ['www.citytix.cn', 'citytix.cn', 'm.citytix.cn'],
  providerHosts: ['www.citytix-network.hk', 'ticket.citytix-network.hk'],
  /** appended to a provider host on a China domain variant: …network.hk → …network.hk.cn */
  chinaRegionalSuffix: '.cn',
} as const

export type DomainConfig = {
  hongKong: string
  chinaVariants: readonly string[]
  providerHosts: readonly string[]
  chinaRegionalSuffix: string
}
