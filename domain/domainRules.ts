import { type DomainConfig, domains } from './domains'

export function isChinaDomain(hostname: string, config: DomainConfig = domains): boolean {
  return config.chinaVariants.includes(hostname.toLowerCase())
}

/**
 * The Login page on a China domain variant moves to the Hong Kong domain (same path, query,
 * hash, scheme and port); undefined when the page is already where it belongs.
 */
export function loginDomainRedirect(href: string, config: DomainConfig = domains) {
  const url = new URL(href)
  if (!isChinaDomain(url.hostname, config) || url.hostname === config.hongKong) return undefined
  url.hostname = config.hongKong
  return url.href
}

/** On a China domain variant, links to the provider's hosts take the regional suffix. */
export function regionalHref(href: string, siteHostname: string, config: DomainConfig = domains) {
  if (!isChinaDomain(siteHostname, config) || !/^https?:\/\//i.test(href)) return href
  const url = new URL(href)
  if (!config.providerHosts.includes(url.hostname.toLowerCase())) return href
  url.hostname = `${url.hostname}${config.chinaRegionalSuffix}`
  return url.href
}
