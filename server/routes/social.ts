// Social sign-in (spec §4, §7): which providers are configured, starting a sign-in, the four
// providers' login calls (each ends in logInMember), and a logged-in member linking an account.
import { DomainError } from '../../domain/domainError'
import { type Handlers, memberOf, type RequestContext } from '../http/handler'
import { logInMember } from '../services/members'
import { limitAddress, loginAttemptsPerAddress } from '../services/rateLimits'
import { names, type SocialIdentity, socialLoginFailed } from '../services/social/identity'
import { linkToMember, memberForSignIn } from '../services/social/members'
import { finishSignIn, startSignIn } from '../services/social/signIns'
import { configuredProviders, type SocialProvider } from '../settings/social'

const countAttempt = (ctx: RequestContext) =>
  limitAddress(ctx.db, ctx.config.rateLimitExempt, loginAttemptsPerAddress, ctx.address, ctx.now())

/** A provider's own failure (refused code, bad token, unreachable) is "social login failed". */
async function vouched<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof DomainError) throw error
    ctx.request.log.warn({ err: error }, 'social sign-in failed')
    throw socialLoginFailed()
  }
}

async function signIn(
  ctx: RequestContext,
  provider: SocialProvider,
  answer: { code: string; state: string },
  nameHint?: { firstName?: string; lastName?: string },
) {
  await countAttempt(ctx)
  const now = ctx.now()
  const identity: SocialIdentity = await vouched(ctx, () =>
    finishSignIn(ctx.db, ctx.config, { provider, purpose: 'login', ...answer, nameHint }, now),
  )
  // a first sign-in's link stays only if the member may log in
  return ctx.db.transaction().execute(async (trx) => {
    const member = await memberForSignIn(trx, identity, ctx.locale, now)
    return logInMember(trx, member, now)
  })
}

/** Apple sends the name as JSON on the first sign-in only. */
function appleName(user: string | undefined) {
  if (!user) return undefined
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }
    const { firstName, lastName } = names(parsed.name?.firstName, parsed.name?.lastName)
    return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }
  } catch {
    return undefined
  }
}

export const socialHandlers = {
  getSocialLoginProviders: async (_input, ctx) => ({
    providers: configuredProviders(ctx.config.socialLogin),
  }),

  startSocialLogin: async ({ body }, ctx) => {
    await countAttempt(ctx)
    return vouched(ctx, () =>
      startSignIn(ctx.db, ctx.config, { provider: body.provider, purpose: 'login' }, ctx.now()),
    )
  },

  loginWithGoogle: async ({ body }, ctx) => signIn(ctx, 'google', body),
  loginWithFacebook: async ({ body }, ctx) => signIn(ctx, 'facebook', body),
  loginWithWechat: async ({ body }, ctx) => signIn(ctx, 'wechat', body),
  loginWithApple: async ({ body }, ctx) =>
    signIn(ctx, 'apple', { code: body.code, state: body.state }, appleName(body.user)),

  startSocialLink: async ({ body }, ctx) => {
    await countAttempt(ctx)
    const start = { provider: body.provider, purpose: 'link' as const, memberId: memberOf(ctx).id }
    return vouched(ctx, () => startSignIn(ctx.db, ctx.config, start, ctx.now()))
  },

  linkSocialLogin: async ({ body }, ctx) => {
    await countAttempt(ctx)
    const memberId = memberOf(ctx).id
    const now = ctx.now()
    const identity = await vouched(ctx, () =>
      finishSignIn(ctx.db, ctx.config, { ...body, purpose: 'link', memberId }, now),
    )
    await linkToMember(ctx.db, identity, memberId, now)
    return { ok: true as const }
  },
} satisfies Handlers
