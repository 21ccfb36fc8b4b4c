import { useLingui } from '@lingui/react/macro'
import { AlertDialog as RadixAlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import * as styles from '../Dialog/Dialog.css'

export interface AlertDialogProps {
  /** The question, e.g. "Cancel this wish-list entry?" */
  title: ReactNode
  /** What happens if the visitor confirms; required, because an alert must explain itself. */
  description: ReactNode
  /** The button that asks; leave out when `open` is controlled. */
  trigger?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
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
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
}: AlertDialogProps) {
  const { t } = useLingui()
  return (
    <RadixAlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content className={[styles.content, styles.width.small].join(' ')}>
          <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className={styles.description}>
            {description}
          </RadixAlertDialog.Description>
          <div className={styles.footer}>
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel ?? t`Cancel`}</Button>
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action asChild>
              <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  )
}
