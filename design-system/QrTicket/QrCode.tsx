import { useMemo } from 'react'
import * as css from './QrTicket.css'
import { qrPath } from './qrPath'

export interface QrCodeProps {
  /** What the code encodes (an otpauth:// URI, a link). */
  payload: string
  /** What the code is, for a screen reader ("QR code for your authenticator app"). */
  label: string
}

/**
 * A QR code on its own, black on white with its quiet zone in every theme, as scanners need:
 * the e-ticket's drawing without the ticket (the box office shows an authenticator's secret
 * with it). Write what it encodes beside it for anyone who cannot scan.
 */
export function QrCode({ payload, label }: QrCodeProps) {
  const { size, d } = useMemo(() => qrPath(payload), [payload])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={css.code}
    >
      <path d={d} className={css.modules} />
    </svg>
  )
}
