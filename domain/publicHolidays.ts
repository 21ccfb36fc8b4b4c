// Hong Kong general holidays (Cap. 149) other than Sundays, as data, for the working-day
// rules (delivery change 7 working days before the show) and office hours. 2025 and 2026 are
// the gazetted lists; 2027 follows the Ordinance's rules (a holiday falling on a Sunday moves to
// the next day that is not a holiday) from the lunar calendar; check it against the gazette
// when it is published and add each new year here.

export const hongKongPublicHolidays: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01', // The first day of January
    '2025-01-29', // Lunar New Year's Day
    '2025-01-30', // The second day of Lunar New Year
    '2025-01-31', // The third day of Lunar New Year
    '2025-04-04', // Ching Ming Festival
    '2025-04-18', // Good Friday
    '2025-04-19', // The day following Good Friday
    '2025-04-21', // Easter Monday
    '2025-05-01', // Labour Day
    '2025-05-05', // The Birthday of the Buddha
    '2025-05-31', // Tuen Ng Festival
    '2025-07-01', // HKSAR Establishment Day
    '2025-10-01', // National Day
    '2025-10-07', // The day following the Chinese Mid-Autumn Festival
    '2025-10-29', // Chung Yeung Festival
    '2025-12-25', // Christmas Day
    '2025-12-26', // The first weekday after Christmas Day
  ],
  2026: [
    '2026-01-01', // The first day of January
    '2026-02-17', // Lunar New Year's Day
    '2026-02-18', // The second day of Lunar New Year
    '2026-02-19', // The third day of Lunar New Year
    '2026-04-03', // Good Friday
    '2026-04-04', // The day following Good Friday
    '2026-04-06', // The day following Ching Ming Festival (5 April is a Sunday)
    '2026-04-07', // The day following Easter Monday
    '2026-05-01', // Labour Day
    '2026-05-25', // The day following the Birthday of the Buddha (24 May is a Sunday)
    '2026-06-19', // Tuen Ng Festival
    '2026-07-01', // HKSAR Establishment Day
    '2026-09-26', // The day following the Chinese Mid-Autumn Festival
    '2026-10-01', // National Day
    '2026-10-19', // The day following Chung Yeung Festival (18 October is a Sunday)
    '2026-12-25', // Christmas Day
    '2026-12-26', // The first weekday after Christmas Day
  ],
  2027: [
    '2027-01-01', // The first day of January
    '2027-02-06', // Lunar New Year's Day
    '2027-02-08', // The third day of Lunar New Year
    '2027-02-09', // The fourth day of Lunar New Year (the second day is a Sunday)
    '2027-03-26', // Good Friday
    '2027-03-27', // The day following Good Friday
    '2027-03-29', // Easter Monday
    '2027-04-05', // Ching Ming Festival
    '2027-05-01', // Labour Day
    '2027-05-13', // The Birthday of the Buddha
    '2027-06-09', // Tuen Ng Festival
    '2027-07-01', // HKSAR Establishment Day
    '2027-09-16', // The day following the Chinese Mid-Autumn Festival
    '2027-10-01', // National Day
    '2027-10-08', // Chung Yeung Festival
    '2027-12-25', // Christmas Day
    '2027-12-27', // The first weekday after Christmas Day (26 December is a Sunday)
  ],
}

const holidaySet: ReadonlySet<string> = new Set(Object.values(hongKongPublicHolidays).flat())

/** The years the data covers; rules that count working days refuse dates outside them. */
export const publicHolidayYears = Object.keys(hongKongPublicHolidays).map(Number)

/** Whether a `YYYY-MM-DD` date is a Hong Kong general holiday (Sundays aside). */
export function isPublicHoliday(date: string): boolean {
  return holidaySet.has(date)
}
