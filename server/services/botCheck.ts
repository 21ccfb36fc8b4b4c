// The bot check (spec §7's bot-check widget, the captcha of the screens): a picture of a short
// code drawn by svg-captcha. The database keeps only the SHA-256 of the answer, with an expiry;
// a picture is answered once, right or wrong, so every guess costs a new picture. Asked for on
// registration, one-time-password requests and password logins after repeated failures;
// BOT_CHECK=off (config.botCheck) turns it off for load tests and demos.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import svgCaptcha from 'svg-captcha'
import { DomainError } from '../../domain/domainError'
import type { ServerConfig } from '../config'
import type { DB } from '../db/schema'
import { hongKongTime } from './format'

/** How long a picture may be answered. */
export const botCheckMinutes = 5
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/l, 2/Z, 5/S). */
const characters = 'ABCDEFGHJKMNPQRTUVWXY346789'
const codeLength = 5

/**
 * Answers of the pictures drawn so far, kept only when NODE_ENV=test: the one way to solve a
 * picture without looking at it (server/testing/botCheck.ts). Never filled in production.
 */
export const answersForTests: Map<string, string> | undefined =
  process.env.NODE_ENV === 'test' ? new Map() : undefined

/** The answer as compared: no spaces around it, any letter case. */
const normalised = (code: string) => code.trim().toUpperCase()
const hashOf = (id: string, code: string) =>
  createHash('sha256')
    .update(`${id}:${normalised(code)}`)
    .digest()

export async function drawBotCheck(db: Kysely<DB>, now: Date) {
  const picture = svgCaptcha.create({ size: codeLength, noise: 2, charPreset: characters })
  const id = randomBytes(16).toString('base64url')
  const expiresAt = new Date(+now + botCheckMinutes * 60_000)
  await db
    .insertInto('bot_checks')
    .values({
      id,
      answer_hash: hashOf(id, picture.text).toString('hex'),
      created_at: now,
      expires_at: expiresAt,
    })
    .execute()
  // pictures nobody can answer any more are tidied as new ones are drawn
  await db
    .deleteFrom('bot_checks')
    .where('expires_at', '<', new Date(+now - 60 * 60_000))
    .execute()
  answersForTests?.set(id, picture.text)
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(picture.data).toString('base64')}`,
    expiresAt: hongKongTime(expiresAt),
  }
}

export interface BotCheckAnswer {
  captchaId?: string | undefined
  captchaCode?: string | undefined
}

/**
 * Uses up the picture and throws unless its code was typed: BOT_CHECK_REQUIRED when no answer
 * came, BOT_CHECK_FAILED when it is wrong, expired, already answered or unknown.
 */
export async function checkBotCheck(db: Kysely<DB>, answer: BotCheckAnswer, now: Date) {
  const { captchaId, captchaCode } = answer
  if (!captchaId || !captchaCode?.trim()) throw new DomainError('BOT_CHECK_REQUIRED')
  // one answer per picture, even when two requests race: only one update finds it unused
  const used = await db
    .updateTable('bot_checks')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst()
  const right =
    used !== undefined &&
    timingSafeEqual(Buffer.from(used.answer_hash, 'hex'), hashOf(captchaId, captchaCode))
  if (!right) throw new DomainError('BOT_CHECK_FAILED')
}

/** The check where the site asks for one: nothing when BOT_CHECK=off. */
export async function requireBotCheck(
  ctx: { db: Kysely<DB>; config: Pick<ServerConfig, 'botCheck'>; now(): Date },
  answer: BotCheckAnswer,
) {
  if (!ctx.config.botCheck) return
  await checkBotCheck(ctx.db, answer, ctx.now())
}
