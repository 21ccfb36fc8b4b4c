// Selling settings from the environment (listed in docs/decisions/0006-selling.md).
export interface SellingConfig {
  /** How long a hold keeps its seats: HOLD_MINUTES, default 10 (fractions allowed, for tests). */
  holdMinutes: number
  /** How long a payment waits for the gateway's answer: PAYMENT_TIMEOUT_MS, default 20 s. */
  paymentTimeoutMs: number
  /** Signs e-ticket codes: TICKET_CODE_SECRET, else generated once and kept in the database. */
  ticketCodeSecret: string | undefined
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0
    ? parsed
    : fallback
}

export function readSellingConfig(env: NodeJS.ProcessEnv): SellingConfig {
  return {
    holdMinutes: positive(env.HOLD_MINUTES, 10),
    paymentTimeoutMs: positive(env.PAYMENT_TIMEOUT_MS, 20_000),
    ticketCodeSecret: env.TICKET_CODE_SECRET || undefined,
  }
}
