// What the selling handlers need from a request: the settings, the gateway and the clock.
import type { RequestContext } from '../../http/handler'
import { simulatedGateway } from '../payments/simulatedGateway'
import type { HoldOptions } from './holds'
import type { PaymentDeps } from './payment'

export function holdOptions(ctx: RequestContext): HoldOptions {
  return {
    now: ctx.now(),
    holdMinutes: ctx.config.selling.holdMinutes,
    locks: ctx.config.selling.locks,
  }
}

/** The payment gateway: the shipped simulated one (a real provider would be chosen here). */
export function paymentDeps(ctx: RequestContext): PaymentDeps {
  return {
    db: ctx.db,
    gateway: simulatedGateway(ctx.db, ctx.now),
    now: ctx.now,
    locks: ctx.config.selling.locks,
    timeoutMs: ctx.config.selling.paymentTimeoutMs,
    gatewayInDatabase: true,
  }
}
