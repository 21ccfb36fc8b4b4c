import { useLingui } from '@lingui/react/macro'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Inline } from '../layout'
import {
  cornerClose,
  ModalFrame,
  modalDescription,
  modalSizes,
  modalTitle,
  OverlayClose,
  type OverlayOpenProps,
} from '../overlay'

export const dialogSizes = modalSizes

export interface DialogProps extends OverlayOpenProps {
  /** Always required: screen readers announce it when the dialog opens. */
  title: ReactNode
  /** One sentence read after the title; omit when the body says it. */
  description?: ReactNode
  /** The element that opens the dialog (a Button); leave out when `open` is controlled. */
  trigger?: ReactNode
  /** Actions at the bottom; wrap a button in `<DialogClose asChild>` to close with it. */
  footer?: ReactNode
  size?: (typeof dialogSizes)[number]
  children?: ReactNode
  className?: string
}

/**
 * A modal window for a task that needs the visitor's full attention (welcome after sign-in,
 * theatre rules, a form): focus stays inside until it closes, then returns to the trigger.
 * For yes/no confirmations use AlertDialog.
 */
export function Dialog({
  title,
  description,
  footer,
  size = 'medium',
  children,
  ...frame
}: DialogProps) {
  const { t } = useLingui()
  return (
    <ModalFrame {...frame} primitive={RadixDialog} size={size} described={Boolean(description)}>
      <Inline justify="between" align="start" gap="md" wrap={false}>
        <RadixDialog.Title className={modalTitle}>{title}</RadixDialog.Title>
        <RadixDialog.Close asChild>
          <OverlayClose label={t`Close`} className={cornerClose} />
        </RadixDialog.Close>
      </Inline>
      {description && (
        <RadixDialog.Description className={modalDescription}>
          {description}
        </RadixDialog.Description>
      )}
      {children}
      {footer && (
        <Inline justify="end" gap="sm">
          {footer}
        </Inline>
      )}
    </ModalFrame>
  )
}

/** Closes the surrounding Dialog; use with `asChild` around a Button in the footer. */
export const DialogClose = RadixDialog.Close
