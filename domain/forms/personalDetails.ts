// The member's personal details (spec §3), shared by registration and member info: title,
// name, birthday, mailing address, mobile number and interests.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { crossCheck } from '../validation/crossCheck'
import { choice, optionalText, requiredText } from '../validation/fields'
import { issue } from '../validation/issueMessages'
import { buildingMax, firstNameMax, lastNameMax, nameMax, streetMax } from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'
import { hongKongAreaCode, isMobileNumber } from '../validation/patterns'

export const titles = ['mr', 'miss', 'mrs'] as const
export type Title = (typeof titles)[number]
export const titleLabels: Record<Title, MessageDescriptor> = {
  mr: msg`Mr`,
  miss: msg`Miss`,
  mrs: msg`Mrs`,
}

export const genders = ['male', 'female'] as const
export type Gender = (typeof genders)[number]
export const genderLabels: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
}

export const interests = [
  'movie',
  'music',
  'popConcert',
  'band',
  'chineseOpera',
  'theatre',
  'arts',
  'dance',
  'sports',
  'family',
  'exhibition',
  'seminarForum',
] as const
export type Interest = (typeof interests)[number]
export const interestLabels: Record<Interest, MessageDescriptor> = {
  movie: msg`Movie`,
  music: msg`Music`,
  popConcert: msg`Pop concert`,
  band: msg`Band`,
  chineseOpera: msg`Chinese opera`,
  theatre: msg`Theatre`,
  arts: msg`Arts`,
  dance: msg`Dance`,
  sports: msg`Sports`,
  family: msg`Family`,
  exhibition: msg`Exhibition`,
  seminarForum: msg`Seminar / forum`,
}

/** Days in each month of a year with 29 February (a birthday has no year). */
const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

/** Whether month (1–12) and day make a date that exists in some year. */
export function isValidBirthday(month: number, day: number): boolean {
  const last = daysInMonth[month - 1]
  return (
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    last !== undefined &&
    day >= 1 &&
    day <= last
  )
}

/** A number from a select (which may hand over "7" or 7). */
const selectedNumber = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}$/))], issue(m.birthdayInvalid)),
    v.transform(Number),
  ),
  0,
)

/**
 * Entries of the details object. A screen shows either one `name` field or `firstName` and
 * `lastName`; when `name` is sent it is the one required, otherwise both parts are.
 */
export const personalDetailsEntries = {
  title: choice(titles, m.titleRequired),
  name: v.optional(requiredText(m.nameRequired, nameMax)),
  firstName: optionalText(firstNameMax),
  lastName: optionalText(lastNameMax),
  birthMonth: selectedNumber,
  birthDay: selectedNumber,
  country: requiredText(m.countryRequired, 50),
  province: requiredText(m.provinceRequired, 50),
  area: requiredText(m.areaRequired, 50),
  district: requiredText(m.districtRequired, 50),
  street: requiredText(m.streetRequired, streetMax),
  building: requiredText(m.buildingRequired, buildingMax),
  /** '' or 852 for Hong Kong, whose numbers are entered without it. */
  mobileAreaCode: optionalText(5),
  mobileNumber: requiredText(m.mobileRequired, 20),
  interests: v.optional(v.array(v.picklist(interests, issue(m.interestInvalid))), []),
  optOutDirectMarketing: v.optional(v.boolean(), false),
}

interface DetailsShape extends Record<string, unknown> {
  name?: string
  firstName: string
  lastName: string
  birthMonth: number
  birthDay: number
  mobileAreaCode: string
  mobileNumber: string
}

const isHongKongMobile = (input: { mobileAreaCode: string }) =>
  ['', hongKongAreaCode].includes(input.mobileAreaCode.replace(/^\+/, ''))

/** The rules that read more than one detail; add them to the form's `v.pipe`. */
export function personalDetailsChecks<T extends DetailsShape>() {
  const usesFullName = (input: T) => input.name !== undefined
  return [
    crossCheck<T>(
      'firstName',
      ['name'],
      (i) => usesFullName(i) || i.firstName !== '',
      m.firstNameRequired,
    ),
    crossCheck<T>(
      'lastName',
      ['name'],
      (i) => usesFullName(i) || i.lastName !== '',
      m.lastNameRequired,
    ),
    crossCheck<T>(
      'birthDay',
      ['birthMonth'],
      (i) => isValidBirthday(i.birthMonth, i.birthDay),
      m.birthdayInvalid,
    ),
    crossCheck<T>(
      'mobileNumber',
      ['mobileAreaCode'],
      (i) => !isHongKongMobile(i) || isMobileNumber(i.mobileAreaCode, i.mobileNumber),
      m.mobileInvalidHongKong,
    ),
    crossCheck<T>(
      'mobileNumber',
      ['mobileAreaCode'],
      (i) => isHongKongMobile(i) || isMobileNumber(i.mobileAreaCode, i.mobileNumber),
      m.mobileInvalidOther,
    ),
  ] as const
}
