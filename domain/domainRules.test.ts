import { describe, expect, it } from 'vitest'
import { loginDomainRedirect, regionalHref } from './domainRules'
import type { DomainConfig } from './domains'

const config: DomainConfig = {
  hongKong: 'www.example.hk',
  chinaVariants: ['www.example.cn', 'm.example.cn'],
  providerHosts: ['tickets.provider.hk'],
  chinaRegionalSuffix: '.cn',
}

describe('Login on a China domain variant', () => {
  it('moves to the Hong Kong domain with the same path, query, hash and port', () => {
    expect(
      loginDomainRedirect('http://m.example.cn:8080/zh_cn/Login.html?targetUrl=%2FA#b', config),
    ).toBe('http://www.example.hk:8080/zh_cn/Login.html?targetUrl=%2FA#b')
  })

  it('stays on the Hong Kong domain and on any other host', () => {
    expect(loginDomainRedirect('https://www.example.hk/en_us/Login.html', config)).toBeUndefined()
    expect(loginDomainRedirect('http://127.0.0.1:4173/en_us/Login.html', config)).toBeUndefined()
  })
})

describe('provider links', () => {
  it('take the regional suffix on a China domain variant', () => {
    expect(regionalHref('https://tickets.provider.hk/buy?id=1', 'www.example.cn', config)).toBe(
      'https://tickets.provider.hk.cn/buy?id=1',
    )
  })

  it('are unchanged on the Hong Kong domain, and other links are never touched', () => {
    expect(regionalHref('https://tickets.provider.hk/buy', 'www.example.hk', config)).toBe(
      'https://tickets.provider.hk/buy',
    )
    expect(regionalHref('https://other.example/x', 'www.example.cn', config)).toBe(
      'https://other.example/x',
    )
    expect(regionalHref('/Faq.html', 'www.example.cn', config)).toBe('/Faq.html')
  })
})
