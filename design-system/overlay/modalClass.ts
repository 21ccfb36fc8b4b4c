import { cx } from '../cx'
import { sprinkles } from '../layout'
import { modalPanel } from './modal.css'
import { overlaySurface } from './surface.css'

export const modalSizes = ['small', 'medium', 'large'] as const

/** A modal's panel (Dialog, AlertDialog): the overlay surface, centred, its parts in a column. */
export function modalClass(size: (typeof modalSizes)[number], className?: string) {
  return cx(
    overlaySurface({ elevation: 'modal' }),
    modalPanel({ size }),
    sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }),
    className,
  )
}
