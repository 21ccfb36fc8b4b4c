import { describe, expect, it } from 'vitest'
import { exactMatch, filterOptions } from './filterOptions'

const districts = [
  { value: 'tst', label: 'Tsim Sha Tsui' },
  { value: 'st', label: 'Sha Tin' },
  { value: 'ssp', label: 'Sham Shui Po' },
  { value: 'cw', label: 'Central and Western' },
  { value: 'wch', label: '灣仔' },
]

describe('filterOptions', () => {
  it('lists every option when nothing is typed', () => {
    expect(filterOptions(districts, '  ')).toEqual(districts)
  })

  it('puts labels that start with the text before labels that merely contain it', () => {
    expect(filterOptions(districts, 'sha').map((o) => o.value)).toEqual(['st', 'ssp', 'tst'])
  })

  it('ignores case and surrounding spaces', () => {
    expect(filterOptions(districts, '  CENTRAL ').map((o) => o.value)).toEqual(['cw'])
  })

  it('matches Chinese labels', () => {
    expect(filterOptions(districts, '灣').map((o) => o.value)).toEqual(['wch'])
  })

  it('returns nothing when no label contains the text', () => {
    expect(filterOptions(districts, 'Mong Kok')).toEqual([])
  })
})

describe('exactMatch', () => {
  it('finds the option named exactly by the text, whatever its case', () => {
    expect(exactMatch(districts, 'sha tin ')?.value).toBe('st')
  })

  it('finds nothing for a partial name', () => {
    expect(exactMatch(districts, 'Sha')).toBeUndefined()
  })
})
