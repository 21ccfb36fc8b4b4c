import { useLingui } from '@lingui/react/macro'
import { AlertDialog as RadixAlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from '../Button'
import { Inline } from '../layout'
import { ModalFrame, modalDescription, modalTitle, type OverlayOpenProps } from '../overlay'

export interface AlertDialogProps extends OverlayOpenProps {
  /** The question, e.g. "Cancel this wish-list entry?" */
  title: ReactNode
  /** What happens if the visitor confirms; required, because an alert must explain itself. */
  description: ReactNode
  /** The button that asks; leave out when `open` is controlled. */
  trigger?: ReactNode
  /** Label of the confirming button; say what it does ("Cancel entry"), not "OK". */
  confirmLabel: ReactNode
  /** Label of the safe button that closes without acting; defaults to "Cancel". */
  cancelLabel?: ReactNode
  onConfirm: () => void
  /** The confirming action destroys something: draws it as a danger button. */
  destructive?: boolean
}

/**
 * Asks the visitor to confirm an action that cannot be undone (cancel a wish-list entry, log
 * out of every device). Focus starts on the safe choice; Escape and the safe button close it
 * without acting.
 */
export function AlertDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  ...frame
}: AlertDialogProps) {
  const { t } = useLingui()
  return (
    <ModalFrame {...frame} primitive={RadixAlertDialog} size="small" described>
      <RadixAlertDialog.Title className={modalTitle}>{title}</RadixAlertDialog.Title>
      <RadixAlertDialog.Description className={modalDescription}>
        {description}
      </RadixAlertDialog.Description>
      <Inline justify="end" gap="sm">
        <RadixAlertDialog.Cancel asChild>
          <Button variant="secondary">{cancelLabel ?? t`Cancel`}</Button>
        </RadixAlertDialog.Cancel>
        <RadixAlertDialog.Action asChild>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </RadixAlertDialog.Action>
      </Inline>
    </ModalFrame>
  )
}
