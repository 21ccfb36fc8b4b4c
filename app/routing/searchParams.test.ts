import { describe, expect, it } from 'vitest'
import { oneOf, positiveInteger, searchSchema, text } from './searchParams'

const schema = searchSchema({
  txnNo: text({ numbers: true, trim: true, upperCase: true, pattern: /^[A-Z0-9-]{6,30}$/ }),
  name: text({ minLength: 1, maxLength: 5 }),
  region: oneOf(['hongKong', 'macau']),
  page: positiveInteger,
})

describe('a page search read from the address', () => {
  it('keeps allowed values and leaves out names the address does not give', () => {
    expect(schema({ txnNo: ' t2026120100042 ', region: 'macau', page: 3 })).toStrictEqual({
      txnNo: 'T2026120100042',
      region: 'macau',
      page: 3,
    })
  })

  it('drops odd values and unknown names instead of failing', () => {
    const read = schema({
      txnNo: '<b>',
      name: 'too long',
      region: 'moon',
      page: 1.5,
      other: 'x',
    } as Record<string, unknown>)
    expect(read).toStrictEqual({
      txnNo: undefined,
      name: undefined,
      region: undefined,
      page: undefined,
    })
  })

  it('reads a number as text only where asked (the router reads ?q=2046 as a number)', () => {
    expect(schema({ txnNo: 123456 } as Record<string, unknown>).txnNo).toBe('123456')
    expect(schema({ name: 12 } as Record<string, unknown>).name).toBeUndefined()
    expect(schema({ page: '2' } as Record<string, unknown>).page).toBeUndefined()
  })

  it('lets another search build on its fields', () => {
    const wider = searchSchema({ ...schema.fields, extra: oneOf(['yes']) })
    expect(wider({ region: 'hongKong', extra: 'yes' })).toStrictEqual({
      region: 'hongKong',
      extra: 'yes',
    })
  })
})
