// A seat as a buyer writes it in each language ("Stalls, row F, seat 12", 「堂座 F 排 12 號」),
// spelled out here rather than read from the app's catalogs, so a test finds the words a
// person expects on the receipt, the e-tickets and the mail.
import type { TransactionRecord } from './buyingApi'
import { type Language, languages } from './buyingWords'

export function seatAsWritten(language: Language, seat: TransactionRecord['seats'][number]) {
  const section = seat.sectionName?.[languages[language].locale] ?? seat.section
  // free seating: its section (or zone) alone
  if (!seat.row && !seat.seat) return section
  if (language === 'en') return `${section}, row ${seat.row}, seat ${seat.seat}`
  const [rowWord, seatWord] = language === 'zhHant' ? ['排', '號'] : ['排', '号']
  return `${section} ${seat.row} ${rowWord} ${seat.seat} ${seatWord}`
}
