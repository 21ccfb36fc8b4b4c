// The personal details as a form holds them (registration and member info): the API's shape
// (openapi.yaml RegisterRequest / MemberInfoUpdate), with empty answers where nothing is
// chosen yet, so the domain schema reads them as they are and names what is missing.
import type { Gender, Interest, Title } from '../../../domain/forms/personalDetails'
import { hongKongAreaCode } from '../../../domain/validation/patterns'
import type { Schemas } from '../../api/queries'
import type { AddressChoice } from './addressLevels'

export interface DetailsValues {
  title: Title | ''
  firstName: string
  lastName: string
  birthday: { month: number | null; day: number | null }
  address: AddressChoice & { street: string; building: string }
  mobile: { areaCode: string; number: string }
  interests: Interest[]
  optOutDirectMarketing: boolean
}

export const emptyDetails: DetailsValues = {
  title: '',
  firstName: '',
  lastName: '',
  birthday: { month: null, day: null },
  address: { country: '', province: '', area: '', district: '', street: '', building: '' },
  // most members live in Hong Kong, whose numbers are entered without it
  mobile: { areaCode: hongKongAreaCode, number: '' },
  interests: [],
  optOutDirectMarketing: false,
}

export interface MemberInfoValues extends DetailsValues {
  email: string
  confirmEmail: string
  gender: Gender
  cardLayout: Schemas['CardLayout']
}

/** The member's stored information as the member-info form starts with it. */
export function memberInfoValues(info: Schemas['MemberInfo']): MemberInfoValues {
  return {
    title: info.title,
    firstName: info.firstName,
    lastName: info.lastName,
    birthday: { month: info.birthday.month, day: info.birthday.day },
    address: { ...info.address },
    mobile: { ...info.mobile },
    interests: [...(info.interests ?? [])],
    optOutDirectMarketing: info.optOutDirectMarketing ?? false,
    email: info.email,
    confirmEmail: info.email,
    gender: info.gender,
    cardLayout: info.cardLayout,
  }
}
