// The public forms (spec §3, §5, §7): contact, transaction and delivery change requests, and
// the newsletter. Each is checked by its domain/forms schema, so the server says what the
// form says, and is limited per address.
import { contactSchema } from '../../domain/forms/contact'
import { deliveryChangeRequestSchema } from '../../domain/forms/deliveryChangeRequest'
import { newsletterSubscribeSchema, unsubscribeSchema } from '../../domain/forms/newsletter'
import { activationSchema } from '../../domain/forms/password'
import { txnChangeRequestSchema } from '../../domain/forms/txnChangeRequest'
import type { Handlers, RequestContext } from '../http/handler'
import { parseForm } from '../http/validate'
import { type Limit, limitAddress } from '../services/rateLimits'
import {
  confirmChangeRequest,
  submitDeliveryChange,
  submitTxnChange,
} from '../services/requests/changeRequests'
import { keepContactMessage } from '../services/requests/contactMessages'
import {
  changeRequestsPerAddress,
  contactMessagesPerAddress,
  newsletterRequestsPerAddress,
} from '../services/requests/limits'
import { subscribe, unsubscribe } from '../services/requests/newsletter'

const limit = (ctx: RequestContext, which: Limit) =>
  limitAddress(ctx.db, ctx.config.rateLimitExempt, which, ctx.address, ctx.now())

/** What a change request needs of the request: plain values, no HTTP. */
const asker = (ctx: RequestContext) => ({
  db: ctx.db,
  config: ctx.config,
  now: ctx.now,
  locale: ctx.locale,
  memberId: ctx.member?.id,
})

export const formHandlers = {
  submitContactForm: async ({ body }, ctx) => {
    await limit(ctx, contactMessagesPerAddress)
    const form = parseForm(contactSchema, body, ctx)
    return keepContactMessage(ctx, form, ctx.address)
  },

  submitTxnChangeRequest: async ({ body }, ctx) => {
    await limit(ctx, changeRequestsPerAddress)
    return submitTxnChange(asker(ctx), parseForm(txnChangeRequestSchema, body, ctx))
  },

  submitDeliveryChangeRequest: async ({ body }, ctx) => {
    await limit(ctx, changeRequestsPerAddress)
    return submitDeliveryChange(asker(ctx), parseForm(deliveryChangeRequestSchema, body, ctx))
  },

  /** The link mailed to a visitor who asked for a change: the request takes effect. */
  confirmChangeRequest: async ({ body }, ctx) => {
    const { token } = parseForm(activationSchema, body, ctx)
    return confirmChangeRequest(ctx.db, token, ctx.now())
  },

  subscribeNewsletter: async ({ query }, ctx) => {
    await limit(ctx, newsletterRequestsPerAddress)
    const { email } = parseForm(newsletterSubscribeSchema, { email: query.email }, ctx)
    await subscribe(ctx.db, email, ctx.locale, ctx.now())
    return { ok: true as const }
  },

  unsubscribeNewsletter: async ({ query }, ctx) => {
    await limit(ctx, newsletterRequestsPerAddress)
    const { email } = parseForm(unsubscribeSchema, { email: query.email }, ctx)
    await unsubscribe(ctx.db, email)
    return { ok: true as const }
  },
} satisfies Handlers
