// Field messages for the form schemas (spec §5), as Lingui descriptors. Each form reuses these
// so the same mistake reads the same everywhere.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { errorMessages } from '../errors'
import { emailMax, password } from './limits'

const passwordMin = password.min
const passwordMax = password.max

const tooLongBase = msg({ message: 'Please enter at most {max} characters.' })
/** "at most {max} characters", with the number filled in. */
export const tooLong = (max: number): MessageDescriptor => ({ ...tooLongBase, values: { max } })

export const fieldMessages = {
  // email and login
  emailRequired: msg`Please enter your email address.`,
  emailInvalid: msg`Please enter a valid email address.`,
  emailTooLong: msg`An email address can have at most ${emailMax} characters.`,
  emailMismatch: msg`The two email addresses do not match.`,
  loginIdRequired: msg`Please enter your email or login ID.`,
  passwordRequired: msg`Please enter your password.`,
  passwordLength: msg`Password must be ${passwordMin} to ${passwordMax} characters.`,
  passwordMismatch: msg`The two passwords do not match.`,
  oldPasswordRequired: msg`Please enter your old password.`,
  otpRequired: msg`Please enter the 6-digit one-time password.`,
  termsRequired: errorMessages.TERMS_NOT_ACCEPTED,
  botCheckCode: errorMessages.BOT_CHECK_REQUIRED,
  linkBroken: msg`This link is not complete. Please open the link from the email again.`,
  // personal details
  titleRequired: msg`Please choose a title.`,
  genderInvalid: msg`Please choose a gender from the list.`,
  nameRequired: msg`Please enter your name.`,
  firstNameRequired: msg`Please enter your first name.`,
  lastNameRequired: msg`Please enter your last name.`,
  birthdayInvalid: msg`Please choose a valid birthday (month and day).`,
  countryRequired: msg`Please choose a country or region.`,
  provinceRequired: msg`Please choose a province.`,
  areaRequired: msg`Please choose an area.`,
  districtRequired: msg`Please choose a district.`,
  streetRequired: msg`Please enter the street.`,
  buildingRequired: msg`Please enter the building.`,
  mobileRequired: msg`Please enter your mobile number.`,
  mobileInvalidHongKong: msg`Please enter an 8-digit Hong Kong mobile number, without the area code.`,
  mobileInvalidOther: msg`Please enter a valid area code and mobile number.`,
  areaCodeInvalid: msg`Please enter the area code: 1 to 4 digits, such as 852 for Hong Kong.`,
  interestInvalid: msg`Please choose your interests from the list.`,
  // contact and change requests
  phoneRequired: msg`Please enter your contact number.`,
  phoneInvalid: msg`Please enter a valid contact number: digits, with an optional +, brackets, dashes or spaces.`,
  contactNameRequired: msg`Please enter the contact person's name.`,
  addressRequired: msg`Please enter the address.`,
  enquiryRequired: msg`Please enter your enquiry.`,
  transactionNumberRequired: msg`Please enter the transaction number.`,
  transactionNumberInvalid: msg`A transaction number has only letters and digits.`,
  cardNumberRequired: msg`Please enter the first 4 and last 4 digits of your card.`,
  cardNumberMasked: msg`Show only the first 4 and last 4 digits of your card and mask every other digit with *.`,
  cardImageRequired: msg`Please upload an image of the front of your card.`,
  changeItemRequired: msg`Please tick at least one item to change.`,
  newContactNameRequired: msg`Please enter the new contact name.`,
  newContactNumberRequired: msg`Please enter the new contact number.`,
  newAddressRequired: msg`Please enter the new address.`,
  untickedItemFilled: msg`Tick this item to change it, or leave it empty.`,
  // wish list
  wishListEmpty: msg`Please choose at least one ticket.`,
  wishListLimit: errorMessages.WISH_LIST_LIMIT,
  wishListOneDate: msg`Tickets for different dates need separate submissions.`,
  quantityInvalid: msg`Please choose how many tickets you want.`,
  choiceRequired: msg`Please make a choice.`,
} as const satisfies Record<string, MessageDescriptor>
