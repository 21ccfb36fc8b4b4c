// What the selling handlers need from a request: the settings, the gateway and the clock.
import type { RequestContext } from '../http/handler'
import { simulatedGateway } from '../services/payments/simulatedGateway'
import type { HoldOptions } from '../services/selling/holdOptions'
import type { PaymentDeps } from '../services/selling/payment'

export function holdOptions(ctx: RequestContext): HoldOptions {
  return {
    now: ctx.now(),
    holdMinutes: ctx.config.selling.holdMinutes,
  }
}

/** The payment gateway: the shipped simulated one (a real provider would be chosen here). */
export function paymentDeps(ctx: RequestContext): PaymentDeps {
  return {
    db: ctx.db,
    gateway: simulatedGateway(ctx.db, ctx.now),
    now: ctx.now,
    timeoutMs: ctx.config.selling.paymentTimeoutMs,
    gatewayInDatabase: true,
  }
}
