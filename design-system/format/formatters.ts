import { intlLocale } from './intlLocale'

// Making an Intl formatter costs far more than using one, and a page of event cards formats
// dates and prices on every render: one formatter per language and options, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

const keyOf = (locale: string, options: object | undefined) =>
  `${locale}\n${JSON.stringify(options ?? {})}`

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key)
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(
    dateFormats,
    keyOf(locale, options),
    () => new Intl.DateTimeFormat(intlLocale(locale), options),
  )

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  kept(
    numberFormats,
    keyOf(locale, options),
    () => new Intl.NumberFormat(intlLocale(locale), options),
  )
