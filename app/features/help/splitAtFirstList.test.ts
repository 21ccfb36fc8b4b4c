import { describe, expect, it } from 'vitest'
import { splitAtFirstList } from './splitAtFirstList'

describe('a help section shown with a table instead of its list', () => {
  it('keeps the words before and after the list', () => {
    const text =
      'Fees are per transaction.\n- Hong Kong: from HK$40\n- Macau: from HK$45\n\nCloser to the show, choose an e-ticket.'
    expect(splitAtFirstList(text)).toEqual({
      before: 'Fees are per transaction.',
      after: '\nCloser to the show, choose an e-ticket.',
      hadList: true,
    })
  })

  it('keeps a text without a list whole', () => {
    expect(splitAtFirstList('From HKD 40 in Hong Kong.')).toEqual({
      before: 'From HKD 40 in Hong Kong.',
      after: '',
      hadList: false,
    })
  })

  it('takes a text that is only a list as nothing before and after', () => {
    expect(splitAtFirstList('- Hong Kong\n- Macau')).toEqual({
      before: '',
      after: '',
      hadList: true,
    })
  })
})
