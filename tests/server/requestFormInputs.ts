// Inputs for the public forms in tests/server/formsAgree.test.ts (contact, transaction and
// delivery change, newsletter): valid values and the edges of phone numbers, transaction
// numbers and masked card numbers, in the manner of formInputs.ts.
import fc from 'fast-check'
import { cardNumberMax, transactionNumberMax } from '../../domain/validation/limits'
import { ofLength, onlySpaces, padded, wrongTypes } from './formInputs'

export const phones = fc.oneof(
  fc.constantFrom('+852 9123 4567', '(852) 2123-4567', '91234567', '+86 138 0013 8000'),
  fc.stringMatching(/^\+?[0-9]{8,15}$/),
)
export const phoneEdges = fc.oneof(
  onlySpaces,
  padded(phones),
  fc.constantFrom(
    '1234567', // 7 digits
    '123456789012345', // 15
    '1234567890123456', // 16
    '+ 852 9123 4567',
    '++85291234567',
    '852+91234567',
    '9123-4567 ext 2',
    '()()91234567',
    '１２３４５６７８',
    '9123 4567\n',
    `${' '.repeat(29)}91234567`,
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  wrongTypes,
)

export const transactionNumbers = fc.stringMatching(
  new RegExp(`^[A-Za-z0-9]{1,${transactionNumberMax}}$`),
)
export const transactionNumberEdges = fc.oneof(
  onlySpaces,
  padded(transactionNumbers),
  fc.constantFrom(
    'T-2026',
    'T 2026',
    'Ｔ2026',
    'A'.repeat(transactionNumberMax),
    'A'.repeat(transactionNumberMax + 1),
    ` ${'A'.repeat(transactionNumberMax)}`,
  ),
  ofLength(5),
  wrongTypes,
)

export const cardNumbers = fc.constantFrom(
  '4921 **** **** 0357',
  '4111********1111',
  '4111-xxxx-xxxx-1111',
  '3782 ****** *0005',
  '6011 •••• •••• •••• 1117',
)
export const cardNumberEdges = fc.oneof(
  onlySpaces,
  padded(cardNumbers),
  fc.constantFrom(
    '4111 1111 1111 1111',
    '4111 **** **** 111*',
    '411* **** **** 1111',
    '4111 1*** **** 1111',
    '4111 **** 1111', // 12 with 4 masked: shortest
    '4111 *** 1111', // 11
    '4111 *********** 1111', // 19
    '4111 ************ 1111', // 20
    `4111 ${'* '.repeat(11)}1111`, // 31 as typed
    `4111 ${'*'.repeat(8)}${' '.repeat(cardNumberMax - 16)} 1111`,
    '４１１１ **** **** １１１１',
    '4111_****_****_1111',
    '4111 XXXX XXXX 1111',
  ),
  wrongTypes,
)
