// Every operation's handler, by operationId. An operation without one answers "Server is
// busy" until its issue builds it.
import type { Handlers } from '../http/handler'
import { accountHandlers } from './account'
import { noticeHandlers } from './notices'
import { oneTimePasswordHandlers } from './oneTimePasswords'
import { passwordResetHandlers } from './passwordReset'
import { publicHandlers } from './public'
import { transactionHandlers } from './transactions'
import { uploadHandlers } from './uploads'

export const handlers: Handlers = {
  ...publicHandlers,
  ...accountHandlers,
  ...noticeHandlers,
  ...oneTimePasswordHandlers,
  ...passwordResetHandlers,
  ...transactionHandlers,
  ...uploadHandlers,
}
