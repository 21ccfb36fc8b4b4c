import { describe, expect, it } from 'vitest'
import {
  admissionMessages,
  admissionProblem,
  eligibleTicketClasses,
  filmCategoryMessages,
  isClosedForTyphoon,
  ticketClassHolders,
  ticketClassLabels,
  typhoonClosureMessage,
} from './cinema'
import { cinemaTicketClasses } from './cinemaTicketClasses'
import { i18nFor, isTranslated } from './testing/i18n'

describe('cinema admission', () => {
  it.each([
    [5, 'I', 'underSix'],
    [6, 'I', undefined],
    [6, 'IIB', undefined],
    [17, 'III', 'categoryIII'],
    [18, 'III', undefined],
    [5, 'III', 'underSix'],
    [40, 'IIA', undefined],
  ] as const)('a person of %i at a Category %s film: %s', (age, category, problem) => {
    expect(admissionProblem(age, category)).toBe(problem)
  })

  it('explains each refusal in three languages', () => {
    expect(i18nFor('en')._(admissionMessages.underSix)).toBe(
      'Children under 6 are not admitted. Everyone aged 6 or above needs a ticket.',
    )
    for (const descriptor of Object.values(admissionMessages)) {
      expect(isTranslated('zh-Hant', descriptor)).toBe(true)
      expect(isTranslated('zh-Hans', descriptor)).toBe(true)
    }
  })
})

describe('ticket classes', () => {
  it.each([
    [{ age: 5 }, []],
    [{ age: 6 }, ['regular', 'studentChild']],
    [{ age: 11 }, ['regular', 'studentChild']],
    [{ age: 12 }, ['regular']],
    [{ age: 16, fullTimeStudent: true }, ['regular', 'concession', 'studentChild']],
    [{ age: 35, disabled: true }, ['regular', 'concession']],
    [{ age: 59 }, ['regular']],
    [{ age: 60 }, ['regular', 'concession', 'senior']],
  ])('%j may buy %j', (holder, classes) => {
    expect(eligibleTicketClasses(holder)).toEqual(classes)
  })

  it('names every class in three languages', () => {
    for (const ticketClass of cinemaTicketClasses) {
      const descriptor = ticketClassLabels[ticketClass]
      expect(isTranslated('zh-Hant', descriptor), ticketClass).toBe(true)
      expect(isTranslated('zh-Hans', descriptor), ticketClass).toBe(true)
    }
  })
})

describe('typhoon', () => {
  it.each([
    [0, false],
    [3, false],
    [8, true],
    [10, true],
  ])('with signal %i hoisted the theatre is closed: %s', (signal, closed) => {
    expect(isClosedForTyphoon(signal)).toBe(closed)
  })
})

describe('cinema rules in words', () => {
  it('name the ages from the rules themselves', () => {
    const en = i18nFor('en')
    expect(en._(filmCategoryMessages.III)).toBe('Category III: persons aged 18 and above only.')
    expect(en._(ticketClassHolders.studentChild)).toBe(
      'For full-time students and children aged 6 to 11.',
    )
    expect(en._(typhoonClosureMessage)).toBe(
      'Theatres close when typhoon signal No. 8 or above is hoisted.',
    )
  })

  it('are written in both Chinese catalogs', () => {
    const messages = [
      ...Object.values(filmCategoryMessages),
      ...Object.values(ticketClassHolders),
      typhoonClosureMessage,
    ]
    for (const message of messages) {
      expect(isTranslated('zh-Hant', message)).toBe(true)
      expect(isTranslated('zh-Hans', message)).toBe(true)
    }
  })
})
