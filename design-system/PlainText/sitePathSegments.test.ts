import { describe, expect, it } from 'vitest'
import { sitePathSegments } from './sitePathSegments'

describe('site paths in a help text', () => {
  it('make a "label: path" line one link named by its label, in English and Chinese', () => {
    expect(sitePathSegments('Payment methods: /PaymentMethod.html')).toEqual([
      { kind: 'link', href: '/PaymentMethod.html', label: 'Payment methods' },
    ])
    expect(sitePathSegments('常見問題：/Faq.html')).toEqual([
      { kind: 'link', href: '/Faq.html', label: '常見問題' },
    ])
  })

  it('become links where a sentence names them, keeping the words around them', () => {
    expect(
      sitePathSegments(
        'Search the kiosk list (/Tdm.do) by name, or read /ReleaseNotes.html#privacypolicy.',
      ),
    ).toEqual([
      { kind: 'text', text: 'Search the kiosk list (' },
      { kind: 'link', href: '/Tdm.do', label: '/Tdm.do' },
      { kind: 'text', text: ') by name, or read ' },
      {
        kind: 'link',
        href: '/ReleaseNotes.html#privacypolicy',
        label: '/ReleaseNotes.html#privacypolicy',
      },
      { kind: 'text', text: '.' },
    ])
    expect(sitePathSegments('表格（/DeliveryChangeRequest.html）申請')).toEqual([
      { kind: 'text', text: '表格（' },
      { kind: 'link', href: '/DeliveryChangeRequest.html', label: '/DeliveryChangeRequest.html' },
      { kind: 'text', text: '）申請' },
    ])
  })

  it('name a link by its words where the text gives them', () => {
    expect(
      sitePathSegments('Use the [change request form](/DeliveryChangeRequest.html) instead.'),
    ).toEqual([
      { kind: 'text', text: 'Use the ' },
      { kind: 'link', href: '/DeliveryChangeRequest.html', label: 'change request form' },
      { kind: 'text', text: ' instead.' },
    ])
    expect(sitePathSegments('填寫[更改申請表格](/DeliveryChangeRequest.html)。')).toEqual([
      { kind: 'text', text: '填寫' },
      { kind: 'link', href: '/DeliveryChangeRequest.html', label: '更改申請表格' },
      { kind: 'text', text: '。' },
    ])
    expect(sitePathSegments('[Box offices](/BoxOffice.do): opening hours')).toEqual([
      { kind: 'link', href: '/BoxOffice.do', label: 'Box offices' },
      { kind: 'text', text: ': opening hours' },
    ])
  })

  it('leave other addresses, files and plain text alone', () => {
    for (const line of [
      'Visit https://www.example.com/page.html for more.',
      'Email service@citytix.hk or call +852 3165 1234.',
      'A 1/2 price ticket.',
      '<a href="/Faq.html">not a link</a>',
      '[words](https://www.example.com/page.html)',
    ]) {
      expect(
        sitePathSegments(line).every((segment) => segment.kind === 'text'),
        line,
      ).toBe(true)
    }
  })
})
