import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { cinemaTicketClasses } from './cinemaTicketClasses'
import { i18nFor, isTranslated } from './testing/i18n'
import {
  cinemaClassOf,
  cinemaTicketTypes,
  halfPriceCents,
  idRequiredMessage,
  isConcession,
  isTicketType,
  quotaLeft,
  ticketsWanted,
  ticketTypeEligibility,
  ticketTypeIdRequired,
  ticketTypeLabels,
  ticketTypeLine,
  ticketTypes,
  typesOnSale,
} from './ticketTypes'

describe('ticket types', () => {
  it('standard asks nothing at the door; every concession asks for proof', () => {
    for (const type of ticketTypes) {
      expect(ticketTypeIdRequired[type]).toBe(isConcession(type))
    }
  })

  it('names each type and who may buy it in three languages', () => {
    for (const type of ticketTypes) {
      for (const descriptor of [ticketTypeLabels[type], ticketTypeEligibility[type]]) {
        expect(isTranslated('zh-Hant', descriptor), String(descriptor.message)).toBe(true)
        expect(isTranslated('zh-Hans', descriptor), String(descriptor.message)).toBe(true)
      }
    }
    expect(isTranslated('zh-Hant', idRequiredMessage)).toBe(true)
  })

  it('writes a concession as the e-ticket prints it, a standard ticket by its name alone', () => {
    const en = i18nFor('en')
    const translate = (d: MessageDescriptor) => en._(d)
    expect(ticketTypeLine('concession', translate)).toBe('Concession — ID required at entry')
    expect(ticketTypeLine('standard', translate)).toBe('Standard')
    const hk = i18nFor('zh-Hant')
    expect(ticketTypeLine('student', (d) => hk._(d))).toBe('全日制學生 — 入場時須出示證明')
  })

  it('puts the cinema classes on the model, and back', () => {
    expect(cinemaTicketTypes).toEqual({
      regular: 'standard',
      concession: 'concession',
      senior: 'senior60',
      studentChild: 'studentChild',
    })
    for (const ticketClass of cinemaTicketClasses) {
      expect(cinemaClassOf(cinemaTicketTypes[ticketClass])).toBe(ticketClass)
    }
    expect(cinemaClassOf('cssa')).toBeUndefined()
  })

  it('knows its own ids', () => {
    expect(isTicketType('student')).toBe(true)
    expect(isTicketType('regular')).toBe(false)
    expect(isTicketType(3)).toBe(false)
  })

  it('offers standard at the zone price, then the allowed concessions in the model order', () => {
    const prices = [
      { ticketType: 'cssa' as const, priceCents: 29000, quota: 20, taken: 20 },
      { ticketType: 'student' as const, priceCents: 29000, quota: null, taken: 0 },
      { ticketType: 'senior60' as const, priceCents: 29000, quota: null, taken: 0 },
    ]
    const offered = typesOnSale(58000, ['cssa', 'student'], prices)
    expect(offered.map((p) => p.ticketType)).toEqual(['standard', 'student', 'cssa'])
    expect(offered[0]).toMatchObject({ priceCents: 58000, quota: null })
    expect(quotaLeft(offered[2] as (typeof offered)[number])).toBe(0)
    expect(quotaLeft(offered[1] as (typeof offered)[number])).toBe(Number.POSITIVE_INFINITY)
    expect(quotaLeft({ quota: 3, taken: 5 })).toBe(0)
  })

  it('sums a zone and type asked twice', () => {
    const wanted = ticketsWanted([
      { priceZoneId: 1, ticketType: 'student', quantity: 1 },
      { priceZoneId: 1, ticketType: 'student', quantity: 2 },
      { priceZoneId: 1, ticketType: 'standard', quantity: 1 },
    ])
    expect([...wanted.values()]).toEqual([
      { priceZoneId: 1, ticketType: 'student', quantity: 3 },
      { priceZoneId: 1, ticketType: 'standard', quantity: 1 },
    ])
  })

  it('halves a price to a whole dollar below', () => {
    expect(halfPriceCents(58000)).toBe(29000)
    expect(halfPriceCents(17500)).toBe(8700)
  })
})
