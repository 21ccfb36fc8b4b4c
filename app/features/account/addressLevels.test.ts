import { describe, expect, it } from 'vitest'
import { addressOptions, chooseAddress, fillSingleChoices } from './addressLevels'

const name = (en: string) => ({ en, 'zh-Hant': `${en}（繁）`, 'zh-Hans': `${en}（简）` })
const tree = [
  {
    code: 'HK',
    name: name('Hong Kong'),
    children: [
      {
        code: 'HK-ALL',
        name: name('Hong Kong'),
        children: [
          {
            code: 'HK-NT',
            name: name('New Territories'),
            children: [
              { code: 'HK-NT-ST', name: name('Sha Tin') },
              { code: 'HK-NT-TP', name: name('Tai Po') },
            ],
          },
          {
            code: 'HK-KLN',
            name: name('Kowloon'),
            children: [{ code: 'HK-KLN-KT', name: name('Kwun Tong') }],
          },
        ],
      },
    ],
  },
  { code: 'MO', name: name('Macau'), children: [] },
]
const none = { country: '', province: '', area: '', district: '' }

describe('the address choices of the registration form', () => {
  it('offers each level under what is chosen above it, in the visitor’s language', () => {
    const options = addressOptions(
      tree,
      { country: 'HK', province: 'HK-ALL', area: 'HK-NT', district: '' },
      'zh-Hant',
    )
    expect(options.country.map((o) => o.label)).toEqual(['Hong Kong（繁）', 'Macau（繁）'])
    expect(options.area.map((o) => o.value)).toEqual(['HK-NT', 'HK-KLN'])
    expect(options.district.map((o) => o.value)).toEqual(['HK-NT-ST', 'HK-NT-TP'])
    expect(addressOptions(tree, none, 'en').province).toEqual([])
  })

  it('chooses a level with only one answer by itself', () => {
    expect(chooseAddress(tree, none, 'country', 'HK')).toEqual({
      country: 'HK',
      province: 'HK-ALL',
      area: '',
      district: '',
    })
    const kowloon = chooseAddress(
      tree,
      { country: 'HK', province: 'HK-ALL', area: '', district: '' },
      'area',
      'HK-KLN',
    )
    expect(kowloon.district).toBe('HK-KLN-KT')
  })

  it('empties the levels below a changed one', () => {
    const chosen = { country: 'HK', province: 'HK-ALL', area: 'HK-NT', district: 'HK-NT-ST' }
    expect(chooseAddress(tree, chosen, 'country', 'MO')).toEqual({
      country: 'MO',
      province: '',
      area: '',
      district: '',
    })
  })

  it('keeps what a member already has', () => {
    const chosen = { country: 'HK', province: 'HK-ALL', area: 'HK-NT', district: 'HK-NT-TP' }
    expect(fillSingleChoices(tree, chosen)).toEqual(chosen)
  })
})
