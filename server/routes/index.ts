// Every operation's handler, by operationId: server/app.ts registers each operation of
// openapi.yaml with its handler from here, and every operation has one (tests/server/fuzz.test.ts
// lists any that does not, which would answer "Server is busy").
import type { Handlers } from '../http/handler'
import { accountHandlers } from './account'
import { catalogueHandlers } from './catalogue'
import { cinemaBookingHandlers } from './cinemaBooking'
import { favouriteHandlers } from './favourites'
import { formHandlers } from './forms'
import { noticeHandlers } from './notices'
import { officeBallotsHandlers } from './officeBallots'
import { officeBannersHandlers } from './officeBanners'
import { officeEventsHandlers } from './officeEvents'
import { officePerformancesHandlers } from './officePerformances'
import { officeSalesHandlers } from './officeSales'
import { officeSessionHandlers } from './officeSession'
import { officeStaffHandlers } from './officeStaff'
import { officeSwitchesHandlers } from './officeSwitches'
import { oneTimePasswordHandlers } from './oneTimePasswords'
import { passwordResetHandlers } from './passwordReset'
import { pointHandlers } from './points'
import { publicHandlers } from './public'
import { registrationHandlers } from './registration'
import { sellingHandlers } from './selling'
import { socialHandlers } from './social'
import { ticketCheckHandlers } from './ticketCheck'
import { transactionHandlers } from './transactions'
import { uploadHandlers } from './uploads'
import { waitingRoomHandlers } from './waitingRoom'
import { withWaitingRoom } from './waitingRoomGuard'
import { wishListHandlers } from './wishList'

export const handlers: Handlers = withWaitingRoom({
  ...socialHandlers,
  ...favouriteHandlers,
  ...formHandlers,
  ...publicHandlers,
  ...catalogueHandlers,
  ...accountHandlers,
  ...noticeHandlers,
  ...oneTimePasswordHandlers,
  ...passwordResetHandlers,
  ...pointHandlers,
  ...registrationHandlers,
  ...transactionHandlers,
  ...uploadHandlers,
  ...wishListHandlers,
  ...sellingHandlers,
  ...cinemaBookingHandlers,
  ...ticketCheckHandlers,
  ...waitingRoomHandlers,
  ...officeSessionHandlers,
  ...officeEventsHandlers,
  ...officePerformancesHandlers,
  ...officeSwitchesHandlers,
  ...officeStaffHandlers,
  ...officeSalesHandlers,
  ...officeBallotsHandlers,
  ...officeBannersHandlers,
})
