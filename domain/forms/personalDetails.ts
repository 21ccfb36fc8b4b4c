// The member's personal details (spec §3), shared by registration and member info: title,
// first and last name, birthday, mailing address, mobile number and interests. The shape is
// the API's (openapi.yaml `MemberProfile`): birthday, address and mobile are objects, so a
// problem is reported under `birthday.day`, `address.street`, `mobile.number`.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { crossCheck } from '../validation/crossCheck'
import { choice, requiredText } from '../validation/fields'
import { issue } from '../validation/issueMessages'
import {
  addressCodeMax,
  buildingMax,
  firstNameMax,
  lastNameMax,
  streetMax,
} from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'
import { areaCodePattern, hongKongAreaCode, isMobileNumber } from '../validation/patterns'

export const titles = ['Mr', 'Miss', 'Mrs'] as const
export type Title = (typeof titles)[number]
export const titleLabels: Record<Title, MessageDescriptor> = {
  Mr: msg`Mr`,
  Miss: msg`Miss`,
  Mrs: msg`Mrs`,
}

/** `undisclosed` is what a member has until they choose (and may choose). */
export const genders = ['male', 'female', 'undisclosed'] as const
export type Gender = (typeof genders)[number]
export const genderLabels: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  undisclosed: msg`Prefer not to say`,
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
export const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

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

/** A whole number from 1 to `max` (month, day); 0 when left out, which no rule accepts. */
const wholeNumber = (max: number) =>
  v.optional(
    v.pipe(
      v.number(issue(m.birthdayInvalid)),
      v.integer(issue(m.birthdayInvalid)),
      v.minValue(1, issue(m.birthdayInvalid)),
      v.maxValue(max, issue(m.birthdayInvalid)),
    ),
    0,
  )

const birthdayObject = v.strictObject({ month: wholeNumber(12), day: wholeNumber(31) })
type Birthday = v.InferOutput<typeof birthdayObject>

/** Month and day; the day must exist in the month (29 February does). */
export const birthday = v.optional(
  v.pipe(
    birthdayObject,
    crossCheck<Birthday>(
      'day',
      ['month'],
      (b) => isValidBirthday(b.month, b.day),
      m.birthdayInvalid,
    ),
  ),
  {},
)

/** The mailing address: four choices from the address tree, then street and building. */
export const mailingAddress = v.optional(
  v.strictObject({
    country: requiredText(m.countryRequired, addressCodeMax),
    province: requiredText(m.provinceRequired, addressCodeMax),
    area: requiredText(m.areaRequired, addressCodeMax),
    district: requiredText(m.districtRequired, addressCodeMax),
    street: requiredText(m.streetRequired, streetMax),
    building: requiredText(m.buildingRequired, buildingMax),
  }),
  {},
)

const mobileObject = v.strictObject({
  /** 852 for Hong Kong, whose numbers are entered without it. */
  areaCode: v.optional(
    v.pipe(v.string(issue(m.areaCodeInvalid)), v.regex(areaCodePattern, issue(m.areaCodeInvalid))),
    '',
  ),
  number: v.optional(
    v.pipe(v.string(issue(m.mobileRequired)), v.nonEmpty(issue(m.mobileRequired))),
    '',
  ),
})
type Mobile = v.InferOutput<typeof mobileObject>
const isHongKong = (mobile: Mobile) => mobile.areaCode === hongKongAreaCode

/** Area code and number: a Hong Kong number is 8 digits starting 4–9, others 4–14 digits. */
export const mobile = v.optional(
  v.pipe(
    mobileObject,
    crossCheck<Mobile>(
      'number',
      ['areaCode'],
      (i) => !isHongKong(i) || isMobileNumber(i.areaCode, i.number),
      m.mobileInvalidHongKong,
    ),
    crossCheck<Mobile>(
      'number',
      ['areaCode'],
      (i) => isHongKong(i) || isMobileNumber(i.areaCode, i.number),
      m.mobileInvalidOther,
    ),
  ),
  {},
)

/** Interests from the list; a repeated one counts once. */
export const interestList = v.optional(
  v.pipe(
    v.array(v.picklist(interests, issue(m.interestInvalid)), issue(m.interestInvalid)),
    v.transform((chosen) => [...new Set(chosen)]),
  ),
  [],
)

/** Entries of the details object, spread into the registration and member-info forms. */
export const personalDetailsEntries = {
  title: choice(titles, m.titleRequired),
  firstName: requiredText(m.firstNameRequired, firstNameMax),
  lastName: requiredText(m.lastNameRequired, lastNameMax),
  birthday,
  address: mailingAddress,
  mobile,
  interests: interestList,
  optOutDirectMarketing: v.optional(v.boolean(), false),
}
