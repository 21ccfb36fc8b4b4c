import type { Ref } from 'react'
import { IconButton, type IconButtonProps } from '../IconButton'
import { CloseIcon } from '../icons'

export interface OverlayCloseProps extends Omit<IconButtonProps, 'icon' | 'variant' | 'size'> {
  ref?: Ref<HTMLButtonElement>
}

/**
 * The × that closes a dialog, popover or notification: one look, one icon, always named.
 * Wrap it in the overlay's own close part with `asChild`, so Radix handles what it does.
 */
export function OverlayClose(props: OverlayCloseProps) {
  return <IconButton {...props} icon={<CloseIcon />} variant="ghost" size="medium" />
}
