import { intlLocale } from './intlLocale'

// Making an Intl formatter costs far more than using one, and a page of event cards formats
// dates and prices on every render: one formatter per language and options, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

const keyOf = (locale: string, options: object | undefined) =>
  `${locale}\n${JSON.stringify(options ?? {})}`

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = keyOf(locale, options)
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options)
    dateFormats.set(key, format)
  }
  return format
}

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = keyOf(locale, options)
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options)
    numberFormats.set(key, format)
  }
  return format
}
