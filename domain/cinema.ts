// Cinema rules (spec §3, §9): who may be admitted, which ticket class a person may buy, and the
// typhoon closure. Ticket class ids are in cinemaTicketClasses.ts.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CinemaTicketClass } from './cinemaTicketClasses'

/** Hong Kong film classification. */
export const filmCategories = ['I', 'IIA', 'IIB', 'III'] as const
export type FilmCategory = (typeof filmCategories)[number]

/** Children under 6 are not admitted; from 6 everyone needs a ticket. */
export const minimumAdmissionAge = 6
/** Category III films are for persons aged 18 and above only. */
export const categoryIIIMinimumAge = 18
/** Concessions: aged 60 or over, people with disabilities, full-time students. */
export const concessionMinimumAge = 60
export const seniorMinimumAge = 60
/** Our reading of "child" for the student/child class: aged 6 to 11. */
export const childMaximumAge = 11
/** Theatres close when typhoon signal No. 8 or higher is hoisted. */
export const typhoonClosureSignal = 8

/** Seats one cinema booking may take (the spec gives no number; events default to 8 too). */
export const cinemaMaxTicketsPerBooking = 8

/** What each category means for who may watch it (Hong Kong's film classification). */
export const filmCategoryMessages: Record<FilmCategory, MessageDescriptor> = {
  I: msg`Category I: suitable for all ages.`,
  IIA: msg`Category IIA: not suitable for children.`,
  IIB: msg`Category IIB: not suitable for young persons and children.`,
  III: msg`Category III: persons aged ${categoryIIIMinimumAge} and above only.`,
}

export const admissionProblems = ['underSix', 'categoryIII'] as const
export type AdmissionProblem = (typeof admissionProblems)[number]

export const admissionMessages: Record<AdmissionProblem, MessageDescriptor> = {
  underSix: msg`Children under 6 are not admitted. Everyone aged 6 or above needs a ticket.`,
  categoryIII: msg`Persons under 18 are not admitted to Category III films.`,
}

/** Why a person of this age may not see a film of this category, if they may not. */
export function admissionProblem(
  age: number,
  category: FilmCategory,
): AdmissionProblem | undefined {
  if (age < minimumAdmissionAge) return 'underSix'
  if (category === 'III' && age < categoryIIIMinimumAge) return 'categoryIII'
  return undefined
}

export interface TicketHolder {
  age: number
  disabled?: boolean
  fullTimeStudent?: boolean
}

/** The ticket classes a person may buy; everyone admitted may buy a regular ticket. */
export function eligibleTicketClasses(holder: TicketHolder): CinemaTicketClass[] {
  if (holder.age < minimumAdmissionAge) return []
  const classes: CinemaTicketClass[] = ['regular']
  if (holder.age >= concessionMinimumAge || holder.disabled || holder.fullTimeStudent) {
    classes.push('concession')
  }
  if (holder.age >= seniorMinimumAge) classes.push('senior')
  if (holder.fullTimeStudent || holder.age <= childMaximumAge) classes.push('studentChild')
  return classes
}

export const ticketClassLabels: Record<CinemaTicketClass, MessageDescriptor> = {
  regular: msg`Regular`,
  concession: msg`Concession`,
  senior: msg`Senior`,
  studentChild: msg`Student / child`,
}

/** Who may buy each ticket class, in the words the booking shows beside its price. */
export const ticketClassHolders: Record<CinemaTicketClass, MessageDescriptor> = {
  regular: msg`For everyone.`,
  concession: msg`For people aged ${concessionMinimumAge} or above, people with disabilities and full-time students.`,
  senior: msg`For people aged ${seniorMinimumAge} or above.`,
  studentChild: msg`For full-time students and children aged ${minimumAdmissionAge} to ${childMaximumAge}.`,
}

/** Theatres close, and shows are cancelled, at typhoon signal No. 8 or above. */
export const typhoonClosureMessage = msg`Theatres close when typhoon signal No. ${typhoonClosureSignal} or above is hoisted.`

/** Whether theatres are closed at the typhoon signal now hoisted (0 when none). */
export function isClosedForTyphoon(signal: number): boolean {
  return signal >= typhoonClosureSignal
}
