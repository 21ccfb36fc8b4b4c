// A signed address for the card image of a transaction change request.
import type { Handlers } from '../http/handler'
import { hongKongTime } from '../services/format'
import { codeRequestsPerAddress, limitAddress } from '../services/rateLimits'
import { presignUpload } from '../services/uploads'

export const uploadHandlers = {
  getCardImageUploadUrl: async ({ query }, ctx) => {
    const now = ctx.now()
    await limitAddress(ctx.db, ctx.config.rateLimitExempt, codeRequestsPerAddress, ctx.address, now)
    const upload = await presignUpload(ctx.db, ctx.config, query.fileName, now, ctx.member?.id)
    return { ...upload, expiresAt: hongKongTime(upload.expiresAt) }
  },
} satisfies Handlers
