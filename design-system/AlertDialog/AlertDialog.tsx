import { useLingui } from '@lingui/react/macro'
import { AlertDialog as RadixAlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from '../Button'
import { cx } from '../cx'
import { Inline, sprinkles } from '../layout'
import { backdrop, modalDescription, modalPanel, modalTitle, overlaySurface } from '../overlay'

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
        <RadixAlertDialog.Overlay className={backdrop} />
        <RadixAlertDialog.Content
          className={cx(
            overlaySurface({ elevation: 'modal' }),
            modalPanel({ size: 'small' }),
            sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }),
          )}
        >
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
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  )
}
