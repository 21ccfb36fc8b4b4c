// Registration (spec §3, §4, §5): the bot-check picture, registering (an account that is not
// activated, and the activation mail), following the activation link, and asking for the mail
// again. A new member logs in only after activating.
import { activationSchema, resendActivationSchema } from '../../domain/forms/password'
import { registrationSchema } from '../../domain/forms/registration'
import { ApiError } from '../http/apiError'
import type { Handlers, RequestContext } from '../http/handler'
import { parseForm } from '../http/validate'
import { activateAccount, sendActivationMail } from '../services/activation'
import { drawBotCheck, requireBotCheck } from '../services/botCheck'
import { createMember, findMemberByEmail } from '../services/members'
import { hashPassword } from '../services/passwords'
import {
  activationsPerAddress,
  botChecksPerAddress,
  type Limit,
  limitAccount,
  limitAddress,
  registrationsPerAccount,
  registrationsPerAddress,
} from '../services/rateLimits'

const fromThisAddress = (ctx: RequestContext, limit: Limit) =>
  limitAddress(ctx.db, ctx.config.rateLimitExempt, limit, ctx.address, ctx.now())

export const registrationHandlers = {
  getBotCheck: async (_input, ctx) => {
    await fromThisAddress(ctx, botChecksPerAddress)
    return drawBotCheck(ctx.db, ctx.now())
  },

  register: async ({ body }, ctx) => {
    const { db } = ctx
    const form = parseForm(registrationSchema, body, ctx)
    await fromThisAddress(ctx, registrationsPerAddress)
    await limitAccount(db, registrationsPerAccount, form.email, ctx.now())
    await requireBotCheck(ctx, form)
    if (await findMemberByEmail(db, form.email)) throw new ApiError(409, 'EMAIL_ALREADY_REGISTERED')
    const passwordHash = await hashPassword(form.password)
    // the member's language is the one they registered in: their mails come in it
    const member = await createMember(db, form, passwordHash, ctx.locale, ctx.now())
    await sendActivationMail(ctx, member)
    ctx.reply.code(201)
    return { ok: true as const }
  },

  activateAccount: async ({ body }, ctx) => {
    const form = parseForm(activationSchema, body, ctx)
    await fromThisAddress(ctx, activationsPerAddress)
    await activateAccount(ctx.db, form.token, ctx.now())
    return { ok: true as const }
  },

  /** The same answer whoever the address belongs to, so nobody learns who is registered. */
  resendActivation: async ({ body }, ctx) => {
    const form = parseForm(resendActivationSchema, body, ctx)
    await fromThisAddress(ctx, activationsPerAddress)
    const member = await findMemberByEmail(ctx.db, form.email)
    if (member) await sendActivationMail(ctx, member)
    return { ok: true as const }
  },
} satisfies Handlers
