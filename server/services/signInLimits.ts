// The limits of a password sign-in, for members (server/routes/account.ts) and the box office's
// staff (server/routes/officeSession.ts) alike (docs/decisions/0008-sign-in-limits.md). The
// attempt is counted as a failure before it is checked, in one statement per step, and given
// back when it was right or never checked: of a burst sent at once, only as many as the limits
// allow are checked. Past a few failures for the account (from anywhere) or from the address, a
// sign-in needs the bot check; past five for the account from one address, that address waits;
// nobody else does, short of the hourly ceiling. RATE_LIMIT_EXEMPT addresses are not counted
// per address.
import type { Kysely } from 'kysely'
import { DomainError } from '../../domain/domainError'
import type { ServerConfig } from '../config'
import type { DB } from '../db/schema'
import { type BotCheckAnswer, requireBotCheck } from './botCheck'
import {
  claimAttempts,
  limitAddress,
  loginAttemptsPerAddress,
  loginFailuresPerAccount,
  loginFailuresPerAccountAndAddress,
  loginFailuresPerAccountHourly,
  loginFailuresPerAddress,
} from './rateLimits'

export interface SignInContext {
  db: Kysely<DB>
  config: Pick<ServerConfig, 'botCheck' | 'rateLimitExempt'>
  now(): Date
  address: string
}

/**
 * Runs `check` within the sign-in limits of `account` (the counters' subject: a member's login
 * ID, `office:<email>` for staff). `check` answers the account when what was typed is right and
 * undefined when it is wrong (WRONG_PASSWORD, which stays counted). An attempt refused before its
 * check (bot check, 429) is given back.
 */
export async function checkSignIn<T>(
  ctx: SignInContext,
  account: string,
  botCheck: BotCheckAnswer,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const { db, config, address } = ctx
  const now = ctx.now()
  const exempt = config.rateLimitExempt.includes(address)
  await limitAddress(db, config.rateLimitExempt, loginAttemptsPerAddress, address, now)
  const doubt = await claimAttempts(
    db,
    [
      { limit: loginFailuresPerAccount, subject: account },
      ...(exempt ? [] : [{ limit: loginFailuresPerAddress, subject: address }]),
    ],
    now,
  )
  const claims = [doubt]
  let checked = false
  try {
    if (doubt.over(loginFailuresPerAccount) || doubt.over(loginFailuresPerAddress))
      await requireBotCheck(ctx, botCheck)
    // only attempts that got this far count towards the limits that refuse
    const guesses = await claimAttempts(
      db,
      [
        { limit: loginFailuresPerAccountAndAddress, subject: `${account} ${address}` },
        { limit: loginFailuresPerAccountHourly, subject: account },
      ],
      now,
    )
    claims.push(guesses)
    if (
      guesses.over(loginFailuresPerAccountAndAddress) ||
      guesses.over(loginFailuresPerAccountHourly)
    )
      throw new DomainError('TOO_MANY_REQUESTS')
    checked = true
    const right = await check()
    if (right === undefined) throw new DomainError('WRONG_PASSWORD')
    for (const claim of claims) await claim.release()
    return right
  } catch (error) {
    // a wrong password stays counted; an attempt refused before its check does not
    if (!checked) for (const claim of claims) await claim.release()
    throw error
  }
}
