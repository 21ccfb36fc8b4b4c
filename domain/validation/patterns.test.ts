import { describe, expect, it } from 'vitest'
import { isLooseEmail, isMobileNumber, isPhoneNumber, isStrictEmail } from './patterns'

describe('email patterns', () => {
  it.each([
    ['someone@example.com', true, true],
    ['first.last+tickets@mail.example.com.hk', true, true],
    ["o'brien@example.ie", true, true],
    ['UPPER@EXAMPLE.COM', true, true],
    ['someone@localhost', false, false],
    ['someone@example.c', false, true],
    ['someone@-example.com', false, true],
    ['someone@example..com', false, true],
    ['.someone@example.com', false, true],
    ['some..one@example.com', false, true],
    ['someone@例子.香港', false, true],
    ['some one@example.com', false, false],
    ['someone@@example.com', false, false],
    ['@example.com', false, false],
    ['someone@', false, false],
    ['someone', false, false],
    ['', false, false],
  ])('%j is strict: %s, loose: %s', (email, strict, loose) => {
    expect(isStrictEmail(email)).toBe(strict)
    expect(isLooseEmail(email)).toBe(loose)
  })
})

describe('phone pattern', () => {
  it.each([
    ['21234567', true],
    ['2123 4567', true],
    ['+852 2123 4567', true],
    ['(852) 2123-4567', true],
    ['+86 138 0013 8000', true],
    ['1234567', false],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['2123 4567 ext 8', false],
    ['++852 21234567', false],
    ['852+21234567', false],
    ['', false],
  ])('%j is a phone number: %s', (phone, expected) => {
    expect(isPhoneNumber(phone)).toBe(expected)
  })
})

describe('mobile numbers', () => {
  it.each([
    ['852', '91234567', true],
    ['852', '61234567', true],
    ['852', '5123 4567', false],
    ['', '91234567', false],
    ['+852', '91234567', false],
    ['852', '21234567', false],
    ['852', '9123456', false],
    ['852', '912345678', false],
    ['852', '85291234567', false],
    ['86', '13800138000', true],
    ['44', '7700900123', true],
    ['86', '123', false],
    ['1868', '12345678901234', true],
    ['1868', '123456789012345', false],
    ['12345', '12345678', false],
    ['abc', '12345678', false],
  ])('area code %j with %j is valid: %s', (code, number, expected) => {
    expect(isMobileNumber(code, number)).toBe(expected)
  })
})
