// Numbers read from the environment, shared by the server's settings and the services' own.

/** A count, or a number of seconds or milliseconds; the fallback when unset or odd. */
export function nonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed
    : fallback
}
